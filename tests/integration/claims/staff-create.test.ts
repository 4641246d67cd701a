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

// The staff:create CLI's work against the auth and firestore emulators (project demo-cvc).
let app: App;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `staff-cli-${randomUUID()}`);
});
afterAll(() => deleteApp(app));

describe('staff:create', () => {
  it('creates the login, the admin_users record and the claims; a second run updates the same account', async () => {
    const email = `cli-${randomUUID()}@test.local`;
    const first = await createStaffAccount(
      app,
      parseStaffArgs([
        '--email',
        email,
        '--password',
        'primeira-senha',
        '--perms',
        'news,leads',
        '--name',
        'Ana',
      ]),
    );
    expect(first).toMatchObject({ created: true, claims: { perms: { news: true, leads: true } } });
    expect((await getAuth(app).getUser(first.uid)).customClaims).toEqual({
      perms: { news: true, leads: true },
    });
    const record = await getFirestore(app).collection(COLLECTIONS.adminUsers).doc(first.uid).get();
    expect(record.data()).toEqual({ email, name: 'Ana', permissions: { news: true, leads: true } });

    const second = await createStaffAccount(
      app,
      parseStaffArgs(['--email', email, '--password', 'outra-senha', '--admin']),
    );
    expect(second).toMatchObject({ uid: first.uid, created: false, claims: { role: 'admin' } });
    expect((await getAuth(app).getUser(first.uid)).customClaims).toEqual({ role: 'admin' });
  });
});
