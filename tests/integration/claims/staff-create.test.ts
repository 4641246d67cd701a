import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { createStaffAccount } from '../../../scripts/lib/staff-account';
import { parseStaffArgs } from '../../../scripts/lib/staff-args';
import { PROJECT_ID } from '../../support/emulators';
import { smtpInbox } from '../../support/smtp-inbox';

// The staff:create CLI's work against the auth and firestore emulators (project demo-cvc).
const LOGIN = 'http://127.0.0.1:5000/admin/login';
const inbox = smtpInbox();
let app: App;
beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `staff-cli-${randomUUID()}`);
  await inbox.start();
});
afterAll(async () => {
  await inbox.stop();
  await deleteApp(app);
});

describe('staff:create', () => {
  it('creates a login whose password nobody was told, mails the invitation, and merges a later run', async () => {
    const email = `cli-${randomUUID()}@test.local`;
    const first = await createStaffAccount(
      app,
      parseStaffArgs(['--email', email, '--perms', 'news,leads', '--name', 'Ana']),
      LOGIN,
    );
    expect(first).toMatchObject({ created: true, claims: { perms: { news: true, leads: true } } });
    const user = await getAuth(app).getUser(first.uid);
    expect(user.customClaims).toEqual({ perms: { news: true, leads: true } });
    // Not vouched for by whoever ran the CLI: the invitation's link verifies the address.
    expect(user.emailVerified).toBe(false);
    const recordRef = getFirestore(app).collection(COLLECTIONS.adminUsers).doc(first.uid);
    expect((await recordRef.get()).data()).toEqual({
      email,
      name: 'Ana',
      permissions: { news: true, leads: true },
      updated_by: null,
    });
    const invitation = await inbox.waitFor(
      (mail) => mail.to.includes(email) && mail.subject === 'Convite para o painel da Associação CVC',
      60_000,
    );
    expect(invitation.text).toContain('oobCode=');

    // What the server keeps on the record (a reset's end of sessions, approved factors) survives a rerun.
    await recordRef.update({ sessions_valid_after: 1_800_000_000, approved_factors: ['phone-1'] });
    const second = await createStaffAccount(app, parseStaffArgs(['--email', email, '--admin']), LOGIN);
    expect(second).toMatchObject({ uid: first.uid, created: false, claims: { role: 'admin' } });
    expect((await getAuth(app).getUser(first.uid)).customClaims).toEqual({ role: 'admin' });
    expect((await recordRef.get()).data()).toEqual({
      email,
      name: email.split('@')[0],
      role: 'admin',
      permissions: {},
      updated_by: null,
      sessions_valid_after: 1_800_000_000,
      approved_factors: ['phone-1'],
    });
    // A rerun sets no password and mails no second invitation.
    expect((await getAuth(app).getUser(first.uid)).passwordHash).toBe(user.passwordHash);
  });
});
