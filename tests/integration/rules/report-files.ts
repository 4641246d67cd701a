import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
} from '../../support/rules-firestore';
import type { DocumentData } from '../../support/rules-firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import {
  ANONYMOUS,
  NO_RECORD,
  allow,
  asServer,
  dbAs,
  deny,
  seedStaffRecords,
  staffWith,
} from '../../support/rules';
import type { Actor } from '../../support/rules';
import * as F from '../../support/rules-fixtures';

// A report's file lives in report_files, which only holders of `reports` read; downloads are written by the
// downloadReport function alone (tests/integration/reports covers it), so every client create is refused.

const REPORTS = staffWith('reports');
const NEWS = staffWith('news');
const DOWNLOADS = staffWith('downloads');
const FREE = 'rf-free';
const PAID = 'rf-paid';

const file = (id: string) => doc(dbAs(REPORTS), COLLECTIONS.reportFiles, id);
/** The writer's stamp every staff write carries. */
const stamp = { updated_by: REPORTS.uid };
const readFile = (actor: Actor, id = FREE) => getDoc(doc(dbAs(actor), COLLECTIONS.reportFiles, id));
const listFiles = (actor: Actor) => getDocs(collection(dbAs(actor), COLLECTIONS.reportFiles));
const createDownload = (actor: Actor, data: DocumentData) =>
  addDoc(collection(dbAs(actor), COLLECTIONS.reportDownloads), data);
const freeReport = (): DocumentData => ({
  ...F.report(true),
  is_free: true,
  price: null,
  checkout_url: null,
});

export function describeReportFiles(): void {
  describe('report files and downloads', () => {
    beforeAll(async () => {
      // can() asks for the admin_users record as well as the claim.
      await seedStaffRecords([REPORTS, NEWS, DOWNLOADS]);
      await asServer(async (db) => {
        await setDoc(doc(db, COLLECTIONS.reports, FREE), freeReport());
        await setDoc(doc(db, COLLECTIONS.reports, PAID), F.report(true));
        await setDoc(doc(db, COLLECTIONS.reportFiles, FREE), F.reportFile());
        await setDoc(doc(db, COLLECTIONS.reportFiles, PAID), { pdf_url: '/files/reports/pago.pdf' });
      });
    });

    it('lets holders of `reports` get and list files, and nobody else', async () => {
      await allow(readFile(REPORTS));
      await allow(readFile(REPORTS, PAID));
      const listed = await listFiles(REPORTS);
      expect(listed.docs.map((d) => d.id)).toEqual(expect.arrayContaining([FREE, PAID]));
      for (const actor of [ANONYMOUS, NO_RECORD, NEWS, DOWNLOADS]) {
        await deny(readFile(actor));
        await deny(readFile(actor, PAID));
        await deny(listFiles(actor));
        await deny(
          getDocs(query(collection(dbAs(actor), COLLECTIONS.reportFiles), where('pdf_url', '!=', ''))),
        );
      }
    });

    it('takes a web address as pdf_url and nothing else', async () => {
      await allow(setDoc(file('rf-new'), { pdf_url: 'https://cdn.example.org/r.pdf', ...stamp }));
      await allow(setDoc(file('rf-new'), { pdf_url: '/files/reports/r.pdf', ...stamp }));
      for (const bad of [{}, { pdf_url: '' }, { pdf_url: 42 }, { pdf_url: 'javascript:alert(1)' }]) {
        await deny(setDoc(file('rf-new'), { ...bad, ...stamp }));
      }
      await deny(setDoc(file('rf-new'), { pdf_url: '/files/r.pdf', title: 'Panorama', ...stamp }));
      await deny(
        setDoc(doc(dbAs(NEWS), COLLECTIONS.reportFiles, 'rf-new'), {
          ...F.reportFile(),
          updated_by: NEWS.uid,
        }),
      );
    });

    it('keeps the file address out of the public report', async () => {
      const reports = collection(dbAs(REPORTS), COLLECTIONS.reports);
      await allow(setDoc(doc(reports, 'rf-public'), { ...F.report(true), ...stamp }));
      await deny(
        setDoc(doc(reports, 'rf-public'), { ...F.report(true), pdf_url: '/files/reports/r.pdf', ...stamp }),
      );
      await deny(
        setDoc(doc(reports, 'rf-free'), { ...freeReport(), pdf_url: '/files/reports/r.pdf', ...stamp }),
      );
    });

    it('refuses every client create of a download: free or paid, true or forged title', async () => {
      const title = F.report(true).title as string;
      for (const actor of [ANONYMOUS, NO_RECORD, DOWNLOADS, REPORTS]) {
        await deny(createDownload(actor, { ...F.publicDownload(FREE), report_title: title }));
        await deny(createDownload(actor, { ...F.publicDownload(PAID), report_title: title }));
        await deny(createDownload(actor, { ...F.publicDownload(FREE), report_title: 'Título forjado' }));
      }
      // The same document written past the rules (as the function does) is what `downloads` holders read.
      await asServer((db) =>
        setDoc(doc(db, COLLECTIONS.reportDownloads, 'rf-download'), F.storedDownload(FREE)),
      );
      await allow(getDoc(doc(dbAs(DOWNLOADS), COLLECTIONS.reportDownloads, 'rf-download')));
      await deny(getDoc(doc(dbAs(ANONYMOUS), COLLECTIONS.reportDownloads, 'rf-download')));
    });
  });
}
