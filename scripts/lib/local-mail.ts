import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Mail on this machine: the functions on the emulators send to 127.0.0.1:1025, where `npm start` runs the
// maildev catcher (web inbox on 1080) and the tests run their own SMTP server (tests/support/smtp-inbox.ts).
// maildev is no Firebase emulator, so its ports live here rather than in firebase.json.

export const LOCAL_SMTP_HOST = '127.0.0.1';
export const LOCAL_SMTP_PORT = 1025;
export const LOCAL_INBOX_PORT = 1080;
export const LOCAL_SMTP_URI = `smtp://${LOCAL_SMTP_HOST}:${LOCAL_SMTP_PORT}`;

/** The Functions emulator reads secret parameters from this file (gitignored), never from Secret Manager. */
export const SECRET_LOCAL_FILE = join('functions', '.secret.local');

/**
 * Makes sure functions/.secret.local gives SMTP_CONNECTION_URI, pointing at the local SMTP port: without it the
 * emulator asks Secret Manager, which this machine cannot reach. A value someone set by hand is kept.
 * Returns whether the file was changed.
 */
export function ensureLocalSmtpSecret(root: string): boolean {
  const file = join(root, SECRET_LOCAL_FILE);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^SMTP_CONNECTION_URI=/m.test(current)) return false;
  const separator = current && !current.endsWith('\n') ? '\n' : '';
  writeFileSync(file, `${current}${separator}SMTP_CONNECTION_URI=${LOCAL_SMTP_URI}\n`);
  return true;
}
