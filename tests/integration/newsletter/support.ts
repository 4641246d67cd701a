import type { ReceivedMail } from '../../support/smtp-inbox';

/** The address inside a received mail's List-Unsubscribe header. */
export function unsubscribeLinkIn(mail: ReceivedMail): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith('list-unsubscribe:'));
  return /<(.+)>/.exec(line ?? '')![1]!;
}

/** A received mail's header, unfolded, or null. */
export function headerIn(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
