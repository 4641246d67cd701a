import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SMTP_URI, SECRET_LOCAL_FILE, ensureLocalSmtpSecret } from './local-mail';

function projectWith(secretFile?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'local-mail-'));
  mkdirSync(join(root, 'functions'));
  if (secretFile !== undefined) writeFileSync(join(root, SECRET_LOCAL_FILE), secretFile);
  return root;
}
const secrets = (root: string) => readFileSync(join(root, SECRET_LOCAL_FILE), 'utf8');

describe('ensureLocalSmtpSecret', () => {
  it('writes functions/.secret.local pointing the functions at the local SMTP port', () => {
    const root = projectWith();
    expect(ensureLocalSmtpSecret(root)).toBe(true);
    expect(secrets(root)).toBe('SMTP_CONNECTION_URI=smtp://127.0.0.1:1025\n');
    expect(LOCAL_SMTP_URI).toBe('smtp://127.0.0.1:1025');
  });

  it("adds the line to a file holding other secrets, and keeps a developer's own value", () => {
    const other = projectWith('OTHER=1');
    expect(ensureLocalSmtpSecret(other)).toBe(true);
    expect(secrets(other)).toBe('OTHER=1\nSMTP_CONNECTION_URI=smtp://127.0.0.1:1025\n');

    const own = projectWith('SMTP_CONNECTION_URI=smtp://127.0.0.1:2525\n');
    expect(ensureLocalSmtpSecret(own)).toBe(false);
    expect(secrets(own)).toBe('SMTP_CONNECTION_URI=smtp://127.0.0.1:2525\n');
  });
});
