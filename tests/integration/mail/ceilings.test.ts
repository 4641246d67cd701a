import { randomUUID } from 'node:crypto';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { type DocumentData, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, leadInputSchema } from '@cvc/domain';
import { admitHeldMail } from '../../../functions/src/mail/hourlyCeiling';
import { VISITOR_MAIL_CEILING_LOG } from '../../../functions/src/shared/alertLabels';
import { clientBucket, clientCounterId, hourCounterId, nextHour } from '../../../functions/src/mail/mailGate';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { RELEASE_ERRORS, releaseHandler } from '../../../functions/src/mail/releaseVisitorMail';
import { trustedProxies } from '../../../functions/src/mail/trustedProxies';
import { adminFirestore } from '../../support/admin-firestore';
import { withFunctionsClock } from '../../support/functions-clock';
import { releaseFormMail } from '../../support/mail-release';
import { publicFirestore } from '../../support/public-firestore';
import { smtpInbox } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import { closeClients, uniqueEmail } from '../staff/clients';

// The abuse ceilings with the real emulators and a real SMTP server. Forms are created as a script would (the
// visitor's Firestore client, no site); their answers go out only when released. The release handler runs here
// with a ceiling of 3 per client and a key of this run's own, so its counters are fresh; the sender's hourly
// ceiling is the emulators' MAIL_HOURLY_MAX (functions/.env.demo-cvc), which the hourly test brings near.
// Each test counts at one instant, `testNow`: the handler here is given it, and the deployed functions count
// at it while a test pins their clock, so no hour turns under a test whatever the wall clock does.

const CLIENT_MAX = 3;
const EMULATOR_HOURLY_MAX = 5000;
/** MAIL_CLIENT_HOURLY_MAX of the functions on the emulators (functions/.env.demo-cvc). */
const EMULATOR_CLIENT_MAX = 1000;
const db = adminFirestore();
const mails = db.collection(COLLECTIONS.mail);
const inbox = smtpInbox();
const visitor = publicFirestore('ceilings-visitor');
const SECRET = `ceilings-${randomUUID()}`;
/** MAIL_TRUSTED_PROXIES of the emulators (functions/.env.demo-cvc): the stand-in for Hosting's own hops. */
const HOSTING_HOPS = '198.18.0.0/24';
/** The time every count of the running test is made at; a form created after it is still recent then. */
let testNow = new Date();
beforeEach(() => {
  testNow = new Date();
});
const deps = {
  db: () => db,
  now: () => testNow,
  clientHourlyMax: () => CLIENT_MAX,
  secret: () => SECRET,
  trustedProxies: () => trustedProxies(HOSTING_HOPS).list,
};
const handle = releaseHandler({ ...deps, appCheck: { enforced: false } });

beforeAll(() => inbox.start());
afterAll(async () => {
  await inbox.stop();
  await visitor.close();
  await closeClients();
});

async function createLead(email: string): Promise<string> {
  const lead = leadInputSchema.parse({
    name: 'Visitante Teste',
    email,
    company: 'Empresa',
    phone: '(11) 91234-5678',
    source: 'Associação',
  });
  const ref = await addDoc(collection(visitor.db, COLLECTIONS.leads), {
    ...lead,
    created_at: serverTimestamp(),
  });
  return ref.id;
}

/**
 * A release as the function gets it through Hosting from client `ip` (the hop Hosting's edge appends, then
 * Hosting's own), with a made-up first hop and `x-fah-client-ip` such as any caller can write; the status and
 * body it answered.
 */
async function release(
  id: string,
  ip: string,
  body: unknown = { collection: 'leads', id },
  options: { handler?: typeof handle; token?: string } = {},
) {
  const answer = { status: 200, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    status: (code: number) => ((answer.status = code), res),
    set: (name: string, value: string) => ((answer.headers[name] = value), res),
    json: (value: unknown) => ((answer.body = value), res),
  };
  const req = {
    method: 'POST',
    body,
    headers: { 'x-fah-client-ip': forgedIp(), 'x-forwarded-for': `${forgedIp()}, ${ip}, 198.18.0.7` },
    header: (name: string) => (name === 'X-Firebase-AppCheck' ? options.token : undefined),
    socket: {},
  };
  await (options.handler ?? handle)(req as never, res as never);
  return answer;
}

