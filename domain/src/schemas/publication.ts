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
 * top, unless the form names a time to publish at (`publish_at`, a schedule): then that time. The edit form
 * holds a scheduled item's time, so an edit keeps its schedule unless it is changed. A draft keeps whatever
 * date it had (null when new), so unpublishing does not lose the original date. `previous` is the stored
 * document, or null on create. `publish_at` is a form field, never stored.
 */
export function applyPublication<
  T extends { title: string; status: PublicationStatus; publish_at?: Date | null },
>(
  input: T,
  previous: { published_at?: Date | null } | null | undefined,
  now: Date,
): Omit<T, 'publish_at'> & Publication {
  const { publish_at, ...rest } = input;
  const published_at = input.status === 'published' ? (publish_at ?? now) : (previous?.published_at ?? null);
  // An unpublish time means nothing without a publication (the rules refuse one on an item never dated).
  const withdrawal = 'unpublish_at' in rest && published_at === null ? { unpublish_at: null } : {};
  return { ...rest, ...withdrawal, slug: slugify(input.title), published_at };
}

/**
 * SPEC §4 visibility at a moment: published, with a date that has come (a later one is a schedule), and not
 * past its unpublish time. Status and date both, because a draft may still carry an old date.
 */
export function isPublishedAt(
  item: { status: PublicationStatus; published_at: Date | null; unpublish_at?: Date | null },
  now: Date,
): boolean {
  return (
    item.status === 'published' &&
    item.published_at !== null &&
    item.published_at <= now &&
    (item.unpublish_at == null || item.unpublish_at > now)
  );
}
