import {
  FieldValue,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { PREVIOUS_SLUGS_FIELD, previousSlugsAfter, type ArticleKind } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { ARTICLE_COLLECTIONS } from '../shared/articleCollections';

// A title change regenerates the slug (SPEC §5), so the address an item was shared under would die with it.
// This trigger keeps each slug an item was public under in `previous_slugs`, which the render redirects from.
// It runs with the Admin SDK: the rules keep clients from writing the field at all, so no one can forge one.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function previousSlugsOf(doc: DocumentSnapshot): string[] {
  const value: unknown = doc.get(PREVIOUS_SLUGS_FIELD);
  return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : [];
}

/**
 * The update a write calls for, or null. "Public under a slug" means the item had a date: SPEC §4 keeps the
 * date of an item moved back to draft, so a draft that was once published still hands its address on.
 */
export function slugHistoryUpdate(
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): string[] | null {
  if (!after?.exists) return null;
  const previous = previousSlugsOf(after);
  const was = before?.exists
    ? { slug: text(before.get('slug')), published: before.get('published_at') != null }
    : null;
  return previousSlugsAfter(previous, was, text(after.get('slug')));
}

/**
 * Adds `next` to the item's kept slugs, minus its current slug. A transaction: a second save's run landing
 * meanwhile must not lose a slug this one keeps (retries converge).
 */
export async function keepSlugs(db: Firestore, ref: DocumentReference, next: string[]): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) return;
    const kept = new Set([...previousSlugsOf(current), ...next]);
    kept.delete(text(current.get('slug')));
    const merged = [...kept];
    const stored = previousSlugsOf(current);
    if (merged.length === stored.length && merged.every((slug, index) => slug === stored[index])) return;
    transaction.update(ref, { [PREVIOUS_SLUGS_FIELD]: merged.length > 0 ? merged : FieldValue.delete() });
  });
}

function keepPreviousSlugsOf(kind: ArticleKind) {
  return onDocumentWritten(`${ARTICLE_COLLECTIONS[kind]}/{id}`, async (event) => {
    const next = slugHistoryUpdate(event.data?.before, event.data?.after);
    if (!next) return;
    const db = getFirestore(adminApp());
    await keepSlugs(db, db.collection(ARTICLE_COLLECTIONS[kind]).doc(event.params.id), next);
  });
}

export const keepNewsSlugs = keepPreviousSlugsOf('news');
export const keepOpinionSlugs = keepPreviousSlugsOf('opinion');
