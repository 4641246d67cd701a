import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { COLLECTIONS } from '@cvc/domain';
import { MAIL_SUPPRESSIONS_COLLECTION, suppressionId } from '../../../functions/src/mail/unsubscribeLink';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { smtpInbox, type ReceivedMail } from '../../support/smtp-inbox';
import { mailDoc, sendLead, sendRsvp, settledMail, testEvent } from '../mail-messages/support';
import { FIXTURE_REPORTS as R, removeReportFixtures, writeReportFixtures } from '../reports/fixtures';
import { closeClients, uniqueEmail } from '../staff/clients';

// One-click unsubscribe (RFC 8058) end to end: the mail as it arrives at a real SMTP server, the link's page on
// the Hosting emulator (rewritten to the unsubscribe function), and what the senders do afterwards.

const inbox = smtpInbox();
const EVENT_ID = 'it-unsubscribe-event';
const to = (email: string) => (mail: ReceivedMail) => mail.to.includes(email.toLowerCase());
const person = (email: string) => ({ name: 'Ana', email, company: 'Empresa', phone: '+55 11 98888-7777' });
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** A header of the mail as it came over the wire, unfolded. */
function header(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The address inside the mail's List-Unsubscribe header. */
function unsubscribeLink(mail: ReceivedMail): string {
  const value = header(mail, 'List-Unsubscribe') ?? '';
  const match = /^<(.+)>$/.exec(value);
  if (!match) throw new Error(`no List-Unsubscribe address in ${JSON.stringify(value)}`);
  return match[1]!;
}

function post(url: string, body = ONE_CLICK): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

/** The free report downloaded through the callable, as the site does; returns the download's id. */
async function downloadReport(email: string): Promise<string> {
  const response = await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: { name: 'Ana', email, company: 'Empresa', report_id: R.free.id, language: 'es' },
    }),
  });
  expect(response.status).toBe(200);
  const downloads = await adminFirestore()
    .collection(COLLECTIONS.reportDownloads)
    .where('email', '==', email)
    .get();
  return downloads.docs[0]!.id;
}

