import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { mailRequestSchema } from '../mail/mailDocument';
import { leadAlert, leadConsoleUrl } from '../mail/leadAlert';
import { queueMail } from '../mail/queue';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';

/** Who may read leads: admins and holders of the `leads` key, as the rules' can('leads') says. */
export function readsLeads(record: Record<string, unknown>): boolean {
  const permissions = record.permissions as Record<string, unknown> | undefined;
  return record.role === 'admin' || permissions?.leads === true;
}

/**
 * Tells each staff member who switched lead alerts on (Equipe screen) that a lead arrived, with a link to it in
 * the console. One mail per lead and member (`lead-alert-<lead id>-<uid>`), so a retried event sends no more.
 */
export async function alertStaffOfLead(db: Firestore, lead: DocumentData, leadId: string): Promise<void> {
  const staff = await db.collection(COLLECTIONS.adminUsers).where('lead_alerts', '==', true).get();
  const url = leadConsoleUrl(siteOrigin({}, originEnv()), leadId);
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
        queueMail(db, `lead-alert-${leadId}-${member.id}`, {
          to: [member.get('email') as string],
          // Answering the alert writes to the visitor; an address the sender would refuse must not cost the alert.
          ...(replyTo ? { replyTo } : {}),
          message: leadAlert(details, { name: String(member.get('name') ?? '') }, url),
        }),
      ),
  );
}
