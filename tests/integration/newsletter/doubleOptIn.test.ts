import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, NEWSLETTER_REQUEST_ERRORS } from '@cvc/domain';
import { NEWSLETTER_SUBSCRIBE_PATH, REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { confirmUrl } from '../../../functions/src/newsletter/confirmLink';
import { MAIL_SUPPRESSIONS_COLLECTION, suppressionId } from '../../../functions/src/mail/unsubscribeLink';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { adminFirestore } from '../../support/admin-firestore';
import { smtpInbox, type ReceivedMail } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import { hostingUrl } from '../../support/emulators';
import { mailDoc, sendLead, sendRsvp, testEvent } from '../mail-messages/support';
import { FIXTURE_REPORTS as R, removeReportFixtures, writeReportFixtures } from '../reports/fixtures';
import { closeClients, uniqueEmail } from '../staff/clients';
import { unsubscribeLinkIn } from './support';

// The newsletter's double opt-in end to end: a form's ticked marketing box, the confirmation mail as it arrives
// at a real SMTP server, and its link's page on the Hosting emulator (rewritten to confirmNewsletter).

const inbox = smtpInbox();
const db = adminFirestore();
const NOTICE = '2026-11-25';
const SUBJECT = {
  pt: 'Confirme sua inscrição nas novidades da Associação CVC',
  es: 'Confirme su suscripción a las novedades de la Asociación CVC',
};
const person = (email: string) => ({ name: 'Ana', email, company: 'Empresa', phone: '+55 11 98888-7777' });
const confirmationTo = (email: string, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(email.toLowerCase()) && mail.subject === subject;

async function subscriber(email: string): Promise<Record<string, unknown> | null> {
  const snapshot = await db.collection(COLLECTIONS.newsletterSubscribers).doc(suppressionId(email)).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** The confirmation link in the mail's plain text. */
function confirmLinkIn(mail: ReceivedMail): string {
  const match = /http:\/\/127\.0\.0\.1:5000\/api\/newsletter\/confirm\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in ${JSON.stringify(mail.text)}`);
  return match[0];
}

const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });

function withParam(url: string, name: string, value: string): string {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.toString();
}

/** A lead from the membership form with the box ticked; its confirmation mail once it arrived. */
async function askWithLead(email: string, language: 'pt' | 'es') {
  const leadId = await sendLead({
    ...person(email),
    source: 'Associação',
    language,
    notice_version: NOTICE,
    marketing_opt_in: true,
  });
  const mail = await inbox.waitFor(confirmationTo(email, SUBJECT[language]), 60_000);
  return { leadId, mail, link: confirmLinkIn(mail) };
}

const EVENT_ID = 'it-newsletter-event';

beforeAll(async () => {
  await inbox.start();
  await writeReportFixtures();
  await db.collection(COLLECTIONS.events).doc(EVENT_ID).set(testEvent());
});
afterAll(async () => {
  await inbox.stop();
  await removeReportFixtures();
  await db.collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  await closeClients();
});

describe('newsletter: double opt-in from a form’s marketing box', () => {
  const subscribed = uniqueEmail('news-yes');
  let confirmation: Awaited<ReturnType<typeof askWithLead>>;

  it('a lead with the box ticked gets a confirmation mail in its language; the address is only pending', async () => {
    confirmation = await askWithLead(subscribed, 'es');
    const { mail, link, leadId } = confirmation;
    expect(mail.text).toContain(`Recibimos una solicitud para enviar novedades, eventos y contenidos`);
    expect(mail.text).toContain('El enlace es válido por 7 días.');
    expect(link).toMatch(
      /^http:\/\/127\.0\.0\.1:5000\/api\/newsletter\/confirm\?e=[^&]+&x=\d+&s=[0-9a-f]{64}&l=es$/,
    );
    expect(unsubscribeLinkIn(mail)).toContain('/api/unsubscribe?e=');
    // Held and released with the form's own answer: the site's one release call let both go.
    expect(await mailDoc(`lead-ack-${leadId}-newsletter`)).toMatchObject({ gate: { state: 'ADMITTED' } });

    const stored = await subscriber(subscribed);
    expect(stored).toMatchObject({
      email: subscribed.toLowerCase(),
      status: 'pending',
      language: 'es',
      source: 'leads:Associação',
      notice_version: NOTICE,
      confirmed_at: null,
    });
    const requestedAt = (stored!.requested_at as { toMillis(): number }).toMillis();
    expect(Math.abs(requestedAt - Date.now())).toBeLessThan(5 * 60_000);
    // An unconfirmed request is deleted by TTL 30 days after its mail.
    const expireAt = (stored!.expire_at as { toMillis(): number }).toMillis();
    expect(expireAt - requestedAt).toBe(30 * 86_400_000);
    // The link works for 7 days.
    expect(Number(new URL(link).searchParams.get('x')) - requestedAt).toBe(7 * 86_400_000);
  }, 90_000);

  it('a GET of the link (what mail scanners do) shows a button and confirms nothing', async () => {
    const response = await fetch(confirmation.link);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<form method="post"><button type="submit">Confirmar suscripción</button></form>');
    expect(await subscriber(subscribed)).toMatchObject({ status: 'pending' });
  });

  it('forged, stretched or expired links are refused and confirm nothing', async () => {
    const { link } = confirmation;
    const other = uniqueEmail('news-other');
    const refused = [
      withParam(link, 'e', other),
      withParam(link, 'x', String(Number(new URL(link).searchParams.get('x')) + 86_400_000)),
      withParam(link, 's', 'a'.repeat(64)),
    ];
    for (const url of refused) {
      const response = await post(url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).toContain('Este enlace de confirmación no es válido');
    }
    const incomplete = new URL(link);
    incomplete.searchParams.delete('s');
    expect((await post(incomplete.toString())).status).toBe(400);

    // Signed with the emulators' key, but a day past its life.
    const expired = confirmUrl(
      'http://127.0.0.1:5000',
      subscribed,
      Date.now() - 86_400_000,
      'pt',
      LOCAL_SECRETS.UNSUBSCRIBE_SECRET,
    );
    const response = await post(expired);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('Este link de confirmação expirou.');
    expect(await subscriber(subscribed)).toMatchObject({ status: 'pending', confirmed_at: null });
    expect(await subscriber(other)).toBeNull();
  });

  it('the button’s POST confirms; a second POST finds it confirmed', async () => {
    const response = await post(confirmation.link);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Listo: ${subscribed.toLowerCase()} recibirá las novedades`);
    const stored = await subscriber(subscribed);
    expect(stored).toMatchObject({ status: 'confirmed' });
    expect(stored!.confirmed_at).not.toBeNull();
    // A subscriber is kept until they leave: no TTL.
    expect(stored).not.toHaveProperty('expire_at');

    const again = await post(confirmation.link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('ya recibe las novedades');
  });

  it('a subscriber’s next form with the box gets no confirmation', async () => {
    const leadId = await sendLead({ ...person(subscribed), source: 'venturelab', marketing_opt_in: true });
    await triggersSettled();
    expect(await mailDoc(`lead-ack-${leadId}`)).not.toBeNull();
    expect(await mailDoc(`lead-ack-${leadId}-newsletter`)).toBeNull();
  }, 60_000);

  it('unsubscribing from a mail ends the subscription', async () => {
    const response = await fetch(unsubscribeLinkIn(confirmation.mail), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await subscriber(subscribed)).toMatchObject({ status: 'unsubscribed' });
    // The old confirmation link does not bring it back.
    const again = await post(confirmation.link);
    expect(again.status).toBe(409);
    expect(await subscriber(subscribed)).toMatchObject({ status: 'unsubscribed' });
  });
});

