import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { withDomainRules } from '../../../admin/src/providers/domainRules';
import { rulesProject } from './staff-client';

// The reports screen edits the file address in the same form, while the dataProvider keeps it in
// report_files/{id}, under the real rules, as a holder of the `reports` key.

const FORM = {
  title: 'Panorama',
  description: 'Estudo',
  pdf_url: '/files/reports/panorama.pdf',
  cover_image_url: '',
  is_free: true,
};

let project: Awaited<ReturnType<typeof rulesProject>>;
let provider: ReturnType<typeof withDomainRules>;
let db: Awaited<ReturnType<typeof project.staff>>;

const stored = async (collection: string, id: string) =>
  (await project.adminDb.collection(collection).doc(id).get()).data();

beforeAll(async () => {
  // One write is refused on purpose; the SDK would log it as an error.
  setLogLevel('silent');
  project = await rulesProject('demo-admin-report-files');
  db = await project.staff('reports', { perms: { reports: true } });
  // staff() wrote the admin_users record the rules want beside the claim, its phone approved.
  provider = withDomainRules(createDataProvider(db));
});
afterAll(() => project.close());

describe('reports keep their file apart', () => {
  it('creates the report without its address and the address in report_files, and reads both back', async () => {
    const { data: created } = await provider.create('reports', { data: FORM });
    expect(created).toMatchObject({ title: 'Panorama', pdf_url: FORM.pdf_url });
    const report = await stored(COLLECTIONS.reports, String(created.id));
    expect(report).toMatchObject({ title: 'Panorama', is_free: true });
    expect(report).not.toHaveProperty('pdf_url');
    expect(await stored(COLLECTIONS.reportFiles, String(created.id))).toEqual({
      pdf_url: FORM.pdf_url,
      updated_by: db.uid,
    });
    const { data: read } = await provider.getOne('reports', { id: created.id });
    expect(read.pdf_url).toBe(FORM.pdf_url);
  });

  it('changes the address in report_files only, and deletes both documents together', async () => {
    const { data: created } = await provider.create('reports', { data: FORM });
    const id = String(created.id);
    const { data: edited } = await provider.update('reports', {
      id,
      data: { ...created, title: 'Panorama 2026', pdf_url: 'https://cdn.example.org/p.pdf' },
      previousData: created,
    });
    expect(edited).toMatchObject({ title: 'Panorama 2026', pdf_url: 'https://cdn.example.org/p.pdf' });
    expect(await stored(COLLECTIONS.reports, id)).not.toHaveProperty('pdf_url');
    expect(await stored(COLLECTIONS.reportFiles, id)).toEqual({
      pdf_url: 'https://cdn.example.org/p.pdf',
      updated_by: db.uid,
    });

    await provider.delete('reports', { id, previousData: edited });
    expect(await stored(COLLECTIONS.reports, id)).toBeUndefined();
    expect(await stored(COLLECTIONS.reportFiles, id)).toBeUndefined();
  });

  it('moves the address of an older report, stored on the report itself, into report_files on save', async () => {
    const legacy = project.adminDb.collection(COLLECTIONS.reports).doc('legacy-report');
    const { pdf_url, cover_image_url: _cover, ...rest } = FORM;
    await legacy.set({
      ...rest,
      pdf_url,
      cover_image_url: null,
      category: null,
      price: null,
      checkout_url: null,
    });
    const { data: read } = await provider.getOne('reports', { id: 'legacy-report' });
    expect(read.pdf_url).toBe(pdf_url);
    await provider.update('reports', {
      id: 'legacy-report',
      data: { ...read, title: 'Antigo' },
      previousData: read,
    });
    expect(await stored(COLLECTIONS.reports, 'legacy-report')).not.toHaveProperty('pdf_url');
    // Stamped with its writer, as every staff write (the change history names them).
    expect(await stored(COLLECTIONS.reportFiles, 'legacy-report')).toEqual({ pdf_url, updated_by: db.uid });
  });

  it('deletes many reports with their files', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) =>
        String((await provider.create('reports', { data: { ...FORM, title: `R${n}` } })).data.id),
      ),
    );
    await provider.deleteMany('reports', { ids });
    for (const id of ids) {
      expect(await stored(COLLECTIONS.reports, id)).toBeUndefined();
      expect(await stored(COLLECTIONS.reportFiles, id)).toBeUndefined();
    }
  });

  it('writes the report and its file in one batch: a file the rules refuse leaves no report behind', async () => {
    const raw = createDataProvider(db);
    const report = {
      title: 'Atômico',
      description: 'D',
      cover_image_url: null,
      category: null,
      is_free: true,
    };
    const free = { ...report, price: null, checkout_url: null, published_at: new Date() };
    await expect(
      raw.create('reports', { data: { ...free, pdf_url: 'javascript:alert(1)' } }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const left = await project.adminDb.collection(COLLECTIONS.reports).where('title', '==', 'Atômico').get();
    expect(left.size).toBe(0);
    // The same report with a web address goes through, so the refusal was the file's.
    await expect(
      raw.create('reports', { data: { ...free, pdf_url: '/files/reports/a.pdf' } }),
    ).resolves.toBeTruthy();
  });
});
