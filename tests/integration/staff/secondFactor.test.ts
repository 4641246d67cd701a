import { execFile } from 'node:child_process';
import { PERSONAL_DATA_FUNCTION, STAFF_FUNCTIONS } from '@cvc/web';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/emulators';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { AUDIT_LOG_COLLECTION, COLLECTIONS, type StaffSecurity } from '@cvc/domain';
import { hostingUrl } from '../../support/emulators';
import { pastTokenSecond } from '../../support/revocation';
import { smtpInbox } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import { signInWithEmailAndPassword } from 'firebase/auth';
import {
  enrolPhone,
  passwordLinkIn,
  setPasswordThroughLink,
  signInWithSecondFactor,
  testPhone,
} from '../../support/second-factor';
import { admin, callableError, closeClients, staffMember, uniqueEmail, webClient } from './clients';

// The second factor decided on the server, with real tokens from the Auth emulator: a staff account signed in
// with its password alone (a member who has not enrolled, or whose factors were reset) gets nothing a visitor
// could not, from the rules or from any staff callable; the same account after the SMS step gets its access.

type Client = Awaited<ReturnType<typeof webClient>>;
const SECOND_FACTOR_REQUIRED = {
  code: 'functions/permission-denied',
  message: 'Confirme o segundo fator (o código enviado por SMS) para usar o painel. Entre novamente.',
};
const inbox = smtpInbox();

/** Every staff callable with a well-formed request, so that only who asks can make it fail. */
function staffCalls(targetUid: string): [string, unknown][] {
  return [
    [STAFF_FUNCTIONS.invite, { email: uniqueEmail('never'), name: 'Nunca', permissions: ['news'] }],
    [STAFF_FUNCTIONS.update, { uid: targetUid, permissions: ['news'] }],
    [STAFF_FUNCTIONS.remove, { uid: targetUid }],
    [STAFF_FUNCTIONS.resetFactors, { uid: targetUid }],
    [STAFF_FUNCTIONS.security, {}],
    [STAFF_FUNCTIONS.confirmFactor, {}],
    [PERSONAL_DATA_FUNCTION, { email: 'alguem@empresa.com.br', action: 'export' }],
  ];
}

async function firestoreCode(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'allowed',
    (error: { code?: string }) => String(error.code),
  );
}

/** What a member of the team reads in Firestore: the team, their own record, a draft, the leads. */
function staffReads(client: Client, uid: string) {
  return {
    team: () => firestoreCode(getDocs(collection(client.db, COLLECTIONS.adminUsers))),
    ownRecord: () => firestoreCode(getDoc(doc(client.db, COLLECTIONS.adminUsers, uid))),
    drafts: () =>
      firestoreCode(getDocs(query(collection(client.db, COLLECTIONS.news), where('status', '==', 'draft')))),
    leads: () => firestoreCode(getDocs(collection(client.db, COLLECTIONS.leads))),
  };
}

function postPreview(token: string) {
  return fetch(hostingUrl('/api/staff/preview'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, kind: 'news', id: 'any-draft', language: 'pt' }).toString(),
  });
}

let target: { uid: string };

beforeAll(async () => {
  await inbox.start();
  target = await staffMember('sf-target', { permissions: { news: true } });
});
afterAll(async () => {
  await inbox.stop();
  await closeClients();
});

