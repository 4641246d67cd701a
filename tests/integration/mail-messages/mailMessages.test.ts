import { confirmPasswordReset, signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSOCIATION_NAME,
  ASSOCIATION_POSTAL_ADDRESS,
  COLLECTIONS,
  type StaffInviteResult,
} from '@cvc/domain';
import { eventPagePath, REPORT_DOWNLOAD_PATH, STAFF_FUNCTIONS } from '@cvc/web';
import { hostingUrl } from '../../support/emulators';
import { smtpInbox, type ReceivedMail } from '../../support/smtp-inbox';
import { FIXTURE_REPORTS as R, fileOf, removeReportFixtures, writeReportFixtures } from '../reports/fixtures';
import { admin, closeClients, staffMember, uniqueEmail, webClient } from '../staff/clients';
import {
  mailDoc,
  mailIdsStartingWith,
  parseIcs,
  sendLead,
  sendRawLead,
  sendRsvp,
  settledMail,
  testEvent,
} from './support';

// What the product emails, asserted on what ARRIVES at a real SMTP server (the functions send to it on the
// emulators): each form is sent as the site sends it, and the message is read back as a mail client would.

const inbox = smtpInbox();
const ATTACK = '<img src=x onerror=alert(1)>';
const EVENT_ID = 'it-mail-event';
const EVENT = testEvent('Encontro de CVCs <b>2026</b>');
const EVENT_DAY = EVENT.date;
const person = (email: string) => ({
  name: ATTACK,
  email,
  company: 'Tupã & Cia',
  phone: '+55 11 98888-7777',
});
const to = (email: string) => (mail: ReceivedMail) => mail.to.includes(email.toLowerCase());

function expectNoInjection(mail: ReceivedMail): void {
  expect(mail.html).not.toContain('<img');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(mail.text).toContain(ATTACK);
}

function expectFooter(mail: ReceivedMail): void {
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(ASSOCIATION_NAME);
    expect(part).toContain(ASSOCIATION_POSTAL_ADDRESS);
  }
}

beforeAll(async () => {
  await inbox.start();
  await admin.db.collection(COLLECTIONS.events).doc(EVENT_ID).set(EVENT);
  await writeReportFixtures();
});

afterAll(async () => {
  await inbox.stop();
  await admin.db.collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  await removeReportFixtures();
  await closeClients();
});

describe('event sign-up confirmation', () => {
  it('arrives in pt-BR with the details, the Google Calendar link and an .ics calendars read right', async () => {
    const email = uniqueEmail('rsvp-pt');
    const rsvpId = await sendRsvp({ ...person(email), event_id: EVENT_ID, position: 'CFO', language: 'pt' });
    const mail = await inbox.waitFor(to(email));

    expect(mail.subject).toBe('Inscrição confirmada: Encontro de CVCs <b>2026</b>');
    expect(mail.to).toEqual([email.toLowerCase()]);
    expect(mail.text).toContain(`Olá, ${ATTACK}!`);
    expect(mail.text).toContain('Horário: 19:00 - 21:30 (horário de Brasília)');
    expect(mail.text).toContain('Local: Av. Paulista, 1000 - São Paulo, SP');
    expect(mail.text).toContain('Adicionar ao Google Agenda: https://calendar.google.com/calendar/render?');
    // The mail links the event's own page.
    expect(mail.text).toContain(`Ver o evento no site: http://127.0.0.1:5000${eventPagePath(EVENT_ID)}`);
    expect(mail.html).not.toContain('<b>2026</b>');
    expectNoInjection(mail);
    expectFooter(mail);

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe(`evento-${EVENT_ID}.ics`);
    expect(ics!.contentType).toBe('text/calendar');
    const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=PUBLISH/i);
    const calendar = parseIcs(ics!.content);
    expect(calendar).toMatchObject({
      start: `${EVENT_DAY}T19:00:00`,
      end: `${EVENT_DAY}T21:30:00`,
      timeZone: 'America/Sao_Paulo',
      location: EVENT.location,
      summary: EVENT.title,
    });
    expect(calendar.startUtc).toBe(`${EVENT_DAY}T22:00:00.000Z`);
    expect(await mailIdsStartingWith(`rsvp-${rsvpId}`)).toEqual([`rsvp-${rsvpId}`]);
  });

  it('is written in English when the form was sent in English', async () => {
    const email = uniqueEmail('rsvp-en');
    await sendRsvp({ ...person(email), event_id: EVENT_ID, position: 'CFO', language: 'en' });
    const mail = await inbox.waitFor(to(email));
    expect(mail.subject).toBe('Registration confirmed: Encontro de CVCs <b>2026</b>');
    expect(mail.text).toContain(`Hello, ${ATTACK},`);
    expect(mail.text).toContain('Time: 19:00 - 21:30 (Brasília time)');
    expect(mail.text).toContain('Add to Google Calendar: https://calendar.google.com/');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`evento-${EVENT_ID}.ics`]);
  });

  it('sends nothing for a sign-up stamped long ago (seed data, imports)', async () => {
    const old = await admin.db.collection(COLLECTIONS.eventRsvp).add({
      ...person(uniqueEmail('rsvp-old')),
      event_id: EVENT_ID,
      position: 'CFO',
      created_at: Timestamp.fromMillis(Date.now() - 60 * 60_000),
    });
    // A fresh sign-up made after it is confirmed, so the old one's trigger has had its turn.
    const email = uniqueEmail('rsvp-after-old');
    const fresh = await sendRsvp({ ...person(email), event_id: EVENT_ID, position: 'CFO' });
    await settledMail(`rsvp-${fresh}`);
    expect(await mailDoc(`rsvp-${old.id}`)).toBeNull();
  });
});

