import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { liveListMethods } from '../../../admin/src/providers/liveListMethods';
import { scratchFirestore } from './firestore-client';

// The console's live lists (the leads screen's first page, Equipe): a listener tells the screen when what it
// shows changes, and the screen reads its pages again. Leads are written as the site's function writes them.

const PROJECT = 'demo-live-first-page';
let scratch: Awaited<ReturnType<typeof scratchFirestore>>;
const server = initializeApp({ projectId: PROJECT }, PROJECT);
const leads = getFirestore(server).collection(COLLECTIONS.leads);
const minutesAgo = (n: number) => Timestamp.fromMillis(Date.now() - n * 60_000);

beforeAll(async () => {
  scratch = await scratchFirestore(PROJECT);
  // Five leads, lead-1 the newest.
  await Promise.all(
    [1, 2, 3, 4, 5].map((n) => leads.doc(`lead-${n}`).set({ name: `Lead ${n}`, created_at: minutesAgo(n) })),
  );
});

afterAll(async () => {
  await scratch.close();
  await deleteApp(server);
});

describe('a live first page', () => {
  it('reports a lead arriving and an edit on the page, and nothing for an edit below it', async () => {
    const changes: string[][] = [];
    const stop = await liveListMethods(scratch.db).watchFirstPage(
      'leads',
      { filter: {}, sort: { field: 'created_at', order: 'DESC' }, perPage: 2 },
      (ids) => changes.push(ids),
      (error) => {
        throw error;
      },
    );
    try {
      // The first read is the page itself, not a change.
      expect(changes).toEqual([]);
      await leads.doc('arrived').set({ name: 'Nova', created_at: minutesAgo(0) });
      await expect.poll(() => changes).toEqual([['arrived', 'lead-1', 'lead-2']]);

      // lead-5 is far below the page (two rows, and the one read to know a next page exists).
      await leads.doc('lead-5').update({ status: 'contacted' });
      await leads.doc('lead-1').update({ status: 'qualified' });
      // Snapshots arrive in order: had the edit below the page been sent, it would come before this one.
      await expect.poll(() => changes.length).toBeGreaterThan(1);
      expect(changes).toEqual([
        ['arrived', 'lead-1', 'lead-2'],
        ['arrived', 'lead-1', 'lead-2'],
      ]);
    } finally {
      stop();
    }
  });
});
