import type { PersonalDataRecord } from '@cvc/domain';
import { PRIVACY_COLLECTION_LABELS } from '../../texts/privacy';

export const collectionLabel = (name: string): string => PRIVACY_COLLECTION_LABELS[name] ?? name;

/** One line that lets the admin recognise a record: a name, a subject, what it was about, and when. */
export function recordSummary({ data }: PersonalDataRecord): string {
  const message = data.message as { subject?: unknown } | undefined;
  const parts = [
    data.name,
    data.company,
    data.source,
    data.report_title,
    data.event_id,
    message?.subject,
    data.status,
    data.created_at ?? data.downloaded_at ?? data.requested_at ?? data.at,
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
}

/** The export's file name: the address made safe for a file system, and the day. */
export function exportFileName(email: string, now = new Date()): string {
  return `dados-pessoais-${email.replace(/[^a-z0-9._@-]/gi, '_')}-${now.toISOString().slice(0, 10)}.json`;
}
