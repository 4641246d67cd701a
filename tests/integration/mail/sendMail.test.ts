import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import type { MailDelivery, MailRequest } from '../../../functions/src/mail/mailDocument';
import { adminFirestore } from '../../support/admin-firestore';
import { smtpInbox } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';

// The sendMail function on the emulators, sending to a real SMTP server in this process. There a refused
// connection ends the mail at once; retries, replays and leases are proven in productionRun.test.ts.

type Stored = MailDelivery<{ toMillis(): number }>;

const inbox = smtpInbox();
afterEach(() => inbox.stop());
afterAll(() => inbox.stop());

const mails = () => adminFirestore().collection(COLLECTIONS.mail);

function request(to: string, subject: string): MailRequest {
  return {
    to: [to],
    message: {
      subject,
      text: 'Olá, Maria.\n\nSua inscrição está confirmada.',
      html: '<p>Olá, <strong>Maria</strong>.</p><p>Sua inscrição está confirmada.</p>',
      attachments: [
        {
          filename: 'evento.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          contentType: 'text/calendar',
        },
      ],
    },
  };
}

/** The mail's delivery once `done` holds for it, watched live. */
function deliveryWhen(id: string, done: (d: Stored) => boolean, timeoutMs = 15_000): Promise<Stored> {
  return new Promise((resolve, reject) => {
    let last: unknown;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`delivery of ${id} never matched; last ${JSON.stringify(last)}`));
    }, timeoutMs);
    const unsubscribe = mails()
      .doc(id)
      .onSnapshot((snapshot) => {
        const delivery = snapshot.get('delivery') as Stored | undefined;
        last = delivery;
        if (delivery && done(delivery)) {
          clearTimeout(timer);
          unsubscribe();
          resolve(delivery);
        }
      }, reject);
  });
}

const finished = (d: Stored) => d.state === 'SUCCESS' || d.state === 'ERROR';

describe('sendMail', () => {
  it('delivers a mail document over SMTP: recipients, sender, subject, text, html and attachment', async () => {
    await inbox.start();
    const to = `maria.${randomUUID().slice(0, 8)}@empresa.com.br`;
    const ref = await mails().add(request(to, 'Inscrição confirmada: Encontro CVC'));

    const mail = await inbox.waitFor((m) => m.to.includes(to));
    expect(mail.envelopeTo).toEqual([to]);
    expect(mail.from).toBe('nao-responda@cvc.org.br');
    expect(mail.fromName).toBe('Associação Brasileira de Corporate Venture Capital');
    expect(mail.subject).toBe('Inscrição confirmada: Encontro CVC');
    expect(mail.text.trim()).toBe('Olá, Maria.\n\nSua inscrição está confirmada.');
    expect(mail.html).toBe('<p>Olá, <strong>Maria</strong>.</p><p>Sua inscrição está confirmada.</p>');
    expect(mail.attachments).toEqual([
      {
        filename: 'evento.ics',
        contentType: 'text/calendar',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ]);

    const delivery = await deliveryWhen(ref.id, finished);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, leaseEventId: null });
    expect(delivery.info).toMatchObject({ accepted: [to], rejected: [] });
    expect(delivery.info?.messageId).toMatch(/^<.+@cvc\.org\.br>$/);
    expect(delivery.endTime!.toMillis()).toBeGreaterThanOrEqual(delivery.startTime!.toMillis());
    // Exactly once, though the sender's own writes fire its trigger again: once those runs are over, a second
    // send would show as a second claim on the document.
    await triggersSettled();
    expect((await mails().doc(ref.id).get()).get('delivery')).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
    });
    expect(inbox.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('ends a mail at its first refused connection on the emulators (no SMTP server runs), and sends it again when set to RETRY', async () => {
    const to = `down.${randomUUID().slice(0, 8)}@empresa.com.br`;
    const ref = await mails().add(request(to, 'Servidor fora'));

    // No retries against the closed port: they would keep the emulator's trigger queue busy for other suites.
    // Production retries it (productionRun.test.ts).
    const failed = await deliveryWhen(ref.id, finished);
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 1, leaseEventId: null, nextAttemptTime: null });
    expect(failed.error).toMatch(/ECONNREFUSED/);

    // The extension's way to resend: set the state to RETRY by hand (here with the Admin SDK, as the console does).
    await inbox.start();
    await ref.update({ 'delivery.state': 'RETRY' });
    await inbox.waitFor((m) => m.to.includes(to));
    expect(await deliveryWhen(ref.id, (d) => d.state === 'SUCCESS')).toMatchObject({
      attempts: 2,
      error: null,
    });
  });

  it('refuses a malformed document with the reason, without trying', async () => {
    await inbox.start();
    const ref = await mails().add({
      to: [],
      message: { subject: 'Sem destinatário', text: 'x', html: '<p>x</p>' },
    });
    const failed = await deliveryWhen(ref.id, finished);
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 0 });
    expect(failed.error).toBe('Malformed mail document (to: no recipient)');
    expect(inbox.messages.filter((m) => m.subject === 'Sem destinatário')).toEqual([]);
  });
});