async function suppression(email: string): Promise<Record<string, unknown> | null> {
  const snapshot = await adminFirestore()
    .collection(MAIL_SUPPRESSIONS_COLLECTION)
    .doc(suppressionId(email))
    .get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** The link with one query parameter changed. */
function withParam(url: string, name: string, value: string): string {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.toString();
}

beforeAll(async () => {
  await inbox.start();
  await writeReportFixtures();
  await adminFirestore().collection(COLLECTIONS.events).doc(EVENT_ID).set(testEvent());
});

afterAll(async () => {
  await inbox.stop();
  await removeReportFixtures();
  await adminFirestore().collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  await closeClients();
});

describe('one-click unsubscribe', () => {
  let acknowledged: { email: string; link: string };
  let confirmed: { email: string; link: string };

  it('every visitor mail carries List-Unsubscribe, List-Unsubscribe-Post and the link in its footer', async () => {
    const email = uniqueEmail('unsub-lead');
    await sendLead({ ...person(email), source: 'Associação', language: 'en' });
    const ack = await inbox.waitFor(to(email));
    const link = unsubscribeLink(ack);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/unsubscribe\?e=[^&]+&s=[0-9a-f]{64}&l=en$/);
    expect(new URL(link).searchParams.get('e')).toBe(email.toLowerCase());
    expect(header(ack, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    expect(ack.text).toContain(`Stop receiving emails from the CVC Association: ${link}`);
    expect(ack.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    acknowledged = { email, link };

    const rsvpEmail = uniqueEmail('unsub-rsvp');
    await sendRsvp({ ...person(rsvpEmail), event_id: EVENT_ID, position: 'CFO', language: 'pt' });
    const confirmation = await inbox.waitFor(to(rsvpEmail));
    expect(unsubscribeLink(confirmation)).toContain('/api/unsubscribe?e=');
    confirmed = { email: rsvpEmail, link: unsubscribeLink(confirmation) };
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    expect(confirmation.text).toContain(
      'Não quero mais receber e-mails da Associação CVC: http://127.0.0.1:5000/',
    );

    const reportEmail = uniqueEmail('unsub-report');
    await downloadReport(reportEmail);
    const reportMail = await inbox.waitFor(to(reportEmail));
    expect(new URL(unsubscribeLink(reportMail)).searchParams.get('l')).toBe('es');
    expect(header(reportMail, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    expect(reportMail.text).toContain(
      'No quiero recibir más correos de la Asociación CVC: http://127.0.0.1:5000/',
    );
  }, 180_000); // three mails, each after the triggers queued before it (90 s ran out on a busy machine)

  it('a GET (what mail scanners do) shows a page with a button and suppresses nothing', async () => {
    const response = await fetch(acknowledged.link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<form method="post">');
    expect(page).toContain(acknowledged.email.toLowerCase());
    expect(await suppression(acknowledged.email)).toBeNull();
  });

  it('a forged or altered link is refused with a clear page and records nothing', async () => {
    const other = uniqueEmail('unsub-other');
    const forged = withParam(acknowledged.link, 'e', other);
    for (const response of [await fetch(forged), await post(forged)]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('This unsubscribe link is not valid');
    }
    const signature = new URL(acknowledged.link).searchParams.get('s')!;
    const altered = withParam(
      acknowledged.link,
      's',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    expect((await post(altered)).status).toBe(403);
    const unsigned = new URL(acknowledged.link);
    unsigned.searchParams.delete('s');
    const incomplete = await post(unsigned.toString());
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain('This unsubscribe link is incomplete');
    expect(await suppression(other)).toBeNull();
    expect(await suppression(acknowledged.email)).toBeNull();
  });

  it('the one-click POST suppresses the address (hashed), and the page button does too', async () => {
    const response = await post(acknowledged.link);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Done: the CVC Association will send no more emails to');
    expect(await suppression(acknowledged.email)).toMatchObject({ source: 'one-click' });
    const stored = JSON.stringify(await suppression(acknowledged.email));
    expect(stored).not.toContain(acknowledged.email.toLowerCase());

    const fromPage = await post(confirmed.link, `${ONE_CLICK}&via=page`);
    expect(await fromPage.text()).toContain('Pronto: não enviaremos mais e-mails da Associação CVC');
    expect(await suppression(confirmed.email)).toMatchObject({ source: 'page' });

    // Asking again keeps the first record.
    expect((await post(acknowledged.link, `${ONE_CLICK}&via=page`)).status).toBe(200);
    expect(await suppression(acknowledged.email)).toMatchObject({ source: 'one-click' });
  });

  it('a suppressed address, in any case, gets no acknowledgement, confirmation or report link; a fresh one gets them', async () => {
    const suppressed = acknowledged.email.toUpperCase();
    // Another form than the first, so the lead is no repeat (repeats are never answered anyway).
    const leadId = await sendLead({ ...person(suppressed), source: 'trusted_advisor', language: 'pt' });
    const rsvpId = await sendRsvp({ ...person(suppressed), event_id: EVENT_ID, position: 'CFO' });
    // The download itself still works: only its mail is not sent.
    const downloadId = await downloadReport(suppressed);

    // Triggers run one event at a time on the emulator: once the fresh address is answered, so was the other.
    const fresh = uniqueEmail('unsub-fresh');
    const freshLead = await sendLead({ ...person(fresh), source: 'trusted_advisor', language: 'pt' });
    const freshRsvp = await sendRsvp({ ...person(fresh), event_id: EVENT_ID, position: 'CFO' });
    await settledMail(`lead-ack-${freshLead}`);
    await settledMail(`rsvp-${freshRsvp}`);
    expect(inbox.messages.filter(to(fresh))).toHaveLength(2);

    expect(await mailDoc(`lead-ack-${leadId}`)).toBeNull();
    expect(await mailDoc(`rsvp-${rsvpId}`)).toBeNull();
    expect(await mailDoc(`report-download-${downloadId}`)).toBeNull();
    expect(inbox.messages.filter(to(suppressed))).toHaveLength(1);
  });
});
