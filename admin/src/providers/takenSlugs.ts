import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import {
  COLLECTIONS,
  TRANSLATION_LANGUAGES,
  TRANSLATIONS_FIELD,
  previousSlugsFieldOf,
  type Language,
} from '@cvc/domain';

/**
 * Which of `candidates` another item of the resource holds where an address in `language` would meet it, as a
 * current slug or one it had. Portuguese is the default.
 */
export type TakenSlugs = (
  resource: 'news' | 'opinions',
  candidates: readonly string[],
  itemId: string | undefined,
  language?: Language,
) => Promise<Set<string>>;

/** No store to ask: nothing is taken (unit tests of the publication rules). */
export const NO_SLUGS_TAKEN: TakenSlugs = async () => new Set();

type SlugField = { path: string; list: boolean };

/**
 * Where a slug of `language` may collide. Under `/<l>/artigo/` answer an item's slug in `l` and its Portuguese
 * slug (an untranslated item is shown there; a translated one redirects from it), and the old slugs of both. So
 * a translation's slug meets the Portuguese slugs and its own language's; a Portuguese slug meets them all.
 */
export function slugFieldsFor(language: Language): SlugField[] {
  const languages = language === 'pt' ? TRANSLATION_LANGUAGES : [language];
  return [
    { path: 'slug', list: false },
    { path: previousSlugsFieldOf('pt'), list: true },
    ...languages.flatMap((l) => [
      { path: `${TRANSLATIONS_FIELD}.${l}.slug`, list: false },
      { path: previousSlugsFieldOf(l), list: true },
    ]),
  ];
}

const valueAt = (data: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);

/**
 * One small query per field that may hold a slug (the candidates fit one `in` or one `array-contains-any`): two
 * to six per save of a news item or opinion and per translation, which holders of the key may run since they
 * read every item of their kind. Each filters one field, so single-field indexes serve them.
 */
export function takenSlugsIn(db: Firestore): TakenSlugs {
  return async (resource, candidates, itemId, language = 'pt') => {
    const items = collection(db, COLLECTIONS[resource]);
    const wanted = [...candidates];
    const fields = slugFieldsFor(language);
    const reads = await Promise.all(
      fields.map(({ path, list }) =>
        getDocs(query(items, where(path, list ? 'array-contains-any' : 'in', wanted))),
      ),
    );
    const taken = new Set<string>();
    reads.forEach((read, index) => {
      const { path } = fields[index]!;
      for (const doc of read.docs) {
        if (doc.id === itemId) continue;
        const held = valueAt(doc.data(), path);
        for (const slug of Array.isArray(held) ? held : [held])
          if (typeof slug === 'string' && candidates.includes(slug)) taken.add(slug);
      }
    });
    return taken;
  };
}
