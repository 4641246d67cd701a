import type { PublicationStatus } from '../labels/publication';
import { slugify } from '../slug';
import { requiredText } from './fields';
import { VALIDATION_MESSAGES as MSG } from './messages';

/** The slug is derived from the title (SPEC §5), so a title of only symbols would leave the item without one. */
export function publicationTitle() {
  return requiredText().refine((title) => slugify(title) !== '', MSG.titleWithoutLetters);
}

/** The two kinds of article: news items and opinions. */
export type ArticleKind = 'news' | 'opinion';

/** Fields of news and opinions that are derived on save, never typed in. */
export type Publication = { slug: string; published_at: Date | null };

/**
 * SPEC §4. Saving as published stamps `now` every time, edits included, so an edited article moves back to the
 * top. A draft keeps whatever date it had (null when new), so unpublishing does not lose the original date.
 * `previous` is the stored document, or null on create.
 */
export function applyPublication<T extends { title: string; status: PublicationStatus }>(
  input: T,
  previous: { published_at?: Date | null } | null | undefined,
  now: Date,
): T & Publication {
  const published_at = input.status === 'published' ? now : (previous?.published_at ?? null);
  return { ...input, slug: slugify(input.title), published_at };
}

/** SPEC §4 visibility: both conditions, because a draft may still carry an old date. */
export function isPublished(item: { status: PublicationStatus; published_at: Date | null }): boolean {
  return item.status === 'published' && item.published_at !== null;
}