async function gateOf(mailId: string, until: (state: string) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last: DocumentData | undefined;
  while (Date.now() < deadline) {
    last = (await mails.doc(mailId).get()).data();
    const state = String(last?.gate?.state ?? '');
    const delivered = ['SUCCESS', 'ERROR'].includes(String(last?.delivery?.state ?? ''));
    if (until(state) && (state !== 'ADMITTED' || delivered)) return last!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`mail/${mailId} never got there; last ${JSON.stringify(last?.gate)}`);
}

// Each counted client has an address of its own, from one sequence: a random draw once hit an address an
// earlier test had used up. Made-up addresses (never counted) come from a sequence of their own.
let lastClient = 0;
const nextIp = () => `198.51.100.${++lastClient}`;
/** A /64 of its own per call: the bucket an IPv6 client is counted by. */
const nextIpv6 = () => `2001:db8:${(++lastClient).toString(16)}::1`;
let lastForged = 0;
/** An address a caller makes up; never counted, so it may repeat. */
const forgedIp = () => `203.0.113.${(++lastForged % 250) + 1}`;
const forgedIpv6 = () => `2001:db8:f0f0:${(++lastForged).toString(16)}::1`;

/** Nothing more happens to a held mail: its triggers have run without claiming it, and no server got it. */
async function expectNeverSent(mailIds: string[], emails: string[]): Promise<void> {
  await triggersSettled();
  for (const id of mailIds) expect((await mails.doc(id).get()).get('delivery')).toBeUndefined();
  for (const email of emails) expect(inbox.messages.some((mail) => mail.to.includes(email))).toBe(false);
}

describe('a form created without its release', () => {
  it('keeps its answer held: never sent, visible in the queue as AWAITING_RELEASE', async () => {
    const email = uniqueEmail('held');
    const id = await createLead(email);
    const held = await gateOf(`lead-ack-${id}`, (state) => state === 'AWAITING_RELEASE');
    expect(held.delivery).toBeUndefined();
    expect(held.to).toEqual([email]);
    await expectNeverSent([`lead-ack-${id}`], [email]);
  });
});

describe('the per-client ceiling', () => {
  it('mails the first 3 forms of one client an hour; the rest get 429 and stay held, every form kept', async () => {
    const ip = nextIp();
    const emails = Array.from({ length: CLIENT_MAX + 2 }, (_, i) => uniqueEmail(`flood-${i}`));
    const ids: string[] = [];
    const statuses: number[] = [];
    for (const email of emails) {
      const id = await createLead(email);
      ids.push(id);
      const answer = await release(id, ip);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({ error: RELEASE_ERRORS.ceiling });
        expect(Number(answer.headers['Retry-After'])).toBeGreaterThan(0);
        expect(Number(answer.headers['Retry-After'])).toBeLessThanOrEqual(3600);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    for (const [i, id] of ids.entries()) {
      const mailId = `lead-ack-${id}`;
      if (i < CLIENT_MAX) {
        expect((await gateOf(mailId, (state) => state === 'ADMITTED')).delivery.state).toBe('SUCCESS');
        await inbox.waitFor((mail) => mail.to.includes(emails[i] ?? '?'));
      } else {
        expect((await gateOf(mailId, (state) => state === 'CLIENT_CEILING')).delivery).toBeUndefined();
      }
    }
    await expectNeverSent(
      ids.slice(CLIENT_MAX).map((id) => `lead-ack-${id}`),
      emails.slice(CLIENT_MAX),
    );
    const leads = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.leads).doc(id)));
    expect(leads.every((lead) => lead.exists)).toBe(true);
  });

  it('counts a release asked twice once, and answers it the same', async () => {
    const ip = nextIp();
    const id = await createLead(uniqueEmail('twice'));
    expect((await release(id, ip)).status).toBe(200);
    expect((await release(id, ip)).status).toBe(200);
    for (let i = 0; i < CLIENT_MAX - 1; i++) {
      expect((await release(await createLead(uniqueEmail(`after-${i}`)), ip)).status).toBe(200);
    }
    expect((await release(await createLead(uniqueEmail('over')), ip)).status).toBe(429);
  });

  it('lets many clients through, one form each', async () => {
    const sent = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const email = uniqueEmail(`client-${i}`);
        const id = await createLead(email);
        return { email, id, status: (await release(id, `203.0.113.${i + 10}`)).status };
      }),
    );
    expect(sent.map((form) => form.status)).toEqual([200, 200, 200, 200, 200]);
    for (const form of sent) await inbox.waitFor((mail) => mail.to.includes(form.email));
  });

  it('applies a release that comes before the trigger queued the mail', async () => {
    const email = uniqueEmail('early');
    const id = await createLead(email);
    // The trigger may not have run yet; the release is recorded either way and the mail goes out.
    expect((await release(id, nextIp())).status).toBe(200);
    expect((await gateOf(`lead-ack-${id}`, (state) => state === 'ADMITTED')).delivery.state).toBe('SUCCESS');
  });

  it('refuses what is not a recent form of ours: 404, 400, 405', async () => {
    expect(await release('AbsentLead000000000', nextIp())).toMatchObject({
      status: 404,
      body: { error: RELEASE_ERRORS.notFound },
    });
    const old = await db.collection(COLLECTIONS.leads).add({
      name: 'Antigo',
      email: uniqueEmail('old'),
      source: 'Associação',
      status: 'new',
      created_at: new Date(Date.now() - 60 * 60 * 1000),
    });
    expect((await release(old.id, nextIp())).status).toBe(404);
    for (const bad of [{}, { collection: 'mail', id: 'x' }, { collection: 'leads', id: '../x' }, 'leads']) {
      expect(await release('x', nextIp(), bad)).toMatchObject({
        status: 400,
        body: { error: RELEASE_ERRORS.invalid },
      });
    }
    const answer = { status: 0 };
    const res = {
      status: (code: number) => ((answer.status = code), res),
      set: () => res,
      json: () => res,
    };
    await handle({ method: 'GET', headers: {}, header: () => undefined } as never, res as never);
    expect(answer.status).toBe(405);
  });

  it('is reached by the site at /api/mail-release through Hosting', async () => {
    const email = uniqueEmail('hosting');
    const id = await createLead(email);
    expect(await releaseFormMail('leads', id)).toEqual({ status: 200, body: { state: 'RELEASED' } });
    await inbox.waitFor((mail) => mail.to.includes(email));
    expect((await releaseFormMail('leads', 'AbsentLead000000000')).status).toBe(404);
  });
});

