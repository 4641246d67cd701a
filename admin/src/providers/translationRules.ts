import {
  TRANSLATIONS_FIELD,
  TRANSLATION_LANGUAGES,
  firstFreeSlug,
  slugCandidates,
  slugify,
  translationOf,
  withTranslationBookkeeping,
  type TranslatedCollection,
} from '@cvc/domain';
import type { TakenSlugs } from './takenSlugs';

type Data = Record<string, unknown>;

const asItem = (value: unknown): Data | null =>
  typeof value === 'object' && value !== null ? (value as Data) : null;

/**
 * A console save's translations as the rules want them: fingerprints, `translated_at` (a Date, never the ISO
 * string react-admin's cache may hold) and `translation_state` for both languages, against the record the edit
 * started from (none on create).
 */
export function withTranslations(
  collection: TranslatedCollection,
  data: Data,
  previousData: unknown,
  now: Date,
): Data {
  return withTranslationBookkeeping(collection, data, asItem(previousData), now);
}

/**
 * Each translation of a news item or opinion gets the slug of its own title, made unique in its language as the
 * Portuguese one is: the first free numbered suffix, then the time as a last resort.
 */
export async function withTranslationSlugs(
  resource: 'news' | 'opinions',
  data: Data,
  itemId: string | undefined,
  takenSlugs: TakenSlugs,
  now: Date,
): Promise<Data> {
  const translations = { ...(asItem(data[TRANSLATIONS_FIELD]) ?? {}) };
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = translationOf(data, language);
    if (!translation) continue;
    const candidates = slugCandidates(slugify(String(translation.title ?? '')));
    const taken = await takenSlugs(resource, candidates, itemId, language);
    translations[language] = {
      ...translation,
      slug: firstFreeSlug(candidates, taken, now.getTime().toString(36)),
    };
  }
  // No map where none was (an item never translated stores none, and its history shows no change).
  return TRANSLATIONS_FIELD in data ? { ...data, [TRANSLATIONS_FIELD]: translations } : data;
}
