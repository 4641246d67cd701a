import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, REPORT_MAILS_PER_ADDRESS_DAILY_MAX } from '@cvc/domain';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { decideReportMail } from '../../../functions/src/mail/reportMailDecision';
import { recipientCounterId } from '../../../functions/src/mail/recipientCeiling';
import { adminFirestore } from '../../support/admin-firestore';
import { withFunctionsClock } from '../../support/functions-clock';
import { hostingUrl } from '../../support/emulators';
import { waitForMailSettled } from '../../support/mail-settled';
import { smtpInbox } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import { uniqueEmail } from '../staff/clients';

// The per-address daily ceiling on report mails: an address gets at most REPORT_MAILS_PER_ADDRESS_DAILY_MAX (3)
// report links a UTC day, however many downloads from however many clients name it. The decision runs against
// the Firestore emulator with a chosen day; the callable runs through Hosting to the SMTP server, its clock pinned.

const db = adminFirestore();
const inbox = smtpInbox();
const SECRET = `report-cap-${randomUUID()}`;
const REPORT = { id: `it-cap-${randomUUID().slice(0, 8)}`, file: '/files/reports/it-cap-7d1e.pdf' };

beforeAll(async () => {
  await inbox.start();
  await db
    .collection(COLLECTIONS.reports)
    .doc(REPORT.id)
    .set({
      title: 'Report do teto diário',
      description: 'Descrição.',
      cover_image_url: null,
      category: 'Pesquisa',
      published_at: new Date(Date.now() - 60_000),
      is_free: true,
      price: null,
      checkout_url: null,
    });
  await db.collection(COLLECTIONS.reportFiles).doc(REPORT.id).set({ pdf_url: REPORT.file });
});
afterAll(async () => {
  await inbox.stop();
  await db.collection(COLLECTIONS.reports).doc(REPORT.id).delete();
  await db.collection(COLLECTIONS.reportFiles).doc(REPORT.id).delete();
});

let clients = 0;
/** A client of its own per download, so only the recipient's ceiling can say no. */
const nextClient = () => `192.0.2.${++clients}`;
const decide = (address: string, now: Date) =>
  decideReportMail(
    db,
    `report-download-${randomUUID()}`,
    { bucket: `cap-${randomUUID()}`, max: 1000, secret: SECRET, now },
    { address, max: REPORT_MAILS_PER_ADDRESS_DAILY_MAX },
  );

describe('the per-address daily ceiling on report mails', () => {
  it('is 3 a day', () => {
    expect(REPORT_MAILS_PER_ADDRESS_DAILY_MAX).toBe(3);
  });

  it('mails an address 3 times a day, however its case is written, then again the next day', async () => {
    const address = uniqueEmail('cap-day');
    const day = new Date(Date.UTC(2030, 4, 7, 10, 15));
    const outcomes = [];
    for (const written of [address, address.toUpperCase(), ` ${address}`, address, address]) {
      outcomes.push(await decide(written, day));
    }
    expect(outcomes).toEqual(['RELEASED', 'RELEASED', 'RELEASED', 'RECIPIENT_CEILING', 'RECIPIENT_CEILING']);
    // The same UTC day at its last second; then the next day.
    expect(await decide(address, new Date(Date.UTC(2030, 4, 7, 23, 59, 59)))).toBe('RECIPIENT_CEILING');
    expect(await decide(address, new Date(Date.UTC(2030, 4, 8, 0, 0, 1)))).toBe('RELEASED');
    const counter = await db
      .collection('mail_gate')
      .doc(recipientCounterId(address, day, SECRET))
      .get();
    expect(counter.get('count')).toBe(3);
    expect(counter.id).not.toContain(address.split('@')[0]);
  });

  it('lets only 3 of 8 concurrent downloads for one address through', async () => {
    const address = uniqueEmail('cap-burst');
    const day = new Date(Date.UTC(2030, 4, 9, 14, 0));
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => decide(address, day)));
    expect(outcomes.filter((outcome) => outcome === 'RELEASED')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'RECIPIENT_CEILING')).toHaveLength(5);
    const counter = await db
      .collection('mail_gate')
      .doc(recipientCounterId(address, day, SECRET))
      .get();
    expect(counter.get('count')).toBe(3);
  });

  it('through the callable: 5 downloads from 5 clients get the file each, the address 3 mails', () =>
    // The downloads count at one pinned instant, so no UTC midnight splits them over two days.
    withFunctionsClock(new Date(), async () => {
      const address = uniqueEmail('cap-callable');
      for (let i = 0; i < 5; i++) {
        const response = await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-forwarded-for': nextClient() },
          body: JSON.stringify({
            data: { name: 'Ana Teto', email: address, company: 'Empresa', report_id: REPORT.id },
          }),
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ result: { pdf_url: REPORT.file } });
      }
      const downloads = await db.collection(COLLECTIONS.reportDownloads).where('email', '==', address).get();
      expect(downloads.size).toBe(5);
      await triggersSettled();
      const mails = await db.getAll(
        ...downloads.docs.map((download) =>
          db.collection(COLLECTIONS.mail).doc(`report-download-${download.id}`),
        ),
      );
      const queued = mails.filter((mail) => mail.exists).map((mail) => mail.id);
      expect(queued).toHaveLength(3);
      await waitForMailSettled(queued);
      // Delivered: the server has each of the three, and no fourth was ever queued.
      expect(inbox.messages.filter((mail) => mail.to.includes(address))).toHaveLength(3);
      await Promise.all(downloads.docs.map((download) => download.ref.delete()));
    }));
});
