import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import type { MailRequest } from '../../../functions/src/mail/mailDocument';
import { adminApp } from '../../../functions/src/shared/adminApp';
import type { sendMail } from '../../../functions/src/mail/sendMail';

// What productionRun.test.ts (and the run it crashes, crashingRun.ts) share: the documents the handler works on,
// the event production hands it, the settings it reads, and an SMTP server whose replies a test chooses.

/**
 * Not `mail/`: the sendMail trigger deployed on the emulators would handle those too and race the run under
 * test. The handler works on whatever document its event names, so only the test's run sees these.
 */
export const RUN_COLLECTION = 'mail_production_run_test';

export type WrittenEvent = Parameters<typeof sendMail.run>[0];

/** The mail settings production reads from its params, for a run in this process. */
export function productionSettings(smtpUri: string): Record<string, string> {
  return {
    MAIL_ENABLED: 'true',
    MAIL_FROM: 'Associação Brasileira de Corporate Venture Capital <nao-responda@cvc.org.br>',
    MAIL_MAX_ATTEMPTS: '3',
    MAIL_RETRY_BASE_SECONDS: '1',
    SMTP_CONNECTION_URI: smtpUri,
  };
}

export function runDocument(id: string): DocumentReference {
  return getFirestore(adminApp()).collection(RUN_COLLECTION).doc(id);
}

export function mailTo(to: string, subject: string): MailRequest {
  return { to: [to], message: { subject, text: 'Olá.', html: '<p>Olá.</p>' } };
}

/**
 * The event Eventarc delivers for a write to `ref`, as the trigger's `run` receives it once firebase-functions
 * has decoded it. A replay after a crash carries the same `id`.
 */
export async function writtenEvent(ref: DocumentReference, id: string = randomUUID()): Promise<WrittenEvent> {
  const after = await ref.get();
  return {
    id,
    specversion: '1.0',
    source: `//firestore.googleapis.com/projects/${process.env.GCLOUD_PROJECT}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    time: new Date().toISOString(),
    subject: `documents/${ref.path}`,
    project: process.env.GCLOUD_PROJECT ?? '',
    location: 'southamerica-east1',
    database: '(default)',
    namespace: '(default)',
    document: ref.path,
    params: { id: ref.id },
    data: { before: after, after },
  } as unknown as WrittenEvent;
}

/** What the server answers to RCPT TO for an address: 250 unless told otherwise. */
export interface RecipientReply {
  code: number;
  text: string;
  /** How many times to answer so before accepting; every time when absent. */
  times?: number;
}

export interface ScriptedSmtp {
  readonly uri: string;
  /** Recipients of every message the server took (after 250 to DATA). */
  readonly delivered: string[];
  reply(address: string, answer: RecipientReply): void;
  /** Hold DATA unanswered, and call `onHeld` when a message for `address` is waiting. */
  hold(address: string, onHeld: () => void): void;
  /** Answer `address`'s messages again. */
  release(address: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 whose replies per recipient a test sets. */
export async function scriptedSmtp(): Promise<ScriptedSmtp> {
  const replies = new Map<string, RecipientReply>();
  const holds = new Map<string, () => void>();
  const delivered: string[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        const answer = replies.get(address.address.toLowerCase());
        if (!answer || answer.times === 0) return callback();
        if (answer.times !== undefined) answer.times--;
        callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
      },
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        stream.resume();
        stream.on('end', () => {
          const held = to.map((address) => holds.get(address)).find(Boolean);
          if (held) return held(); // never answered: the sender waits until it dies
          delivered.push(...to);
          callback();
        });
      },
    });

  const smtp: ScriptedSmtp = {
    get uri() {
      return `smtp://127.0.0.1:${port}`;
    },
    delivered,
    reply: (address, answer) => replies.set(address.toLowerCase(), answer),
    hold: (address, onHeld) => holds.set(address.toLowerCase(), onHeld),
    release: (address) => holds.delete(address.toLowerCase()),
    async start() {
      if (server) return;
      const starting = create();
      await new Promise<void>((resolve, reject) => {
        starting.once('error', reject);
        starting.listen(port, '127.0.0.1', () => resolve());
      });
      port = (starting.server.address() as AddressInfo).port;
      server = starting;
    },
    async stop() {
      const stopping = server;
      server = null;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