describe('newsletter: what sends no confirmation', () => {
  it('a form without the box: no request, no mail', async () => {
    const email = uniqueEmail('news-no');
    const leadId = await sendLead({ ...person(email), source: 'Associação', marketing_opt_in: false });
    await triggersSettled();
    expect(await mailDoc(`lead-ack-${leadId}`)).not.toBeNull();
    expect(await mailDoc(`lead-ack-${leadId}-newsletter`)).toBeNull();
    expect(await subscriber(email)).toBeNull();
  }, 60_000);

  it('a second request within a day: one confirmation mail, not two', async () => {
    const email = uniqueEmail('news-twice');
    const first = await askWithLead(email, 'pt');
    const second = await sendLead({ ...person(email), source: 'venturelab', marketing_opt_in: true });
    await triggersSettled();
    expect(await mailDoc(`lead-ack-${second}`)).not.toBeNull();
    expect(await mailDoc(`lead-ack-${second}-newsletter`)).toBeNull();
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      confirmation_mail_id: `lead-ack-${first.leadId}-newsletter`,
    });
  }, 90_000);

  it('a suppressed address: no confirmation, no request stored', async () => {
    const email = uniqueEmail('news-suppressed');
    await db
      .collection(MAIL_SUPPRESSIONS_COLLECTION)
      .doc(suppressionId(email))
      .set({ at: new Date(), source: 'page' });
    const leadId = await sendLead({ ...person(email), source: 'Associação', marketing_opt_in: true });
    await triggersSettled();
    expect(await mailDoc(`lead-ack-${leadId}-newsletter`)).toBeNull();
    expect(await subscriber(email)).toBeNull();
  }, 60_000);
});

