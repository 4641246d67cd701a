import { expect, test } from '../../support/test';
import { Timestamp } from 'firebase-admin/firestore';
import {
  AUDIENCE_TIME_ZONE,
  COLLECTIONS,
  downloadsCsv,
  downloadsCsvFileName,
  rsvpCsvFileName,
  type ReportDownload,
} from '@cvc/domain';
import { CRM_MESSAGES } from '../../../admin/src/texts/crm';
import { admin, downloadOf, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

// The exports format dates in the viewer's time zone: the browser and this process both use Brazil's.
process.env.TZ = AUDIENCE_TIME_ZONE;
test.use({ timezoneId: AUDIENCE_TIME_ZONE, acceptDownloads: true });

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const MALICIOUS = '=HYPERLINK("x")';

test('Inscrições: filter by event, export the event file byte for byte, empty states, delete', async ({
  page,
}) => {
  const { db } = admin();
  const tag = uniqueTag('csv');
  const title = `Evento CSV ${tag}`;
  const event = db.collection(COLLECTIONS.events).doc(`e2e-${tag}`);
  const emptyEvent = db.collection(COLLECTIONS.events).doc(`e2e-${tag}-vazio`);
  // Disabled: the sign-ups screen lists every event, and the public home (whose event count other specs
  // check) must not see these.
  const base = { date: '2026-12-10', location: 'São Paulo', description: 'Teste', enabled: false };
  await event.set({ ...base, title });
  await emptyEvent.set({ ...base, title: `Evento Vazio ${tag}` });
  const rsvps = db.collection(COLLECTIONS.eventRsvp);
  await rsvps.doc(`e2e-${tag}-1`).set({
    event_id: event.id,
    name: MALICIOUS,
    email: 'hyper@example.com',
    company: 'Aspas "Duplas", Vírgulas Ltda',
    position: '+CEO',
    phone: '-11 99999-0000',
    created_at: Timestamp.fromDate(new Date('2026-11-20T13:05:00Z')),
  });
  await rsvps.doc(`e2e-${tag}-2`).set({
    event_id: event.id,
    name: 'Joana Müller',
    email: 'joana@example.com',
    company: 'Ipê Telecom',
    position: 'Gerente',
    phone: '(11) 98888-1111',
    created_at: Timestamp.fromDate(new Date('2026-11-21T02:30:00Z')),
  });

  await openConsoleAs(page, DEMO_ADMIN, '/admin/rsvp');
  await page.getByLabel('Evento', { exact: true }).click();
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row').nth(1)).toContainText('Joana Müller');

  const { fileName, bytes } = await downloadOf(page, () =>
    page.getByRole('button', { name: CRM_MESSAGES.exportCsv }).click(),
  );
  expect(fileName).toBe(rsvpCsvFileName(title, new Date()));
  expect(bytes.subarray(0, 3)).toEqual(BOM);
  const expected =
    '\uFEFF' +
    '"Nome","Email","Empresa","Cargo","Telefone","Evento","Data Inscrição","Situação","Check-in"\r\n' +
    `"Joana Müller","joana@example.com","Ipê Telecom","Gerente","(11) 98888-1111","${title}","20/11/2026 23:30","Confirmada",""\r\n` +
    `"'=HYPERLINK(""x"")","hyper@example.com","Aspas ""Duplas"", Vírgulas Ltda","'+CEO","'-11 99999-0000","${title}","20/11/2026 10:05","Confirmada",""\r\n`;
  expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);

  // An event without sign-ups: the list says so and the export refuses.
  await page.getByLabel('Evento', { exact: true }).click();
  await page.getByRole('option', { name: `Evento Vazio ${tag}` }).click();
  await expect(page.getByText(CRM_MESSAGES.rsvpEmpty)).toBeVisible();
  await page.getByRole('button', { name: CRM_MESSAGES.exportCsv }).click();
  await expect(page.getByText(CRM_MESSAGES.rsvpExportEmpty)).toBeVisible();

  // Delete asks first.
  await page.getByLabel('Evento', { exact: true }).click();
  await page.getByRole('option', { name: title }).click();
  const joana = page.getByRole('row').filter({ hasText: 'Joana Müller' });
  await joana.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(CRM_MESSAGES.rsvpDeleteConfirm)).toBeVisible();
  await page.getByRole('button', { name: /Confirmar|Confirm/ }).click();
  await expect(joana).toHaveCount(0);
  await expect.poll(async () => (await rsvps.doc(`e2e-${tag}-2`).get()).exists).toBe(false);
});

test('Downloads: the export is the domain file of every download, byte for byte, formulas neutralised @serial', async ({
  page,
}) => {
  const { db } = admin();
  const tag = uniqueTag('dl');
  await db
    .collection(COLLECTIONS.reportDownloads)
    .doc(`e2e-${tag}`)
    .set({
      name: MALICIOUS,
      email: `${tag}@example.com`,
      company: 'Fórmulas, Inc.',
      report_id: 'report-01',
      report_title: 'Panorama "CVC" 2026',
      downloaded_at: Timestamp.fromDate(new Date('2030-01-02T12:00:00Z')),
    });

  await openConsoleAs(page, DEMO_ADMIN, '/admin/report-downloads');
  // Dated in the future, the new download is the first row.
  await expect(page.getByRole('row').nth(1)).toContainText(`${tag}@example.com`);

  const { fileName, bytes } = await downloadOf(page, () =>
    page.getByRole('button', { name: CRM_MESSAGES.exportCsv }).click(),
  );
  expect(fileName).toBe(downloadsCsvFileName(new Date()));

  const snapshot = await db.collection(COLLECTIONS.reportDownloads).orderBy('downloaded_at', 'desc').get();
  const rows = snapshot.docs.map((d) => {
    const data = d.data();
    return { ...data, downloaded_at: (data.downloaded_at as Timestamp).toDate() } as ReportDownload;
  });
  expect(bytes.equals(Buffer.from(downloadsCsv(rows), 'utf8'))).toBe(true);

  const lines = bytes.toString('utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFNome,Email,Empresa,Relatório,Data');
  expect(lines[1]).toBe(
    `'=HYPERLINK('x'),${tag}@example.com,Fórmulas Inc.,Panorama 'CVC' 2026,02/01/2030 09:00`,
  );
});
