import {
  FieldValue,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  LANGUAGES,
  isTranslationLanguage,
  previousSlugsAfter,
  previousSlugsFieldOf,
  translationOf,
  type ArticleKind,
  type Language,
} from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { ARTICLE_COLLECTIONS } from '../shared/articleCollections';

// A title change regenerates the slug (SPEC §5), so the address an item was shared under would die with it.
// This trigger keeps each slug an item was public under in `previous_slugs`, which the render redirects from,
// and each slug of its English and Spanish versions in `previous_slugs_en` / `previous_slugs_es` (a translated
// title changes its slug there). It runs with the Admin SDK: the rules keep clients from writing these fields at
// all, so no one can forge one.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The item's slug in `language`: its own field in Portuguese, its translation's in English and Spanish. */
function slugOf(doc: DocumentSnapshot, language: Language): string {
  if (!isTranslationLanguage(language)) return text(doc.get('slug'));
  return text(translationOf({ translations: doc.get('translations') as unknown }, language)?.slug);
}

function previousSlugsOf(doc: DocumentSnapshot, language: Language): string[] {
  const value: unknown = doc.get(previousSlugsFieldOf(language));
  return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : [];
}

/**
 * The kept slugs of `language` a write calls for, or null. "Public under a slug" means the item had a date:
 * SPEC §4 keeps the date of an item moved back to draft, so a draft that was once published still hands its
 * address on.
 */
export function slugHistoryUpdate(
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
  language: Language = 'pt',
): string[] | null {
  if (!after?.exists) return null;
  const previous = previousSlugsOf(after, language);
  const was = before?.exists
    ? { slug: slugOf(before, language), published: before.get('published_at') != null }
    : null;
  return previousSlugsAfter(previous, was, slugOf(after, language));
}

/** Each language's kept slugs a write calls for; empty when it changes none. */
export function slugHistoryUpdates(
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Partial<Record<Language, string[]>> {
  const updates: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    const next = slugHistoryUpdate(before, after, language);
    if (next) updates[language] = next;
  }
  return updates;
}

/**
 * Adds each language's `next` to the item's kept slugs of that language, minus its current slug there. One
 * transaction: a second save's run landing meanwhile must not lose a slug this one keeps (retries converge).
 */
export async function keepSlugsOf(
  db: Firestore,
  ref: DocumentReference,
  next: Partial<Record<Language, string[]>>,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) return;
    const changes: Record<string, string[] | FieldValue> = {};
    for (const [language, slugs] of Object.entries(next) as [Language, string[]][]) {
      const stored = previousSlugsOf(current, language);
      const kept = new Set([...stored, ...slugs]);
      kept.delete(slugOf(current, language));
      const merged = [...kept];
      if (merged.length === stored.length && merged.every((slug, index) => slug === stored[index])) continue;
      changes[previousSlugsFieldOf(language)] = merged.length > 0 ? merged : FieldValue.delete();
    }
    if (Object.keys(changes).length > 0) transaction.update(ref, changes);
  });
}

/** `keepSlugsOf` for one language's kept slugs (Portuguese by default). */
export function keepSlugs(
  db: Firestore,
  ref: DocumentReference,
  next: string[],
  language: Language = 'pt',
): Promise<void> {
  return keepSlugsOf(db, ref, { [language]: next });
}

function keepPreviousSlugsOf(kind: ArticleKind) {
  return onDocumentWritten(`${ARTICLE_COLLECTIONS[kind]}/{id}`, async (event) => {
    const next = slugHistoryUpdates(event.data?.before, event.data?.after);
    if (Object.keys(next).length === 0) return;
    const db = getFirestore(adminApp());
    await keepSlugsOf(db, db.collection(ARTICLE_COLLECTIONS[kind]).doc(event.params.id), next);
  });
}

export const keepNewsSlugs = keepPreviousSlugsOf('news');
export const keepOpinionSlugs = keepPreviousSlugsOf('opinion');