describe('an admin who has not enrolled a second factor, signed in with the password alone', () => {
  let account: { uid: string; email: string; password: string };
  let passwordOnly: Client;

  beforeAll(async () => {
    account = await staffMember('sf-unenrolled', { role: 'admin' }, { secondFactor: false });
    passwordOnly = await webClient(account, { passwordOnly: true });
    const token = await passwordOnly.auth.currentUser!.getIdTokenResult();
    // The token is a real staff token: role admin, from the password, and no second factor.
    expect(token.claims).toMatchObject({ role: 'admin', firebase: { sign_in_provider: 'password' } });
    expect(token.signInSecondFactor).toBeNull();
  });

  it.each(staffCalls('placeholder').map(([name]) => name))('is refused by %s (403)', async (name) => {
    const request = staffCalls(target.uid).find(([call]) => call === name)![1];
    expect(await callableError(passwordOnly.call(name, request))).toEqual(SECOND_FACTOR_REQUIRED);
  });

  it('reads nothing staff-only in Firestore, not even its own record', async () => {
    const reads = staffReads(passwordOnly, account.uid);
    expect({
      team: await reads.team(),
      ownRecord: await reads.ownRecord(),
      drafts: await reads.drafts(),
      leads: await reads.leads(),
    }).toEqual({
      team: 'permission-denied',
      ownRecord: 'permission-denied',
      drafts: 'permission-denied',
      leads: 'permission-denied',
    });
  });

  it('cannot preview a draft (403)', async () => {
    const response = await postPreview(await passwordOnly.auth.currentUser!.getIdToken());
    expect(response.status).toBe(403);
  });

  it('once a phone is enrolled, the SMS step done and the mailed code typed, the same account reads and calls as an admin', async () => {
    const factorId = await enrolPhone(passwordOnly.auth, testPhone(4242));
    const before = inbox.messages.length;
    await passwordOnly.call(STAFF_FUNCTIONS.confirmFactor, {});
    const codeMail = await inbox.waitFor(
      (mail) => mail.to.includes(account.email) && / é o código para confirmar/.test(mail.subject),
      60_000,
    );
    expect(inbox.messages.indexOf(codeMail)).toBeGreaterThanOrEqual(before);
    await passwordOnly.call(STAFF_FUNCTIONS.confirmFactor, { code: codeMail.subject.slice(0, 6) });
    const withFactor = await webClient();
    await signInWithSecondFactor(withFactor.auth, account.email, account.password);
    const token = await withFactor.auth.currentUser!.getIdTokenResult();
    expect(token.signInSecondFactor).toBe('phone');
    expect((token.claims.firebase as { second_factor_identifier?: string }).second_factor_identifier).toBe(
      factorId,
    );
    const reads = staffReads(withFactor, account.uid);
    expect([await reads.team(), await reads.ownRecord(), await reads.drafts(), await reads.leads()]).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'allowed',
    ]);
    const { members } = await withFactor.call<{ members: StaffSecurity[] }>(STAFF_FUNCTIONS.security, {});
    const own = members.find((member) => member.uid === account.uid);
    expect(own?.factors).toEqual([
      expect.objectContaining({ kind: 'phone', label: 'Celular', approved: true }),
    ]);
    expect(own?.last_sign_in_at).toEqual(expect.any(String));
  });
});

