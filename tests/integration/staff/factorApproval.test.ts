import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_FUNCTION, STAFF_FUNCTIONS } from '@cvc/web';
import { COLLECTIONS, type StaffSecurity } from '@cvc/domain';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { createStaffAccount } from '../../../scripts/lib/staff-account';
import { parseStaffArgs } from '../../../scripts/lib/staff-args';
import { sweepMembers } from '../../../functions/src/staff/unconfirmedFactors';
import { hostingUrl } from '../../support/emulators';
import { smtpInbox, type ReceivedMail } from '../../support/smtp-inbox';
import { enrolPhone, passwordLinkIn, setPasswordThroughLink, testPhone } from '../../support/second-factor';
import { admin, callableError, closeClients, staffMember, uniqueEmail, webClient } from './clients';

// A factor counts only when its owner proved more than the password: the code mailed to them. Attacked from
// outside with real tokens: a thief who holds a member's password enrols a phone of their own (on a member who
// has none yet: an account made by the CLI, an invitee, anyone after a reset) and gets a token that proves a
// second factor; the rules, the callables and the preview refuse it, the member is told, and the server removes
// the factor with the password. The member's own enrolment, confirmed with the mailed code, opens the console.

type Client = Awaited<ReturnType<typeof webClient>>;
type Account = { uid: string; email: string; password: string };
const inbox = smtpInbox();
const NOT_APPROVED = {
  code: 'functions/permission-denied',
  message: 'Confirme este celular com o código enviado ao seu e-mail para usar o painel. Entre novamente.',
};
/** A wrong password, as the Auth emulator says it (production, with enumeration protection, says the second). */
const REFUSED_PASSWORD = ['auth/wrong-password', 'auth/invalid-credential'];
// Each attack signs in, enrols, mails and calls several functions, some of them cold.
const SLOW = 90_000;
let phones = 0;
const nextPhone = () => testPhone(3_100_000 + (phones += 1));

async function firestoreCode(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'allowed',
    (error: { code?: string }) => String(error.code),
  );
}

/** Every staff read the console makes: the team, the member's own record, a draft, the leads. */
async function reads(client: Client, uid: string) {
  return {
    team: await firestoreCode(getDocs(collection(client.db, COLLECTIONS.adminUsers))),
    ownRecord: await firestoreCode(getDoc(doc(client.db, COLLECTIONS.adminUsers, uid))),
    drafts: await firestoreCode(
      getDocs(query(collection(client.db, COLLECTIONS.news), where('status', '==', 'draft'))),
    ),
    leads: await firestoreCode(getDocs(collection(client.db, COLLECTIONS.leads))),
  };
}
const DENIED = {
  team: 'permission-denied',
  ownRecord: 'permission-denied',
  drafts: 'permission-denied',
  leads: 'permission-denied',
};
const ALLOWED = { team: 'allowed', ownRecord: 'allowed', drafts: 'allowed', leads: 'allowed' };

function mailTo(email: string, subject: (subject: string) => boolean): Promise<ReceivedMail> {
  return inbox.waitFor((mail) => mail.to.includes(email) && subject(mail.subject), 60_000);
}
/** The code in the newest confirmation mail to `email`. */
async function mailedCode(email: string, after = 0): Promise<string> {
  const mail = await inbox.waitFor(
    (received) =>
      received.to.includes(email) &&
      /^\d{6} é o código para confirmar/.test(received.subject) &&
      inbox.messages.indexOf(received) >= after,
    60_000,
  );
  return mail.subject.slice(0, 6);
}

/** What a thief with the password does: sign in with it alone and enrol a phone of their choosing. */
async function thiefEnrols(account: { email: string; password: string }) {
  const thief = await webClient(account, { passwordOnly: true });
  const factorId = await enrolPhone(thief.auth, nextPhone());
  const token = await thief.auth.currentUser!.getIdTokenResult();
  // A real token from the Auth emulator proving a second factor: what the old checks took as enough.
  expect(token.signInSecondFactor).toBe('phone');
  return { thief, factorId };
}

