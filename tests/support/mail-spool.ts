import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { LOCAL_SMTP_HOST, LOCAL_SMTP_PORT } from '../../scripts/lib/local-mail';
import { parse, type ReceivedMail, type SmtpInbox } from './smtp-inbox';

// Playwright's workers share one real SMTP server on the functions' port (127.0.0.1:1025): the runner starts it
// in its global setup and it writes every message it takes, parsed, to a spool directory, one file each, named
// in the order received. Each worker reads the spool as its inbox; a spec finds its own mail by its address.

/** Where the run's spool is, for the workers (set by the global setup). */
export const MAIL_SPOOL_ENV = 'E2E_MAIL_SPOOL';

/** Starts the server; resolves to a function that stops it and removes the spool. */
export async function startMailSpool(dir: string): Promise<() => Promise<void>> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const name = String((received += 1)).padStart(8, '0');
        parse(Buffer.concat(chunks).toString('utf8'), envelopeTo).then(
          (mail) => {
            // Written then renamed, so a reader never sees half a message.
            writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(mail));
            renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(LOCAL_SMTP_PORT, LOCAL_SMTP_HOST, () => {
      server.off('error', reject);
      server.on('error', (error) => console.error('mail spool:', error));
      resolve();
    });
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A worker's view of the spool, as an SmtpInbox: every message of the run (since the last clear()). */
export function spooledInbox(dir: string, beforeWait: () => Promise<void>): SmtpInbox {
  const all: ReceivedMail[] = [];
  // By name, not by count: messages are parsed side by side, so a later one may land before an earlier one.
  const read = new Set<string>();
  let from = 0;
  const fresh = () => {
    const names = readdirSync(dir)
      .filter((name) => name.endsWith('.json') && !read.has(name))
      .sort();
    for (const name of names) {
      all.push(JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
      read.add(name);
    }
    return all.slice(from);
  };
  return {
    get messages() {
      return fresh();
    },
    async waitFor(predicate, timeoutMs = 15_000) {
      const found = fresh().find(predicate);
      if (found) return found;
      await beforeWait();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = fresh().find(predicate);
        if (mail) return mail;
        if (Date.now() > deadline) {
          const seen = fresh().map((m) => `"${m.subject}" to ${m.to.join(', ')}`);
          throw new Error(`No matching mail within ${timeoutMs} ms (received: ${seen.join('; ') || 'none'})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    clear() {
      fresh();
      from = all.length;
    },
    // The runner's server is always listening.
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}
