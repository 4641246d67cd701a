import { adminApp } from '../shared/adminApp';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, LEAD_SEARCH_FIELD, leadEmailKey, leadSearchTokens } from '@cvc/domain';
import { acknowledgeLead } from './acknowledgeLead';
import { alertStaffOfLead } from './alertStaffOfLead';
import { findEarlierLead } from './leadRepeats';
import { askForNewsletter } from '../newsletter/askForNewsletter';
import { isRecent } from '../mail/queue';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { retentionParams } from '../shared/params';
import { isNotFound } from '../shared/errorCodes';
import { EXPIRE_AT_FIELD, leadExpiry, storedAt } from '../shared/retention';

/**
 * Everything a new lead needs, in one run (each trigger run on a lead is a cold start to pay and, on the
 * emulators, a turn in one queue): one update writes its search tokens, `email_key` (its address in lower case,
 * so later repeats find it whatever the case) and, when it repeats an earlier lead (same address and source
 * within REPEAT_LEAD_WINDOW_MS), `repeat_of`; and `expire_at`, when Firestore TTL deletes it. Only this Admin
 * SDK write sets those fields: the rules refuse them to every client. A lead that is not a repeat and was just
 * sent is then acknowledged and announced to staff.
 */
// The acknowledgement's (and a newsletter confirmation's) unsubscribe link is signed with this secret
// (functions/src/mail/visitorMail.ts).
const NEW_LEAD = { document: `${COLLECTIONS.leads}/{leadId}` as const, secrets: [UNSUBSCRIBE_SECRET] };

export const receiveLead = onDocumentCreated(NEW_LEAD, async (event) => {
  const snapshot = event.data;
  const lead = snapshot?.data();
  if (!snapshot || !lead) return;
  const leadId = event.params.leadId;
  const db = getFirestore(adminApp());
  const repeatOf = typeof lead.email === 'string' ? await findEarlierLead(db, lead, leadId) : null;

  const tokens = leadSearchTokens(lead);
  const current: unknown = lead[LEAD_SEARCH_FIELD];
  const stamp = {
    // A lead that already holds the right tokens (seeded, migrated) keeps them.
    ...(Array.isArray(current) && current.join('\u0000') === tokens.join('\u0000')
      ? {}
      : { [LEAD_SEARCH_FIELD]: tokens }),
    ...(typeof lead.email === 'string' ? { email_key: leadEmailKey(lead.email) } : {}),
    ...(repeatOf ? { repeat_of: repeatOf } : {}),
    ...(lead[EXPIRE_AT_FIELD] instanceof Timestamp
      ? {}
      : {
          [EXPIRE_AT_FIELD]: Timestamp.fromDate(
            leadExpiry(storedAt(lead.created_at, new Date(event.time)), retentionParams()),
          ),
        }),
  };
  if (Object.keys(stamp).length > 0) {
    try {
      await snapshot.ref.update(stamp);
    } catch (error) {
      // Deleted before this run (staff were quick, a test cleaned up): nothing to stamp or announce.
      if (isNotFound(error)) return;
      throw error;
    }
  }

  // A repeat's sender was answered and staff were told with the earlier lead; seeds and imports are not news.
  if (repeatOf || !isRecent(lead.created_at)) return;
  await Promise.all([
    acknowledgeLead(db, lead, leadId),
    alertStaffOfLead(db, lead, leadId),
    askForNewsletter(db, COLLECTIONS.leads, leadId, lead, `${COLLECTIONS.leads}:${String(lead.source)}`),
  ]);
});
