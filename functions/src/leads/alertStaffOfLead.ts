import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { mailRequestSchema } from '../mail/mailDocument';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { alertMember } from './alertMember';
import { readsLeads } from './readsLeads';

export { readsLeads };

/**
 * Tells each staff member who switched lead alerts on (Equipe screen) that a lead arrived, with a link to it in
 * the console: one mail per lead and member (`lead-alert-<lead id>-<uid>`), within the member's hourly ceiling;
 * past it the lead waits for a digest (alertMember), so a flood of anonymous leads cannot flood the team's
 * inboxes nor spend the SMTP quota that security mail needs.
 */
export async function alertStaffOfLead(
  db: Firestore,
  lead: DocumentData,
  leadId: string,
  now: Date = new Date(),
): Promise<void> {
  const staff = await db.collection(COLLECTIONS.adminUsers).where('lead_alerts', '==', true).get();
  const origin = siteOrigin({}, originEnv());
  const details = {
    name: String(lead.name ?? ''),
    email: String(lead.email ?? ''),
    company: String(lead.company ?? ''),
    phone: String(lead.phone ?? ''),
    position: typeof lead.position === 'string' ? lead.position : null,
    source: String(lead.source ?? ''),
  };
  const replyTo = mailRequestSchema.shape.replyTo.safeParse(details.email).data;
  await Promise.all(
    staff.docs
      .filter((member) => readsLeads(member.data()) && typeof member.get('email') === 'string')
      .map((member) =>
        alertMember(
          db,
          { uid: member.id, email: member.get('email') as string, name: String(member.get('name') ?? '') },
          { id: leadId, details, replyTo },
          origin,
          now,
        ),
      ),
  );
}