// The deployed function through the Hosting emulator, with the emulators' ceiling and key. The emulator passes
// the caller's headers on and adds none, so the test writes what Hosting or Google's front end would.
describe('the per-client ceiling through Hosting', () => {
  /** Spends `used` of the client's share of this hour, as that many earlier releases would have. */
  async function spend(ip: string, used: number): Promise<void> {
    const id = clientCounterId(clientBucket(ip), testNow, LOCAL_SECRETS.UNSUBSCRIBE_SECRET);
    await db.collection('mail_gate').doc(id).set({ count: used });
  }

  async function expectHeld(ids: string[], emails: string[]): Promise<void> {
    for (const id of ids) {
      const held = await gateOf(`lead-ack-${id}`, (state) => state === 'CLIENT_CEILING');
      expect(held.delivery).toBeUndefined();
      expect((await db.collection('mail_gate').doc(`release-lead-ack-${id}`).get()).get('decision')).toBe(
        'CLIENT_CEILING',
      );
    }
    await expectNeverSent(
      ids.map((id) => `lead-ack-${id}`),
      emails,
    );
  }

  it("counts a visitor through Hosting by the hop Hosting's edge appended, never by x-fah-client-ip", () =>
    withFunctionsClock(testNow, async () => {
      const client = nextIpv6();
      // The emulators' ceiling is 1000 (every test's forms come from this machine): the flood starts at its edge.
      await spend(client, EMULATOR_CLIENT_MAX - 2);
      // What reaches the function for this visitor: a first hop it wrote itself, the hop Hosting's edge
      // appended, then Hosting's own. Every release carries the same hops and only x-fah-client-ip differs.
      const hops = `${forgedIp()}, ${client}, 198.18.0.1`;
      const forms: { email: string; id: string; status: number }[] = [];
      for (let i = 0; i < 4; i++) {
        const email = uniqueEmail(`hosting-flood-${i}`);
        const id = await createLead(email);
        // A client of its own each time, were the header believed: a /64 nobody has spent.
        const answer = await releaseFormMail('leads', id, {
          'x-fah-client-ip': forgedIpv6(),
          'x-forwarded-for': hops,
        });
        forms.push({ email, id, status: answer.status });
        if (answer.status === 429) expect(answer.body).toEqual({ error: RELEASE_ERRORS.ceiling });
      }
      expect(forms.map((form) => form.status)).toEqual([200, 200, 429, 429]);
      for (const form of forms.slice(0, 2)) await inbox.waitFor((mail) => mail.to.includes(form.email));
      const over = forms.slice(2);
      await expectHeld(
        over.map((form) => form.id),
        over.map((form) => form.email),
      );

      // The real hop decides the other way too: another visitor naming the spent client in the header, and as
      // its first hop, is counted as itself and gets its mail.
      const email = uniqueEmail('hosting-other');
      const id = await createLead(email);
      const answer = await releaseFormMail('leads', id, {
        'x-fah-client-ip': client,
        'x-forwarded-for': `${client}, ${nextIpv6()}, 198.18.0.1`,
      });
      expect(answer.status).toBe(200);
      await inbox.waitFor((mail) => mail.to.includes(email));
    }));

  it("counts a direct caller by the hop Google's front end appended, however it forges x-fah-client-ip and first hops", () =>
    withFunctionsClock(testNow, async () => {
      // A call to the function's own URL: the front end appends the caller's address, and nothing else is Hosting's.
      const caller = nextIp();
      await spend(caller, EMULATOR_CLIENT_MAX - 1);
      const statuses: number[] = [];
      const emails: string[] = [];
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        emails.push(uniqueEmail(`rotating-${i}`));
        ids.push(await createLead(emails[i]!));
        // A fresh forged client each time: in the header Hosting would set, and as hops, one of them Hosting's.
        const forged = i % 2 === 0 ? forgedIpv6() : forgedIp();
        const answer = await releaseFormMail('leads', ids[i]!, {
          'x-fah-client-ip': forged,
          'x-forwarded-for': `${forged}, 198.18.0.9, ${caller}`,
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 429, 429, 429]);
      await expectHeld(ids.slice(1), emails.slice(1));
    }));
});

