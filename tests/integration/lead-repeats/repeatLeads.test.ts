import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COLLECTIONS, REPEAT_LEAD_WINDOW_MS } from '@cvc/domain';
import { smtpInbox } from '../../support/smtp-inbox';
import { mailDoc, mailIdsStartingWith, sendLead, settledMail } from '../mail-messages/support';
import { admin, closeClients, staffMember, uniqueEmail } from '../staff/clients';

// A visitor (or a bot) sending the same form again: the lead is kept and marked `repeat_of` by the
// receiveLead trigger, and neither the acknowledgement nor the staff alert goes out a second time.

const inbox = smtpInbox();
let alerted: { uid: string; email: string };
const person = (email: string) => ({ name: 'Ana Repetida', email, company: 'Tupã', phone: '11 90000-0000' });
const leads = admin.db.collection(COLLECTIONS.leads);

async function marked(id: string): Promise<DocumentData> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const data = (await leads.doc(id).get()).data();
    if (data && 'email_key' in data) return data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`leads/${id} was never marked`);
}

beforeAll(async () => {
  await inbox.start();
  alerted = await staffMember('repeat-alerts', { permissions: { leads: true } });
  await admin.db.collection(COLLECTIONS.adminUsers).doc(alerted.uid).update({ lead_alerts: true });
});

afterAll(async () => {
  await admin.db.collection(COLLECTIONS.adminUsers).doc(alerted.uid).delete();
  await inbox.stop();
  await closeClients();
});

it('marks a resend from the same address in another case and the same source, and announces it to nobody', async () => {
  const email = uniqueEmail('Repete');
  const first = await sendLead({ ...person(email), source: 'Associação' });
  expect(await marked(first)).toMatchObject({ email_key: email.toLowerCase() });
  expect((await marked(first)).repeat_of).toBeUndefined();
  await settledMail(`lead-ack-${first}`);
  await settledMail(`lead-alert-${first}-${alerted.uid}`);

  const again = await sendLead({ ...person(email.toUpperCase()), source: 'Associação' });
  const twice = await sendLead({ ...person(email), source: 'Associação' });
  expect(await marked(again)).toMatchObject({ repeat_of: first, name: 'Ana Repetida', status: 'new' });
  expect((await marked(twice)).repeat_of).toBe(again);

  // Another source is another request: announced. Its mails settle after the repeats' triggers ran.
  const other = await sendLead({ ...person(email), source: 'venturelab' });
  expect((await marked(other)).repeat_of).toBeUndefined();
  await settledMail(`lead-ack-${other}`);
  await settledMail(`lead-alert-${other}-${alerted.uid}`);
  for (const id of [again, twice]) {
    expect(await mailDoc(`lead-ack-${id}`)).toBeNull();
    expect(await mailIdsStartingWith(`lead-alert-${id}-`)).toEqual([]);
  }
  const toVisitor = inbox.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
  expect(toVisitor).toHaveLength(2);
});

it('takes a lead sent after the window for a new request', async () => {
  const email = uniqueEmail('antigo');
  await leads.add({
    ...person(email),
    source: 'Associação',
    status: 'new',
    email_key: email,
    created_at: Timestamp.fromMillis(Date.now() - REPEAT_LEAD_WINDOW_MS - 60_000),
  });
  const recentEnough = await leads.add({
    ...person(`x${email}`),
    source: 'Associação',
    status: 'new',
    email_key: `x${email}`,
    created_at: Timestamp.fromMillis(Date.now() - REPEAT_LEAD_WINDOW_MS + 60_000),
  });
  const fresh = await sendLead({ ...person(email), source: 'Associação' });
  const repeat = await sendLead({ ...person(`x${email}`), source: 'Associação' });
  expect((await marked(fresh)).repeat_of).toBeUndefined();
  expect((await marked(repeat)).repeat_of).toBe(recentEnough.id);
  await settledMail(`lead-ack-${fresh}`);
});
