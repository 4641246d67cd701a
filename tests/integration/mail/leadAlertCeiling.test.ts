import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, LEAD_ALERTS_PER_MEMBER_HOURLY_MAX } from '@cvc/domain';
import { alertMember, type AlertOutcome } from '../../../functions/src/leads/alertMember';
import { flushLeadDigest } from '../../../functions/src/leads/flushLeadDigests';
import { adminFirestore } from '../../support/admin-firestore';
import { waitForMailSettled } from '../../support/mail-settled';
import { smtpInbox } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import { closeClients, staffMember, uniqueEmail } from '../staff/clients';

// Lead alerts under their per-member hourly ceiling, against the Firestore emulator and the real sender and SMTP
// server. The functions emulator runs triggers one at a time and its clock is the wall clock's, so the alert
// logic (alertMember, which receiveLead calls for each member) is called here with chosen hours, in a row and
// in a burst. The leads are real documents, older than a trigger answers, so receiveLead itself mails nothing.

const db = adminFirestore();
const inbox = smtpInbox();
const ORIGIN = 'http://127.0.0.1:5000';
let member: { uid: string; email: string; name: string };
const leadIds: string[] = [];

beforeAll(async () => {
  await inbox.start();
  const staff = await staffMember('lead-flood', { permissions: { leads: true } });
  await db.collection(COLLECTIONS.adminUsers).doc(staff.uid).update({ lead_alerts: true });
  member = { uid: staff.uid, email: staff.email, name: 'Equipe lead-flood' };
});
afterAll(async () => {
  await db.collection(COLLECTIONS.adminUsers).doc(member.uid).delete();
  await Promise.all(leadIds.map((id) => db.collection(COLLECTIONS.leads).doc(id).delete()));
  await inbox.stop();
  await closeClients();
});

/** `count` leads in Firestore, as a visitor's would be, but two hours old: their trigger sends nothing. */
async function leads(count: number, label: string) {
  const made = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const details = {
        name: `Lead ${label} ${i + 1}`,
        email: uniqueEmail(`${label}-${i}`),
        company: `Empresa ${i + 1}`,
        phone: '(11) 91234-5678',
        position: null,
        source: 'Associação',
      };
      const ref = await db.collection(COLLECTIONS.leads).add({
        ...details,
        status: 'new',
        created_at: new Date(Date.now() - 2 * 60 * 60 * 1000),
      });
      leadIds.push(ref.id);
      return { id: ref.id, details };
    }),
  );
  await triggersSettled();
  return made;
}

const hour = (h: number, minute = 5) => new Date(Date.UTC(2030, 5, 1, h, minute));
const mailsTo = (address: string) => inbox.messages.filter((mail) => mail.to.includes(address));

describe('lead alerts', () => {
  it('are 5 a member an hour', () => {
    expect(LEAD_ALERTS_PER_MEMBER_HOURLY_MAX).toBe(5);
  });

  it('turn a flood of 40 leads into 6 mails: 5 alerts in its hour, then one digest of the other 35', async () => {
    const flood = await leads(40, 'flood');
    const outcomes: AlertOutcome[] = [];
    for (const [i, lead] of flood.entries()) {
      outcomes.push(await alertMember(db, member, lead, ORIGIN, hour(10, 1 + i)));
    }
    expect(outcomes).toEqual([
      ...Array<AlertOutcome>(5).fill('alert'),
      ...Array<AlertOutcome>(35).fill('held'),
    ]);
    const alerts = flood.slice(0, 5).map((lead) => `lead-alert-${lead.id}-${member.uid}`);
    await waitForMailSettled(alerts);
    expect(mailsTo(member.email)).toHaveLength(5);

    // Still the flood's hour: the digest waits. A retried trigger of a held lead changes nothing.
    expect(await flushLeadDigest(db, member.uid, ORIGIN, hour(10, 59))).toBe('waiting');
    expect(await alertMember(db, member, flood[39]!, ORIGIN, hour(10, 59))).toBe('already');
    // The next hour: one digest with the 35 held leads.
    expect(await flushLeadDigest(db, member.uid, ORIGIN, hour(11, 0))).toBe('digest');
    expect(await flushLeadDigest(db, member.uid, ORIGIN, hour(11, 10))).toBe('none');
    await waitForMailSettled([`lead-digest-${member.uid}-2030-06-01T11`]);
    const received = mailsTo(member.email);
    expect(received).toHaveLength(6);
    const digest = received.find((mail) => mail.subject === '35 novos leads desde o último alerta');
    for (const lead of flood.slice(5)) expect(digest?.text).toContain(lead.details.name);
    for (const lead of flood.slice(0, 5)) expect(digest?.text).not.toContain(`${lead.details.name}\n`);
  });

  it('send the held leads with the first alert of a later hour, as one digest', async () => {
    const someone = { uid: `next-lead-${randomUUID()}`, email: uniqueEmail('next-lead'), name: 'Equipe' };
    const six = await leads(7, 'next');
    const outcomes = [];
    for (const lead of six.slice(0, 6)) outcomes.push(await alertMember(db, someone, lead, ORIGIN, hour(14)));
    expect(outcomes).toEqual(['alert', 'alert', 'alert', 'alert', 'alert', 'held']);
    expect(await alertMember(db, someone, six[6]!, ORIGIN, hour(15, 30))).toBe('digest');
    const digest = (
      await db.collection(COLLECTIONS.mail).doc(`lead-digest-${someone.uid}-2030-06-01T15`).get()
    ).data();
    expect(digest?.to).toEqual([someone.email]);
    expect(digest?.message.subject).toBe('2 novos leads desde o último alerta');
    expect(digest?.message.text).toContain(six[5]!.details.name);
    expect(digest?.message.text).toContain(six[6]!.details.name);
    await waitForMailSettled([
      ...six.slice(0, 5).map((lead) => `lead-alert-${lead.id}-${someone.uid}`),
      `lead-digest-${someone.uid}-2030-06-01T15`,
    ]);
    expect(mailsTo(someone.email)).toHaveLength(6);
  });

  it('let only 5 of a burst of 12 concurrent leads through as alerts', async () => {
    const someone = { uid: `burst-${randomUUID()}`, email: uniqueEmail('burst'), name: 'Equipe' };
    const burst = await leads(12, 'burst');
    const outcomes = await Promise.all(burst.map((lead) => alertMember(db, someone, lead, ORIGIN, hour(18))));
    expect(outcomes.filter((outcome) => outcome === 'alert')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(7);
    const queued = await db.getAll(
      ...burst.map((lead) => db.collection(COLLECTIONS.mail).doc(`lead-alert-${lead.id}-${someone.uid}`)),
    );
    expect(queued.filter((mail) => mail.exists)).toHaveLength(5);
    const held = await db.collection('mail_gate').doc(`lead-backlog-${someone.uid}`).get();
    expect(held.get('lead_ids')).toHaveLength(7);
    await db.collection('mail_gate').doc(`lead-backlog-${someone.uid}`).delete();
  });
});
