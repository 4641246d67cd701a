import { doc, Timestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import type { ResourceConfig } from '../../../admin/src/providers/resources';
import { scratchFirestore } from '../admin/firestore-client';

// Firestore TTL deletes a document only within about a day of its expire_at: until then the console's lists
// and CSV exports of personal records leave it out, on the page they read.

const DAY = 86_400_000;
const TABLE: Record<string, ResourceConfig> = {
  signups: { collection: 'signups', sortable: ['n'], expires: true },
  plain: { collection: 'signups', sortable: ['n'] },
};

let scratch: Awaited<ReturnType<typeof scratchFirestore>>;

beforeAll(async () => {
  scratch = await scratchFirestore('demo-retention-lists');
  const batch = writeBatch(scratch.db);
  // 1..6: odd numbers expired a day ago, even ones expire in a year; 7 predates expire_at.
  for (let n = 1; n <= 7; n += 1) {
    const expireAt =
      n === 7 ? {} : { expire_at: Timestamp.fromMillis(Date.now() + (n % 2 ? -DAY : 365 * DAY)) };
    const created_at = Timestamp.fromMillis(Date.now() - n * 60_000);
    batch.set(doc(scratch.db, 'signups', `s-${n}`), { n, ...expireAt, created_at });
    batch.set(doc(scratch.db, COLLECTIONS.leads, `lead-${n}`), {
      n,
      name: `Lead ${n}`,
      email: `lead${n}@example.com`,
      status: 'new',
      ...expireAt,
      created_at,
    });
  }
  await batch.commit();
});

afterAll(() => scratch.close());

const numbers = (records: { n?: unknown }[]) => records.map((r) => r.n);

describe('the dataProvider of sign-ups and downloads', () => {
  it('leaves expired records out of the page (the total still counts them) and keeps undated ones', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'n', order: 'ASC' as const },
      filter: {},
    };
    const page = await provider.getList('signups', params);
    expect(numbers(page.data)).toEqual([2, 4, 6, 7]);
    expect(page.total).toBe(7);
    // A resource without personal records lists everything, as before.
    expect(numbers((await provider.getList('plain', params)).data)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the leads screen', () => {
  /** Page `n` of the newest-first list, as the screen asks for it, on one dataProvider (its cursors kept). */
  const pages =
    (provider = createDataProvider(scratch.db)) =>
    (n: number, perPage = 3) =>
      provider.getList('leads', {
        pagination: { page: n, perPage },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
  const emails = (records: { email?: unknown }[]) => records.map((r) => r.email);

  it('shows no expired lead, and its cursor still walks past them to the next page', async () => {
    const page = pages();
    // Newest first: leads 1, 2 and 3 are the first page read, 4, 5 and 6 the next.
    const first = await page(1);
    expect(emails(first.data)).toEqual(['lead2@example.com']);
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const second = await page(2);
    expect(emails(second.data)).toEqual(['lead4@example.com', 'lead6@example.com']);
    expect(second.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    const third = await page(3);
    expect(emails(third.data)).toEqual(['lead7@example.com']);
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    // The last page counts what it read, the expired lead among them, as a counted list's total does.
    expect(third.total).toBe(7);
  });

  it('exports no expired lead', async () => {
    expect(emails((await pages()(1, 10_000)).data)).toEqual([
      'lead2@example.com',
      'lead4@example.com',
      'lead6@example.com',
      'lead7@example.com',
    ]);
  });
});
