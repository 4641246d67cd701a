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
 * The functions' secrets on the emulators: the SMTP connection to the local port, and a fixed key for the
 * unsubscribe links that signs nothing of value. A real project keeps its own in Secret Manager.
 */
export const LOCAL_SECRETS = {
  SMTP_CONNECTION_URI: LOCAL_SMTP_URI,
  UNSUBSCRIBE_SECRET: 'local-emulator-unsubscribe-key-not-a-secret',
} as const;

/**
 * Makes sure functions/.secret.local gives every secret the functions declare: without one the emulator asks
 * Secret Manager, which this machine cannot reach. A value someone set by hand is kept.
 * Returns whether the file was changed.
 */
export function ensureLocalSecrets(root: string): boolean {
  const file = join(root, SECRET_LOCAL_FILE);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = Object.entries(LOCAL_SECRETS).filter(([name]) => !new RegExp(`^${name}=`, 'm').test(current));
  if (missing.length === 0) return false;
  const separator = current && !current.endsWith('\n') ? '\n' : '';
  const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
  writeFileSync(file, `${current}${separator}${lines}`);
  return true;
}