describe("an admin's reset of a member's factors", () => {
  let resetter: { uid: string; email: string; password: string };
  let asAdmin: Client;
  let member: { uid: string; email: string; password: string };
  let memberClient: Client;

  beforeAll(async () => {
    resetter = await staffMember('sf-resetter', { role: 'admin' });
    asAdmin = await webClient(resetter);
    member = await staffMember('sf-member', { permissions: { news: true } });
    memberClient = await webClient(member);
    // Before: the member's session reads drafts (so the refusal after the reset can fail).
    expect(await staffReads(memberClient, member.uid).drafts()).toBe('allowed');
    // Revocation is kept to the second: the sign-in above and the reset must fall in different seconds.
    await pastTokenSecond(memberClient.auth);
    await asAdmin.call(STAFF_FUNCTIONS.resetFactors, { uid: member.uid });
  });

  it("removes the member's factors in Auth", async () => {
    expect((await admin.auth.getUser(member.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
  });

  it("ends the member's open session in the rules at once, whatever ID token it still holds", async () => {
    expect(await staffReads(memberClient, member.uid).drafts()).toBe('permission-denied');
    expect(await staffReads(memberClient, member.uid).ownRecord()).toBe('permission-denied');
  });

  it('is written to the change history, naming the admin', async () => {
    await triggersSettled();
    const entries = await admin.db
      .collection(AUDIT_LOG_COLLECTION)
      .where('collection', '==', COLLECTIONS.adminUsers)
      .where('doc_id', '==', member.uid)
      .get();
    const reset = entries.docs
      .map((entry) => entry.data())
      .find((entry) => entry.fields.includes('factors_reset_at'));
    expect(reset).toMatchObject({ action: 'update', by_uid: resetter.uid });
  });

  it('mails the member, saying which account, who and when', async () => {
    const mail = await inbox.waitFor(
      (received) =>
        received.to.includes(member.email) &&
        received.subject.includes('segundo fator da sua conta do painel foi redefinido'),
      60_000,
    );
    expect(mail.text).toContain(`Conta: ${member.email}`);
    expect(mail.text).toContain(`Redefinido por: Equipe sf-resetter (${resetter.email})`);
    expect(mail.text).toMatch(/Quando: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it('ends the password too: the old one signs in no more, and the mailed link sets a new one', async () => {
    const back = await webClient();
    const old = await signInWithEmailAndPassword(back.auth, member.email, member.password).then(
      () => 'signed in',
      (error: { code?: string }) => String(error.code),
    );
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(old);
    const mail = await inbox.waitFor(
      (received) => received.to.includes(member.email) && received.subject.includes('foi redefinido'),
      60_000,
    );
    await setPasswordThroughLink(passwordLinkIn(mail.text), 'senha-nova-do-membro');
    await signInWithEmailAndPassword(back.auth, member.email, 'senha-nova-do-membro');
    // Signed in with the new password alone: nothing staff-only until a new factor is enrolled and confirmed.
    expect((await back.auth.currentUser!.getIdTokenResult()).signInSecondFactor).toBeNull();
    expect(await staffReads(back, member.uid).drafts()).toBe('permission-denied');
  });

  it('is refused for oneself, and for a member who is not an admin', async () => {
    expect(await callableError(asAdmin.call(STAFF_FUNCTIONS.resetFactors, { uid: resetter.uid }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Você não pode redefinir o seu próprio segundo fator por aqui.',
    });
    const editor = await webClient(await staffMember('sf-editor', { permissions: { news: true } }));
    expect(await callableError(editor.call(STAFF_FUNCTIONS.resetFactors, { uid: target.uid }))).toEqual({
      code: 'functions/permission-denied',
      message: 'Apenas administradores podem gerenciar a equipe.',
    });
  });
});

describe('the reset mark on the staff record, alone', () => {
  // A reset also revokes the refresh tokens, which the callables check first; this shows the record's own mark
  // ends a session by itself (a restored record, or a reset whose revocation did not go through).
  it('ends a session signed in before it, in the callables and for the own record', async () => {
    const member = await staffMember('sf-marked', { role: 'admin' });
    const client = await webClient(member);
    expect(await client.call(STAFF_FUNCTIONS.security, {})).toBeTruthy();
    expect(await staffReads(client, member.uid).ownRecord()).toBe('allowed');

    const signedInAt = Number((await client.auth.currentUser!.getIdTokenResult()).claims.auth_time);
    await admin.db
      .collection(COLLECTIONS.adminUsers)
      .doc(member.uid)
      .update({ sessions_valid_after: signedInAt + 1 });

    expect(await callableError(client.call(STAFF_FUNCTIONS.security, {}))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Sua sessão foi encerrada. Entre novamente.',
    });
    expect(await staffReads(client, member.uid).ownRecord()).toBe('permission-denied');
  });
});

/** The CLI as an operator runs it (async, so this process's SMTP inbox keeps receiving meanwhile). */
async function resetFromCli(email: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return promisify(execFile)('npx', ['tsx', 'scripts/staff-reset-factors.ts', '--email', email], {
    cwd: ROOT,
    env: process.env,
  }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      status: error.code ?? 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

describe('the staff CLI, for the day the last admin loses their phone', () => {
  it("resets any account's factors and tells the member it was the command line", async () => {
    const member = await staffMember('sf-cli', { role: 'admin' });
    const run = await resetFromCli(member.email);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Reset ${member.email}`);
    expect((await admin.auth.getUser(member.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    const mail = await inbox.waitFor(
      (received) =>
        received.to.includes(member.email) &&
        received.subject === 'O segundo fator da sua conta do painel foi redefinido',
      60_000,
    );
    expect(mail.text).toContain('Redefinido por: linha de comando da equipe técnica');
    expect(mail.text).toContain('oobCode=');
    const old = await webClient();
    expect(
      await signInWithEmailAndPassword(old.auth, member.email, member.password).then(
        () => 'signed in',
        (error: { code?: string }) => String(error.code),
      ),
    ).toMatch(/^auth\/(wrong-password|invalid-credential)$/);
  }, 60_000);

  it('refuses a malformed address with the usage', async () => {
    const run = await resetFromCli('nada');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--email must be an email address.');
  }, 60_000);
});
