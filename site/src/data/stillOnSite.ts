import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { dateField } from './convert';

/**
 * False for an item past its unpublish_at: it left the site by itself. The rules refuse it to a get, but a
 * list query cannot prove it (decisions/scheduled-publishing.md), so every list the site reads drops it here.
 */
export function stillOnSite(doc: DocumentSnapshot, now: Date = new Date()): boolean {
  const leaves = dateField(doc, 'unpublish_at');
  return leaves === null || leaves > now;
}
