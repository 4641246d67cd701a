import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailDelivery } from '../../../functions/src/mail/mailDocument';
import { sendMail } from '../../../functions/src/mail/sendMail';
import {
  type ScriptedSmtp,
  type WrittenEvent,
  mailTo,
  productionSettings,
  runDocument,
  scriptedSmtp,
  writtenEvent,
} from './productionRun';

// The sendMail handler run as production runs it: its event awaited to the end (on the emulators it answers the
// event and goes on in the background), against the Firestore emulator and a real SMTP server. 3 tries, 1 s then
// 2 s apart (productionSettings).

type Stored = MailDelivery<{ toMillis(): number }>;

let smtp: ScriptedSmtp;
beforeAll(async () => {
  smtp = await scriptedSmtp();
  Object.assign(process.env, productionSettings(smtp.uri));
});
afterAll(async () => {
  await smtp.stop();
  for (const name of Object.keys(productionSettings(''))) delete process.env[name];
});
beforeEach(() => smtp.start());

const address = (name: string) => `${name}.${randomUUID().slice(0, 8)}@empresa.com.br`;

async function queued(to: string, subject = 'Inscrição confirmada') {
  const ref = runDocument(randomUUID());
  await ref.create(mailTo(to, subject));
  return ref;
}

const deliveryOf = async (ref: DocumentReference) => (await ref.get()).get('delivery') as Stored;

/** The states the document is seen in while `during` runs (quick successive writes may show as one). */
async function statesWhile(ref: DocumentReference, during: () => Promise<void>) {
  const states: string[] = [];
  let listening: () => void;
  const first = new Promise<void>((resolve) => (listening = resolve));
  const stop = ref.onSnapshot((s) => {
    const state = (s.get('delivery') as Stored | undefined)?.state;
    if (state && states.at(-1) !== state) states.push(state);
    listening();
  });
  await first;
  await during();
  await new Promise((r) => setTimeout(r, 300));
  stop();
  return states;
}

/** Starts a run in a child process, and kills it once its message sits unanswered at the SMTP server. */
async function crashMidDelivery(ref: DocumentReference, to: string, eventId: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./crashingRun.ts', import.meta.url)), ref.id, eventId],
    { env: { ...process.env, ...productionSettings(smtp.uri) }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    smtp.hold(to, resolve);
    child.once('exit', (code) =>
      reject(new Error(`the run ended by itself (${code}) before it was killed: ${stderr}`)),
    );
  });
  child.kill('SIGKILL');
  await exited;
}

describe('sendMail run as in production', () => {
  it('runs outside the emulator, where the awaited branch is taken', () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
  });

  it('awaits every try: a 4xx reply is retried inside the run, which returns once the mail is sent', async () => {
    const to = address('ocupado');
    smtp.reply(to, { code: 451, text: '4.3.0 Try again later', times: 1 });
    const ref = await queued(to);

    const event = await writtenEvent(ref);
    const states = await statesWhile(ref, () => sendMail.run(event));
    expect(smtp.delivered).toContain(to);
    expect(states).toContain('RETRY');
    expect(states.at(-1)).toBe('SUCCESS');
    expect(await deliveryOf(ref)).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      error: null,
      leaseEventId: null,
    });
  });

  it('retries a closed port in production (the emulators give up on it) until the server is back', async () => {
    const to = address('fora');
    const ref = await queued(to);
    await smtp.stop();
    const back = new Promise((r) => setTimeout(r, 1500)).then(() => smtp.start());

    await sendMail.run(await writtenEvent(ref));
    await back;
    const delivery = await deliveryOf(ref);
    expect(delivery).toMatchObject({ state: 'SUCCESS', error: null });
    expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.delivered).toContain(to);
  });

  it('ends a mail at the first 5xx reply, without another try, with the reply as its error', async () => {
    const to = address('inexistente');
    smtp.reply(to, { code: 550, text: '5.1.1 No such user' });
    const ref = await queued(to);

    const event = await writtenEvent(ref);
    const states = await statesWhile(ref, () => sendMail.run(event));
    expect(states).not.toContain('RETRY');
    expect(await deliveryOf(ref)).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: 'EENVELOPE: 550 5.1.1 No such user',
      nextAttemptTime: null,
      leaseEventId: null,
    });
    expect(smtp.delivered).not.toContain(to);
  });

  it('sends once when the event is replayed after its run crashed, and another event meanwhile sends nothing', async () => {
    const to = address('replay');
    const ref = await queued(to);
    const eventId = randomUUID();
    await crashMidDelivery(ref, to, eventId);

    const crashed = await deliveryOf(ref);
    expect(crashed).toMatchObject({ state: 'PROCESSING', leaseEventId: eventId, attempts: 0 });
    expect(crashed.leaseExpireTime!.toMillis()).toBeGreaterThan(Date.now());
    expect(smtp.delivered).not.toContain(to);

    // A write by someone else fires another event: the crashed run's lease is still live, so it is left alone.
    await sendMail.run(await writtenEvent(ref));
    expect(await deliveryOf(ref)).toMatchObject({ state: 'PROCESSING', leaseEventId: eventId });

    // The platform redelivers the crashed run's own event (retry: true): that one resumes it.
    await runAccepting(to, () => writtenEvent(ref, eventId));
    expect(await deliveryOf(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1, leaseEventId: null });
    expect(smtp.delivered.filter((a) => a === to)).toHaveLength(1);
  });

  it("takes over a dead run's mail once its lease has expired", async () => {
    const to = address('abandonada');
    const ref = await queued(to);
    await crashMidDelivery(ref, to, randomUUID());
    // The lease the crashed run left, as it reads ten minutes later.
    await ref.update({ 'delivery.leaseExpireTime': Timestamp.fromMillis(Date.now() - 1000) });

    const takeover = randomUUID();
    await runAccepting(to, () => writtenEvent(ref, takeover));
    expect(await deliveryOf(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1, leaseEventId: null });
    expect(smtp.delivered.filter((a) => a === to)).toHaveLength(1);
  });
});

/** Runs an event to the end with the server answering `to`'s messages again. */
async function runAccepting(to: string, event: () => Promise<WrittenEvent>) {
  smtp.release(to);
  await sendMail.run(await event());
}
