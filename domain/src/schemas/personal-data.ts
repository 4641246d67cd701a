import { z } from '../zod';
import { requiredEmail } from './fields';

// The data subject's rights (LGPD art. 18) as the admins exercise them: the personalData callable finds, exports
// or erases everything held on one address. The console and the function share these names and texts.

/** One record per erasure, holding no personal data: the address's hash, counts, who and when. */
export const PRIVACY_ERASURES_COLLECTION = 'privacy_erasures';

export const PERSONAL_DATA_ACTIONS = ['export', 'erase'] as const;
export type PersonalDataAction = (typeof PERSONAL_DATA_ACTIONS)[number];

/** Addresses are compared trimmed and in lower case, whatever case the visitor typed them in. */
export function personalDataKey(email: string): string {
  return email.trim().toLowerCase();
}

export const personalDataRequestSchema = z.object({
  email: requiredEmail(254).transform(personalDataKey),
  action: z.enum(PERSONAL_DATA_ACTIONS),
});

export type PersonalDataRequest = z.input<typeof personalDataRequestSchema>;

/** A stored document held on the address, with timestamps as ISO strings. */
export interface PersonalDataRecord {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

export interface PersonalDataResult {
  action: PersonalDataAction;
  /** The address searched, trimmed and in lower case. */
  email: string;
  /** Export: every record found. Erase: every record deleted by this call. */
  records: PersonalDataRecord[];
  /** How many records per collection (the collections searched, zero included). */
  counts: Record<string, number>;
  /**
   * Kept on erase, listed on export: the unsubscribe entry, which holds only a hash of the address and must stay
   * so that no mail goes to it again.
   */
  kept: PersonalDataRecord[];
  /** Erase only: the id of the `privacy_erasures` record written. */
  erasure_id?: string;
}

export const PERSONAL_DATA_MESSAGES = {
  invalidRequest: 'Informe um e-mail válido e a ação (exportar ou apagar).',
} as const;
