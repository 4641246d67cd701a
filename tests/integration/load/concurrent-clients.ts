import { publicFirestore } from '../../support/public-firestore';
import type { Firestore } from 'firebase/firestore/lite';

/**
 * Runs `total` submissions spread over `clients` independent visitor clients, all in flight at once, and
 * returns how many were rejected (each rejection's message, for the assertion text).
 */
export async function submitConcurrently(
  total: number,
  clients: number,
  submit: (db: Firestore, index: number) => Promise<unknown>,
): Promise<string[]> {
  const visitors = Array.from({ length: clients }, (_, n) => publicFirestore(`visitor-${Date.now()}-${n}`));
  try {
    const outcomes = await Promise.allSettled(
      Array.from({ length: total }, (_, index) => submit(visitors[index % clients]!.db, index)),
    );
    return outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.close()));
  }
}
