import { adminApp } from './adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { acknowledgedTopic, leadAcknowledgement } from './mail/leadAcknowledgement';
import { mailLanguage } from './mail/layout';
import { isRecent, queueMail } from './mail/queue';

/**
 * Answers a membership or program form: the visitor learns their request arrived, in the language they used.
 * One mail per lead (`lead-ack-<lead id>`), however often the event is delivered.
 */
export const acknowledgeLead = onDocumentCreated(`${COLLECTIONS.leads}/{leadId}`, async (event) => {
  const lead = event.data?.data();
  if (!lead || !isRecent(lead.created_at)) return;
  const language = mailLanguage(lead.language);
  const topic = acknowledgedTopic(lead.source, language);
  if (!topic || typeof lead.email !== 'string') return;
  await queueMail(getFirestore(adminApp()), `lead-ack-${event.params.leadId}`, {
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
});
