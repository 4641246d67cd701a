import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { acknowledgedTopic, leadAcknowledgement } from '../mail/leadAcknowledgement';
import { mailLanguage } from '../mail/layout';
import { queueVisitorMail } from '../mail/visitorMail';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';

/**
 * Answers a membership or program form: the visitor learns their request arrived, in the language they used.
 * One mail per lead (`lead-ack-<lead id>`), however often the event is delivered; none to an address that
 * unsubscribed. receiveLead declares UNSUBSCRIBE_SECRET for it.
 */
export async function acknowledgeLead(db: Firestore, lead: DocumentData, leadId: string): Promise<void> {
  const language = mailLanguage(lead.language);
  const topic = acknowledgedTopic(lead.source, language);
  if (!topic || typeof lead.email !== 'string') return;
  const { email } = lead;
  await queueVisitorMail(db, `lead-ack-${leadId}`, {
    to: email,
    language,
    origin: siteOrigin({}, originEnv()),
    compose: (unsubscribeUrl) =>
      leadAcknowledgement(
        {
          name: String(lead.name ?? ''),
          email,
          company: String(lead.company ?? ''),
          phone: String(lead.phone ?? ''),
          position: typeof lead.position === 'string' ? lead.position : null,
        },
        topic,
        language,
        unsubscribeUrl,
      ),
  });
}