async function expectRefusedEverywhere(thief: Client, uid: string, targetUid: string) {
  expect(await reads(thief, uid)).toEqual(DENIED);
  for (const [name, data] of [
    [STAFF_FUNCTIONS.security, {}],
    [STAFF_FUNCTIONS.update, { uid: targetUid, permissions: ['news'] }],
    [PERSONAL_DATA_FUNCTION, { email: 'alguem@empresa.com.br', action: 'export' }],
  ] as const) {
    expect(await callableError(thief.call(name, data)), name).toEqual(NOT_APPROVED);
  }
  const preview = await fetch(hostingUrl('/api/staff/preview'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: await thief.auth.currentUser!.getIdToken(),
      kind: 'news',
      id: 'any-draft',
      language: 'pt',
    }).toString(),
  });
  expect(preview.status).toBe(403);
}

let target: Account;
let asAdmin: Client;
beforeAll(async () => {
  await inbox.start();
  target = await staffMember('fa-target', { permissions: { news: true } });
  asAdmin = await webClient(await staffMember('fa-admin', { role: 'admin' }));
});
afterAll(async () => {
  await inbox.stop();
  await closeClients();
});

describe('a stolen password enrolling a phone of its own', () => {
  it(
    'on an account made by the staff CLI, once its member set a password: refused everywhere',
    async () => {
      const email = uniqueEmail('fa-cli');
      const made = await createStaffAccount(
        admin.auth.app,
        parseStaffArgs(['--email', email, '--admin']),
        'http://127.0.0.1:5000/admin/login',
      );
      const invitation = await mailTo(
        email,
        (subject) => subject === 'Convite para o painel da Associação CVC',
      );
      await setPasswordThroughLink(passwordLinkIn(invitation.text), 'senha-do-membro-1');
      const { thief } = await thiefEnrols({ email, password: 'senha-do-membro-1' });
      await expectRefusedEverywhere(thief, made.uid, target.uid);
    },
    SLOW,
  );

  it(
    'on an invitee who set their password and has not enrolled yet: refused everywhere',
    async () => {
      const email = uniqueEmail('fa-invitee');
      const invited = await asAdmin.call<{ uid: string }>(STAFF_FUNCTIONS.invite, {
        email,
        name: 'Convidada',
        role: 'admin',
      });
      const invitation = await mailTo(
        email,
        (subject) => subject === 'Convite para o painel da Associação CVC',
      );
      await setPasswordThroughLink(passwordLinkIn(invitation.text), 'senha-da-convidada');
      const { thief } = await thiefEnrols({ email, password: 'senha-da-convidada' });
      await expectRefusedEverywhere(thief, invited.uid, target.uid);
      // Equipe shows the thief's phone as what it is.
      const { members } = await asAdmin.call<{ members: StaffSecurity[] }>(STAFF_FUNCTIONS.security, {});
      expect(members.find((member) => member.uid === invited.uid)?.factors).toEqual([
        expect.objectContaining({ kind: 'phone', approved: false }),
      ]);
    },
    SLOW,
  );

  it(
    'after an admin reset the factors: the old password no longer signs in at all',
    async () => {
      const member = await staffMember('fa-reset', { role: 'admin' });
      await asAdmin.call(STAFF_FUNCTIONS.resetFactors, { uid: member.uid });
      const thief = await webClient();
      const refused = await signInWithEmailAndPassword(thief.auth, member.email, member.password).then(
        () => 'signed in',
        (error: { code?: string }) => String(error.code),
      );
      expect(REFUSED_PASSWORD).toContain(refused);

      // The member sets a new password through the mailed link; a thief who learns that one too still gets
      // a factor that counts for nothing.
      const resetMail = await mailTo(member.email, (subject) => subject.includes('foi redefinido'));
      await setPasswordThroughLink(passwordLinkIn(resetMail.text), 'nova-senha-do-membro');
      const after = await thiefEnrols({ email: member.email, password: 'nova-senha-do-membro' });
      await expectRefusedEverywhere(after.thief, member.uid, target.uid);
    },
    SLOW,
  );

  it(
    'cannot approve its factor: a guessed code is refused, and the real one goes to the member',
    async () => {
      const member = await staffMember('fa-guess', { permissions: { news: true } }, { secondFactor: false });
      const { thief } = await thiefEnrols(member);
      const before = inbox.messages.length;
      const asked = await thief.call<{ approved: boolean; sentTo: string }>(
        STAFF_FUNCTIONS.confirmFactor,
        {},
      );
      expect(asked).toEqual({ approved: false, sentTo: `${member.email.slice(0, 1)}•••@cvc.test` });
      const real = await mailedCode(member.email, before);
      const wrong = real === '000000' ? '111111' : '000000';
      expect(await callableError(thief.call(STAFF_FUNCTIONS.confirmFactor, { code: wrong }))).toEqual({
        code: 'functions/invalid-argument',
        message: 'Código incorreto. Confira o último e-mail recebido e tente de novo.',
      });
      expect(await reads(thief, member.uid)).toEqual(DENIED);
    },
    SLOW,
  );

  it(
    'is removed by the server with the password once the grace has passed, and the member is told',
    async () => {
      const member = await staffMember('fa-sweep', { role: 'admin' }, { secondFactor: false });
      const { factorId } = await thiefEnrols(member);
      const loginUrl = 'http://127.0.0.1:5000/admin/login';
      // 59 minutes after the enrolment the factor is left alone: a member may still be typing the code.
      expect(
        await sweepMembers(admin.auth, admin.db, [member.uid], Date.now() + 59 * 60_000, loginUrl),
      ).toEqual({
        removed: 0,
        noticed: 1,
      });
      expect((await admin.auth.getUser(member.uid)).multiFactor?.enrolledFactors.map((f) => f.uid)).toEqual([
        factorId,
      ]);
      const result = await sweepMembers(
        admin.auth,
        admin.db,
        [member.uid],
        Date.now() + 61 * 60_000,
        loginUrl,
      );
      expect(result).toEqual({ removed: 1, noticed: 1 });
      expect((await admin.auth.getUser(member.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
      const stale = await webClient();
      const signIn = await signInWithEmailAndPassword(stale.auth, member.email, member.password).then(
        () => 'signed in',
        (error: { code?: string }) => String(error.code),
      );
      expect(REFUSED_PASSWORD).toContain(signIn);
      const mail = await mailTo(
        member.email,
        (subject) => subject === 'Segundo fator não confirmado removido da sua conta do painel',
      );
      expect(mail.text).toContain(`Conta: ${member.email}`);
      expect(passwordLinkIn(mail.text)).toContain('oobCode=');
    },
    SLOW,
  );
});

describe("the member's own enrolment, confirmed with the mailed code", () => {
  it(
    'opens the console, and the member is mailed the factor added',
    async () => {
      const member = await staffMember('fa-own', { role: 'admin' }, { secondFactor: false });
      const client = await webClient(member, { passwordOnly: true });
      const factorId = await enrolPhone(client.auth, nextPhone());
      expect(await reads(client, member.uid)).toEqual(DENIED);

      const before = inbox.messages.length;
      expect(await client.call(STAFF_FUNCTIONS.confirmFactor, {})).toMatchObject({ approved: false });
      const code = await mailedCode(member.email, before);
      expect(await client.call(STAFF_FUNCTIONS.confirmFactor, { code })).toEqual({ approved: true });

      expect(await reads(client, member.uid)).toEqual(ALLOWED);
      expect(
        (await admin.db.collection(COLLECTIONS.adminUsers).doc(member.uid).get()).get('approved_factors'),
      ).toEqual([factorId]);
      // Asked again, the server finds the factor approved and mails nothing.
      expect(await client.call(STAFF_FUNCTIONS.confirmFactor, {})).toEqual({ approved: true });
      const added = await mailTo(
        member.email,
        (subject) => subject === 'Segundo fator cadastrado na sua conta do painel',
      );
      expect(added.text).toContain('Segundo fator: SMS · Celular · final');
    },
    SLOW,
  );
});
