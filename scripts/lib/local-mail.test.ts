import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SMTP_URI, SECRET_LOCAL_FILE, ensureLocalSecrets } from './local-mail';

function projectWith(secretFile?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'local-mail-'));
  mkdirSync(join(root, 'functions'));
  if (secretFile !== undefined) writeFileSync(join(root, SECRET_LOCAL_FILE), secretFile);
  return root;
}
const secrets = (root: string) => readFileSync(join(root, SECRET_LOCAL_FILE), 'utf8');

describe('ensureLocalSecrets', () => {
  it('writes functions/.secret.local pointing the functions at the local SMTP port, with a local unsubscribe key', () => {
    const root = projectWith();
    expect(ensureLocalSecrets(root)).toBe(true);
    expect(secrets(root)).toBe(
      'SMTP_CONNECTION_URI=smtp://127.0.0.1:1025\nUNSUBSCRIBE_SECRET=local-emulator-unsubscribe-key-not-a-secret\n',
    );
    expect(LOCAL_SMTP_URI).toBe('smtp://127.0.0.1:1025');
  });

  it("adds the line to a file holding other secrets, and keeps a developer's own value", () => {
    const other = projectWith('OTHER=1\nUNSUBSCRIBE_SECRET=mine');
    expect(ensureLocalSecrets(other)).toBe(true);
    expect(secrets(other)).toBe('OTHER=1\nUNSUBSCRIBE_SECRET=mine\nSMTP_CONNECTION_URI=smtp://127.0.0.1:1025\n');

    const own = projectWith('SMTP_CONNECTION_URI=smtp://127.0.0.1:2525\nUNSUBSCRIBE_SECRET=mine\n');
    expect(ensureLocalSecrets(own)).toBe(false);
    expect(secrets(own)).toBe('SMTP_CONNECTION_URI=smtp://127.0.0.1:2525\nUNSUBSCRIBE_SECRET=mine\n');
  });
});
