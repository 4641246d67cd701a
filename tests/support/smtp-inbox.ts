import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LOCAL_SMTP_HOST, LOCAL_SMTP_PORT } from '../../scripts/lib/local-mail';

/**
 * A real SMTP server inside the test process, on the port the functions send to on the emulators
 * (127.0.0.1:1025, scripts/lib/local-mail.ts). Nothing else listens there during test runs, so while no
 * inbox is started the functions' mail fails fast (connection refused) and ends in ERROR.
 *
 *   const inbox = smtpInbox();
 *   beforeAll(() => inbox.start());
 *   afterAll(() => inbox.stop());
 *   const mail = await inbox.waitFor((m) => m.to.includes('maria@empresa.com.br'));
 *   expect(mail.subject).toBe('…'); expect(mail.attachments[0].filename).toBe('evento.ics');
 *
 * The integration suites use it, one file at a time. Playwright's workers share one server of the run instead
 * (tests/support/mail-spool.ts), which parses what it takes with `parse` below.
 */

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface ReceivedMail {
  /** Sender address (`nao-responda@…`) and display name, as the From header gives them. */
  from: string;
  fromName: string;
  /** Recipient addresses, lower-cased, from the To header. */
  to: string[];
  /** Where the server was told to deliver (SMTP RCPT TO), lower-cased. */
  envelopeTo: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
  /** The message as it came over the wire. */
  raw: string;
}

export interface SmtpInbox {
  /** Every message received since start or the last clear(), oldest first. */
  readonly messages: readonly ReceivedMail[];
  /** The first message (already received or still to come) matching `predicate`; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  /** Listens; resolves once connections are accepted. Starting a started inbox does nothing. */
  start(): Promise<void>;
  /** Stops listening (connections are then refused); the messages stay readable. */
  stop(): Promise<void>;
}

const addresses = (field: unknown): string[] => {
  const list = (Array.isArray(field) ? field : field ? [field] : []) as { value: { address?: string }[] }[];
  return list.flatMap((entry) => entry.value.map((v) => (v.address ?? '').toLowerCase()));
};

export async function parse(raw: string, envelopeTo: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from: parsed.from?.value[0]?.address ?? '',
    fromName: parsed.from?.value[0]?.name ?? '',
    to: addresses(parsed.to),
    envelopeTo,
    replyTo: parsed.replyTo?.value[0]?.address ?? null,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content.toString('utf8'),
    })),
    raw,
  };
}

/**
 * Mail leaves through triggers, which the emulator runs one at a time: a wait for a mail first lets the work
 * queued ahead of it run (support/trigger-queue.ts), so its own limit covers its mail only. Without the
 * emulators (no Firestore host) there is no queue to wait for.
 */
async function triggersDrained(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) return;
  const { triggersSettled } = await import('./trigger-queue');
  await triggersSettled();
}

export function smtpInbox(
  port = LOCAL_SMTP_PORT,
  host = LOCAL_SMTP_HOST,
  /** What a wait for a mail does first; Playwright's fixture also grows the test's limit by it. */
  beforeWait: () => Promise<void> = triggersDrained,
): SmtpInbox {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A sender still connected when a test stops the server is cut off at once rather than waited for.
      closeTimeout: 500,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          parse(Buffer.concat(chunks).toString('utf8'), envelopeTo).then(
            (mail) => {
              messages.push(mail);
              for (const wake of waiters) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  return {
    messages,
    async waitFor(predicate, timeoutMs = 15_000) {
      const received = messages.find(predicate);
      if (received) return received;
      await beforeWait();
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = messages.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'none';
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    async start() {
      if (server) return;
      const starting = create();
      await new Promise<void>((resolve, reject) => {
        starting.once('error', reject);
        starting.listen(port, host, () => {
          starting.off('error', reject);
          starting.on('error', (error) => console.error('smtp-inbox:', error));
          resolve();
        });
      });
      server = starting;
    },
    async stop() {
      const stopping = server;
      server = null;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
}