describe('newsletter: the other forms’ marketing box', () => {
  it('an event sign-up with the box ticked: a confirmation released with the sign-up’s own mail', async () => {
    const email = uniqueEmail('news-rsvp');
    const rsvpId = await sendRsvp({
      ...person(email),
      event_id: EVENT_ID,
      position: 'CFO',
      language: 'pt',
      notice_version: NOTICE,
      marketing_opt_in: true,
    });
    const mail = await inbox.waitFor(confirmationTo(email, SUBJECT.pt), 60_000);
    expect(mail.text).toContain('Olá, Ana!');
    expect(await mailDoc(`rsvp-${rsvpId}-newsletter`)).not.toBeNull();
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      source: 'event_rsvp',
      language: 'pt',
    });
  }, 90_000);

  it('a free report downloaded with the box ticked: a confirmation in the form’s language', async () => {
    const email = uniqueEmail('news-report');
    const response = await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: 'Ana',
          email,
          company: 'Empresa',
          report_id: R.free.id,
          language: 'es',
          notice_version: NOTICE,
          marketing_opt_in: true,
        },
      }),
    });
    expect(response.status).toBe(200);
    await inbox.waitFor(confirmationTo(email, SUBJECT.es), 60_000);
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      source: 'report_downloads',
      language: 'es',
      notice_version: NOTICE,
    });
  }, 90_000);
});

describe('newsletter: the footer’s form (POST /api/newsletter/subscribe)', () => {
  const subscribe = (body: unknown, method = 'POST') =>
    fetch(hostingUrl(NEWSLETTER_SUBSCRIBE_PATH), {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
  const request = (email: string) => ({
    email,
    language: 'pt',
    page: '/noticias',
    notice_version: NOTICE,
  });
  const mailsTo = async (email: string) =>
    (await db.collection(COLLECTIONS.mail).where('to', 'array-contains', email.toLowerCase()).get()).size;

  it('asks for a confirmation: one mail in the page’s language, the page kept as the consent’s where', async () => {
    const email = uniqueEmail('news-footer');
    const response = await subscribe(request(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: 'requested' });
    const mail = await inbox.waitFor(confirmationTo(email, SUBJECT.pt), 60_000);
    expect(mail.text).toContain('Olá!');
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      source: 'footer:/noticias',
      language: 'pt',
      notice_version: NOTICE,
    });

    // Asked again the same day: the same answer, no second mail.
    expect((await subscribe(request(email))).status).toBe(200);
    await triggersSettled();
    expect(await mailsTo(email)).toBe(1);
  }, 90_000);

  it('answers a suppressed address as any other, and sends it nothing', async () => {
    const email = uniqueEmail('news-footer-suppressed');
    await db
      .collection(MAIL_SUPPRESSIONS_COLLECTION)
      .doc(suppressionId(email))
      .set({ at: new Date(), source: 'page' });
    const response = await subscribe(request(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: 'requested' });
    expect(await mailsTo(email)).toBe(0);
    expect(await subscriber(email)).toBeNull();
  });

  it('refuses a malformed request with 400 and a GET with 405, storing nothing', async () => {
    for (const body of [
      request('não-é-email'),
      { ...request(uniqueEmail('news-bad')), language: 'fr' },
      { ...request(uniqueEmail('news-bad')), page: 'https://elsewhere.example' },
      { ...request(uniqueEmail('news-bad')), notice_version: '' },
      { email: uniqueEmail('news-bad') },
    ]) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: NEWSLETTER_REQUEST_ERRORS.invalid });
    }
    expect((await subscribe(undefined, 'GET')).status).toBe(405);
  });

  it('a form posted before the page’s script ran gets a page in its language, and a way back', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(hostingUrl(NEWSLETTER_SUBSCRIBE_PATH), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const email = uniqueEmail('news-plain');
    const sent = await post({ ...request(email), language: 'en', page: '/en/noticias' });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await sent.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('We sent a confirmation link to your email.');
    expect(page).toContain('<a href="/en/noticias">Back to the page</a>');
    await inbox.waitFor(confirmationTo(email, 'Confirm your subscription to CVC Association news'), 60_000);

    // Another site's address is no page of ours: refused, and the way back is the home.
    const refused = await post({ ...request(uniqueEmail('news-plain-bad')), page: '//evil.example/x' });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain('Informe um e-mail válido.');
    expect(refusal).toContain('<a href="/">Voltar à página</a>');
    expect(refusal).not.toContain('evil.example');
  }, 90_000);
});
