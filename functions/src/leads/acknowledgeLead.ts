import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { acknowledgedTopic, leadAcknowledgement } from '../mail/leadAcknowledgement';
import { mailLanguage } from '../mail/layout';
import { queueMail } from '../mail/queue';

/**
 * Answers a membership or program form: the visitor learns their request arrived, in the language they used.
 * One mail per lead (`lead-ack-<lead id>`), however often the event is delivered.
 */
export async function acknowledgeLead(db: Firestore, lead: DocumentData, leadId: string): Promise<void> {
  const language = mailLanguage(lead.language);
  const topic = acknowledgedTopic(lead.source, language);
  if (!topic || typeof lead.email !== 'string') return;
  await queueMail(db, `lead-ack-${leadId}`, {
    to: [lead.email],
    message: leadAcknowledgement(
      {
        name: String(lead.name ?? ''),
        email: lead.email,
        company: String(lead.company ?? ''),
        phone: String(lead.phone ?? ''),
        position: typeof lead.position === 'string' ? lead.position : null,
      },
      topic,
      language,
    ),
  });
}