// App Check's consumption happens in App Check's own service, which no emulator runs (the functions emulator
// skips token verification and reports every token as not consumed). So the release handler runs here with
// enforcement on and a stand-in for that service that answers as verifyToken(token, { consume: true }) does:
// valid the first time, `alreadyConsumed: true` after. Firestore, the trigger and the SMTP server are real.
describe('a copied App Check token', () => {
  const consumed = new Set<string>();
  const appCheckService = async (token: string) => {
    if (!token.startsWith('limited-use-')) throw new Error('App Check: invalid token');
    const alreadyConsumed = consumed.has(token);
    consumed.add(token);
    return { alreadyConsumed };
  };
  const enforcing = releaseHandler({ ...deps, appCheck: { enforced: true, verify: appCheckService } });

  it('releases one mail, then is refused with 401 from any other address: that form stays held', async () => {
    const token = `limited-use-${randomUUID()}`;
    const [first, second] = [uniqueEmail('token-first'), uniqueEmail('token-copied')];
    const firstId = await createLead(first);
    expect(await release(firstId, nextIp(), undefined, { handler: enforcing, token })).toMatchObject({
      status: 200,
      body: { state: 'RELEASED' },
    });
    await inbox.waitFor((mail) => mail.to.includes(first));

    const secondId = await createLead(second);
    for (const ip of [nextIp(), forgedIpv6()]) {
      expect(await release(secondId, ip, undefined, { handler: enforcing, token })).toEqual({
        status: 401,
        body: { error: 'App Check token already used' },
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    const held = await gateOf(`lead-ack-${secondId}`, (state) => state === 'AWAITING_RELEASE');
    expect(held.delivery).toBeUndefined();
    expect((await db.collection('mail_gate').doc(`release-lead-ack-${secondId}`).get()).exists).toBe(false);
    await expectNeverSent([`lead-ack-${secondId}`], [second]);

    // A token of its own releases it.
    const fresh = `limited-use-${randomUUID()}`;
    expect((await release(secondId, nextIp(), undefined, { handler: enforcing, token: fresh })).status).toBe(
      200,
    );
    await inbox.waitFor((mail) => mail.to.includes(second));
  });
});

describe('the global hourly ceiling', () => {
  it("holds released mail past the hour's ceiling, alerts, and sends it when the hour turns: nothing lost", () =>
    withFunctionsClock(testNow, async () => {
      const now = testNow;
      // Mail an earlier test released must not take this hour's places between the count read and the fill.
      await triggersSettled();
      const counter = db.collection('mail_gate').doc(hourCounterId(now));
      const before = Number((await counter.get()).get('count') ?? 0);
      // Two places left in this hour.
      const filled = EMULATOR_HOURLY_MAX - 2 - before;
      await counter.set({ count: FieldValue.increment(filled) }, { merge: true });
      const forms: { email: string; id: string }[] = [];
      try {
        for (let i = 0; i < 4; i++) {
          const email = uniqueEmail(`hour-${i}`);
          forms.push({ email, id: await createLead(email) });
        }
        for (const [i, form] of forms.entries()) {
          expect((await release(form.id, `192.0.2.${i + 20}`)).status).toBe(200);
          // One at a time, so which two get the hour's places is the order of release.
          await gateOf(`lead-ack-${form.id}`, (state) => state === 'ADMITTED' || state === 'HOURLY_CEILING');
        }
        const states = await Promise.all(
          forms.map(async (form) => (await mails.doc(`lead-ack-${form.id}`).get()).get('gate')),
        );
        expect(states.map((gate) => gate.state)).toEqual([
          'ADMITTED',
          'ADMITTED',
          'HOURLY_CEILING',
          'HOURLY_CEILING',
        ]);
        expect(states[2].wait_until.toDate()).toEqual(nextHour(now));
        for (const form of forms.slice(0, 2)) await inbox.waitFor((mail) => mail.to.includes(form.email));
        expect(inbox.messages.some((mail) => mail.to.includes(forms[2]?.email ?? '?'))).toBe(false);

        // Still this hour: the scheduled run finds nothing due.
        expect(await admitHeldMail(db, EMULATOR_HOURLY_MAX, now)).toEqual({
          admitted: 0,
          waiting: false,
        });
        // The next hour: both go out.
        const later = new Date(nextHour(now).getTime() + 60_000);
        expect(await admitHeldMail(db, EMULATOR_HOURLY_MAX, later)).toEqual({ admitted: 2, waiting: false });
        for (const form of forms.slice(2)) {
          expect((await gateOf(`lead-ack-${form.id}`, (s) => s === 'ADMITTED')).delivery.state).toBe(
            'SUCCESS',
          );
          await inbox.waitFor((mail) => mail.to.includes(form.email));
        }
        await db.collection('mail_gate').doc(hourCounterId(later)).delete();
      } finally {
        await counter.update({ count: FieldValue.increment(-filled) });
        // A failure must not leave mail held for the next test's scheduled runs to find first.
        for (const form of forms) {
          const mail = mails.doc(`lead-ack-${form.id}`);
          if ((await mail.get()).get('gate.state') === 'HOURLY_CEILING') await mail.delete();
        }
      }
    }));

  it('admits held mail only while the new hour has room, oldest first', async () => {
    const ids = await Promise.all([0, 1, 2].map(() => createLead(uniqueEmail('wait'))));
    const base = new Date(Date.UTC(2030, 0, 1, 10, 30));
    // Three mails held as the ceiling leaves them (past forms a real hour could not admit), oldest first.
    for (const [i, id] of ids.entries()) {
      await gateOf(`lead-ack-${id}`, (state) => state === 'AWAITING_RELEASE');
      await mails.doc(`lead-ack-${id}`).update({
        'gate.state': 'HOURLY_CEILING',
        'gate.wait_until': new Date(base.getTime() + i * 1000),
      });
    }
    const turn = new Date(Date.UTC(2030, 0, 1, 11, 5));
    const alerts = vi.spyOn(logger, 'warn');
    try {
      expect(await admitHeldMail(db, 2, turn)).toEqual({ admitted: 2, waiting: true });
      // The alert policy's line, once for the mail the hour had no room for.
      expect(alerts.mock.calls).toEqual([
        [VISITOR_MAIL_CEILING_LOG, { mailId: `lead-ack-${ids[2]}`, hour: '2030-01-01T11', max: 2 }],
      ]);
      const gates = await Promise.all(
        ids.map(async (id) => (await mails.doc(`lead-ack-${id}`).get()).get('gate')),
      );
      expect(gates.map((gate) => gate.state)).toEqual(['ADMITTED', 'ADMITTED', 'HOURLY_CEILING']);
      expect(gates[2].wait_until.toDate()).toEqual(new Date(Date.UTC(2030, 0, 1, 12)));
      const nextTurn = new Date(Date.UTC(2030, 0, 1, 12, 1));
      expect(await admitHeldMail(db, 2, nextTurn)).toEqual({ admitted: 1, waiting: false });
      await gateOf(`lead-ack-${ids[2]}`, (state) => state === 'ADMITTED');
    } finally {
      alerts.mockRestore();
      for (const hour of ['2030-01-01T11', '2030-01-01T12'])
        await db.collection('mail_gate').doc(`hour-${hour}`).delete();
    }
  });
});