describe('leads: acknowledgement to the visitor, alerts to the staff who asked for them', () => {
  const members: Record<string, { uid: string; email: string }> = {};

  beforeAll(async () => {
    const grants = {
      leadsOn: { permissions: { leads: true } },
      adminOn: { role: 'admin' as const },
      leadsOff: { permissions: { leads: true } },
      newsOn: { permissions: { news: true } },
    };
    for (const [label, grant] of Object.entries(grants)) {
      members[label] = await staffMember(`alerts-${label}`, grant);
    }
    for (const label of ['leadsOn', 'adminOn', 'newsOn']) {
      await admin.db
        .collection(COLLECTIONS.adminUsers)
        .doc(members[label]!.uid)
        .update({ lead_alerts: true });
    }
  });

  afterAll(async () => {
    // Other suites' leads must not write to these members.
    await Promise.all(
      Object.values(members).map((m) => admin.db.collection(COLLECTIONS.adminUsers).doc(m.uid).delete()),
    );
  });

  it('acknowledges a membership request in pt-BR and alerts only members with alerts on and the leads key', async () => {
    const email = uniqueEmail('lead-pt');
    const leadId = await sendLead({ ...person(email), source: 'Associação', language: 'pt' });

    const ack = await inbox.waitFor(to(email));
    expect(ack.subject).toBe('Recebemos seu interesse em se associar à Associação CVC');
    expect(ack.text).toContain('Empresa: Tupã & Cia');
    expectNoInjection(ack);
    expectFooter(ack);

    const alerts = await Promise.all(
      [members.leadsOn!, members.adminOn!].map((m) =>
        inbox.waitFor((mail) => to(m.email)(mail) && mail.subject.startsWith('Novo lead')),
      ),
    );
    for (const alert of alerts) {
      expect(alert.subject).toBe(`Novo lead: ${ATTACK} (Associação)`);
      expect(alert.text).toContain(
        `Abrir o lead no painel: http://127.0.0.1:5000/admin/leads?lead=${leadId}`,
      );
      expect(alert.replyTo).toBe(email.toLowerCase());
      expectNoInjection(alert);
    }
    const queued = await mailIdsStartingWith(`lead-alert-${leadId}-`);
    expect(queued.sort()).toEqual(
      [members.leadsOn!.uid, members.adminOn!.uid].map((uid) => `lead-alert-${leadId}-${uid}`).sort(),
    );
    await Promise.all(queued.map((id) => settledMail(id)));
    for (const m of [members.leadsOff!, members.newsOn!]) {
      expect(inbox.messages.filter(to(m.email))).toEqual([]);
    }
  });

  it('still alerts, without a reply-to, when the visitor typed an address the rules pass but SMTP cannot take', async () => {
    const leadId = await sendRawLead({
      ...person('ana<x>@empresa.com.br'),
      source: 'venturelab',
      status: 'new',
    });
    const alert = await inbox.waitFor(
      (mail) => to(members.leadsOn!.email)(mail) && mail.text.includes(`?lead=${leadId}`),
    );
    expect(alert.replyTo).toBeNull();
    expect(alert.text).toContain('E-mail: ana<x>@empresa.com.br');
  });

  it('answers a program form in English and in Spanish', async () => {
    const en = uniqueEmail('lead-en');
    const es = uniqueEmail('lead-es');
    await sendLead({ ...person(en), source: 'venturelab', position: 'CEO', language: 'en' });
    await sendLead({ ...person(es), source: 'trusted_advisor', language: 'es' });
    const [english, spanish] = await Promise.all([inbox.waitFor(to(en)), inbox.waitFor(to(es))]);
    expect(english.subject).toBe('We received your interest in Venture Lab');
    expect(english.text).toContain(`Hello, ${ATTACK},`);
    expect(english.text).toContain('Position: CEO');
    expect(spanish.subject).toBe('Recibimos su interés en el programa Trusted Advisor');
  });

  it('announces a lead stamped long ago to nobody', async () => {
    const old = await admin.db.collection(COLLECTIONS.leads).add({
      ...person(uniqueEmail('lead-old')),
      source: 'Associação',
      status: 'new',
      created_at: Timestamp.fromMillis(Date.now() - 60 * 60_000),
    });
    const email = uniqueEmail('lead-after-old');
    const fresh = await sendLead({ ...person(email), source: 'Associação' });
    await settledMail(`lead-ack-${fresh}`);
    expect(await mailDoc(`lead-ack-${old.id}`)).toBeNull();
    expect(await mailIdsStartingWith(`lead-alert-${old.id}-`)).toEqual([]);
  });
});

