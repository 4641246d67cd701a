import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setLogLevel,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, HOME_LATEST_REPORTS } from '@cvc/domain';
import { loadSeed } from '../../../scripts/seed/load';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { publicFirestore } from '../../support/public-firestore';
import { publicRoutes } from '../../support/public-routes';
import { FIXTURE_REPORTS, fileOf, removeReportFixtures, writeReportFixtures } from './fixtures';

// No visitor gets a paid report's file address: not in the HTML or page data of any public route (rendered by
// the functions through the Hosting emulator), not in an anonymous Firestore read. Free files are no more public:
// only downloadReport hands them out, after recording the download.

/** Every file address the association stores, paid ones apart. */
async function fileAddresses() {
  const db = adminFirestore();
  const [reports, files] = await Promise.all([
    db.collection(COLLECTIONS.reports).get(),
    db.collection(COLLECTIONS.reportFiles).get(),
  ]);
  const paidIds = new Set(reports.docs.filter((r) => r.get('is_free') !== true).map((r) => r.id));
  const all = files.docs.map((f) => ({ id: f.id, url: String(f.get('pdf_url')), paid: paidIds.has(f.id) }));
  return { all, paid: all.filter((f) => f.paid) };
}

let addresses: Awaited<ReturnType<typeof fileAddresses>>;
const visitor = publicFirestore('paid-file-scan');

beforeAll(async () => {
  // The refused reads are the point; the SDK would log each one as an error.
  setLogLevel('silent');
  await loadSeed();
  await writeReportFixtures();
  addresses = await fileAddresses();
}, 120_000);
afterAll(async () => {
  await visitor.close();
  await removeReportFixtures();
});

it('scans real addresses: the seed and the fixtures have paid and free files', () => {
  expect(addresses.paid.map((f) => f.id)).toContain(FIXTURE_REPORTS.paid.id);
  expect(addresses.paid.length).toBeGreaterThanOrEqual(4);
  expect(addresses.all.filter((f) => !f.paid).length).toBeGreaterThanOrEqual(3);
  expect(addresses.paid.find((f) => f.id === FIXTURE_REPORTS.paid.id)?.url).toBe(
    fileOf(FIXTURE_REPORTS.paid.id),
  );
});

describe('public routes', () => {
  it('hold no report file address in their HTML or page data', async () => {
    const routes = await publicRoutes(adminFirestore());
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/reports']));
    for (const route of routes) {
      const response = await fetch(hostingUrl(route.path));
      expect(response.status, route.path).toBe(200);
      const html = await response.text();
      for (const file of addresses.all) {
        expect(
          html.includes(file.url),
          `${route.path} shows ${file.paid ? 'paid' : 'free'} ${file.url}`,
        ).toBe(false);
      }
      expect(html, route.path).not.toContain('pdf_url');
    }
  });

  it('do show the reports, so the scan above looked at pages carrying them', async () => {
    for (const path of ['/', '/reports']) {
      const html = await (await fetch(hostingUrl(path))).text();
      expect(html, path).toContain(FIXTURE_REPORTS.paid.title);
      expect(html, path).toContain(FIXTURE_REPORTS.free.title);
      expect(html, path).toContain('id="page-reads"');
    }
  });
});

describe('anonymous Firestore reads', () => {
  const published = () =>
    query(
      collection(visitor.db, COLLECTIONS.reports),
      // As the site asks: published by the time of the read (a later one is scheduled).
      where('published_at', '<=', new Date()),
      orderBy('published_at', 'desc'),
    );

  it('list and get published reports without any file address', async () => {
    const lists = [await getDocs(published()), await getDocs(query(published(), limit(HOME_LATEST_REPORTS)))];
    const ids = lists[0]!.docs.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([FIXTURE_REPORTS.paid.id, FIXTURE_REPORTS.free.id]));
    const gets = await Promise.all(ids.map((id) => getDoc(doc(visitor.db, COLLECTIONS.reports, id))));
    const seen = JSON.stringify([
      ...lists.flatMap((l) => l.docs.map((d) => d.data())),
      ...gets.map((g) => g.data()),
    ]);
    expect(seen).not.toContain('pdf_url');
    for (const file of addresses.all) expect(seen.includes(file.url), file.url).toBe(false);
  });

  it('cannot read report_files at all, by get or by list', async () => {
    for (const file of addresses.all.slice(0, 3)) {
      await expect(getDoc(doc(visitor.db, COLLECTIONS.reportFiles, file.id))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    await expect(getDocs(collection(visitor.db, COLLECTIONS.reportFiles))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
