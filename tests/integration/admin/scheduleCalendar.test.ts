import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import {
  SCHEDULED_QUERY,
  leavingQuery,
  scheduleDays,
  type ScheduledRecord,
} from '../../../admin/src/pages/dashboard/scheduleCalendar';
import { rulesProject } from './staff-client';

// The Painel's Agendados reads, exactly as the section sends them, through the console's dataProvider, by staff
// members signed in under the real firestore.rules. Times are days from now: the dataProvider's "Só agendados"
// compares with its own clock, and no item sits within hours of a bound.
const DAY_MS = 86_400_000;
const NOW = new Date();
const at = (days: number) => Timestamp.fromMillis(NOW.getTime() + days * DAY_MS);

const NEWS = {
  'n-soon': { title: 'Em dois dias', status: 'published', published_at: at(2) },
  'n-later': { title: 'Em seis semanas', status: 'published', published_at: at(42) },
  'n-past': { title: 'Já publicada', status: 'published', published_at: at(-2) },
  'n-leaving': { title: 'Sai em três dias', status: 'published', published_at: at(-10), unpublish_at: at(3) },
  'n-leaving-late': {
    title: 'Sai em cinco semanas',
    status: 'published',
    published_at: at(-10),
    unpublish_at: at(35),
  },
  'n-left': { title: 'Já saiu', status: 'published', published_at: at(-10), unpublish_at: at(-1) },
  'n-draft': { title: 'Rascunho com data', status: 'draft', published_at: at(4) },
};
const REPORTS = { 'r-soon': { title: 'Relatório em cinco dias', published_at: at(5) } };

let project: Awaited<ReturnType<typeof rulesProject>>;

beforeAll(async () => {
  project = await rulesProject('demo-admin-schedule');
  const batch = project.adminDb.batch();
  for (const [id, item] of Object.entries(NEWS))
    batch.set(project.adminDb.doc(`${COLLECTIONS.news}/${id}`), item);
  for (const [id, item] of Object.entries(REPORTS))
    batch.set(project.adminDb.doc(`${COLLECTIONS.reports}/${id}`), item);
  await batch.commit();
});
afterAll(() => project.close());

const ids = (records: { id: unknown }[]) => records.map((record) => record.id);

describe("the Painel's Agendados, read as the console reads it", () => {
  it("gives a news holder the scheduled news soonest first, and those leaving in the window, under the rules' check", async () => {
    const provider = createDataProvider(await project.staff('agenda-news', { perms: { news: true } }));
    const scheduled = await provider.getList<ScheduledRecord>('news', SCHEDULED_QUERY);
    // The query keeps what is ahead, drafts and beyond the window included: the section cuts those.
    expect(ids(scheduled.data)).toEqual(['n-soon', 'n-draft', 'n-later']);
    expect(scheduled.data[0]!.published_at).toBeInstanceOf(Date);
    const leaving = await provider.getList<ScheduledRecord>('news', leavingQuery(NOW));
    expect(ids(leaving.data)).toEqual(['n-leaving']);

    const days = scheduleDays(
      [{ kind: 'news', scheduled: scheduled.data, leaving: leaving.data }],
      NOW,
      'Sem título',
    );
    expect(days.flatMap((day) => day.entries.map((entry) => [entry.id, entry.change]))).toEqual([
      ['n-soon', 'publishes'],
      ['n-leaving', 'leaves'],
    ]);
  });

  it('refuses a member the reads of a kind their keys do not cover, which the section therefore never makes', async () => {
    const news = createDataProvider(await project.staff('agenda-news-only', { perms: { news: true } }));
    await expect(news.getList('reports', SCHEDULED_QUERY)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const reports = createDataProvider(await project.staff('agenda-reports', { perms: { reports: true } }));
    expect(ids((await reports.getList('reports', SCHEDULED_QUERY)).data)).toEqual(['r-soon']);
    expect(ids((await reports.getList('reports', leavingQuery(NOW))).data)).toEqual([]);
  });
});