describe('free report download', () => {
  it("emails the report's link in the visitor's language", async () => {
    const email = uniqueEmail('report-es');
    const response = await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { name: ATTACK, email, company: 'Tupã', report_id: R.free.id, language: 'es' },
      }),
    });
    expect(response.status).toBe(200);
    const mail = await inbox.waitFor(to(email));
    expect(mail.subject).toBe(`Su informe: ${R.free.title}`);
    expect(mail.text).toContain(`Descargar el informe: http://127.0.0.1:5000${fileOf(R.free.id)}`);
    expectNoInjection(mail);
    expectFooter(mail);
  });

  it('writes in pt-BR when no language is given', async () => {
    const email = uniqueEmail('report-pt');
    await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { name: 'Ana', email, company: 'Tupã', report_id: R.free.id } }),
    });
    const mail = await inbox.waitFor(to(email));
    expect(mail.subject).toBe(`Seu relatório: ${R.free.title}`);
  });
});

describe('staff invitation', () => {
  it('emails the password-setting link, which sets a password the member then signs in with', async () => {
    const asAdmin = await webClient(await staffMember('mail-inviter', { role: 'admin' }));
    const email = uniqueEmail('invitee');
    const result = await asAdmin.call<StaffInviteResult>(STAFF_FUNCTIONS.invite, {
      email,
      name: 'Bia Souza',
      permissions: ['leads'],
      lead_alerts: true,
    });
    expect(result.emailed).toBe(true);
    const record = await admin.db.collection(COLLECTIONS.adminUsers).doc(result.uid).get();
    expect(record.get('lead_alerts')).toBe(true);

    const mail = await inbox.waitFor(to(email));
    expect(mail.subject).toBe('Convite para o painel da Associação CVC');
    expect(mail.text).toContain(`Seu login: ${email}`);
    const link = /Definir minha senha: (\S+)/.exec(mail.text)?.[1];
    expect(link).toContain('mode=resetPassword');
    expect(new URL(link!).searchParams.get('continueUrl')).toMatch(/\/admin\/login$/);

    const member = await webClient();
    await confirmPasswordReset(member.auth, new URL(link!).searchParams.get('oobCode')!, 'senha-nova-123');
    const signedIn = await signInWithEmailAndPassword(member.auth, email, 'senha-nova-123');
    expect(signedIn.user.uid).toBe(result.uid);

    // Alerts off again through updateStaff: the field goes, as unticked keys do.
    await asAdmin.call(STAFF_FUNCTIONS.update, {
      uid: result.uid,
      permissions: ['leads'],
      lead_alerts: false,
    });
    expect((await admin.db.collection(COLLECTIONS.adminUsers).doc(result.uid).get()).get('lead_alerts')).toBe(
      undefined,
    );
  });
});
