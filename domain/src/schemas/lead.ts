import { z } from '../zod';
import { LEAD_SOURCES, LEAD_STATUSES } from '../labels/lead';
import type { LeadSource, LeadStatus } from '../labels/lead';
import { PUBLIC_TEXT_MAX as MAX } from '../public-limits';
import { requiredEmail, requiredText, visitorLanguage, formConsentFields } from './fields';
import type { Language } from '../constants';

/**
 * What a public lead form may create. Position is sent only by the campaign and Venture Lab forms; when blank
 * the key is left out altogether, because Firestore rejects `undefined` values and the rules accept the key
 * only as a non-empty string.
 */
export const leadInputSchema = z
  .object({
    name: requiredText(MAX.name),
    email: requiredEmail(MAX.email),
    company: requiredText(MAX.company),
    phone: requiredText(MAX.phone),
    position: z.string().trim().max(MAX.position).optional(),
    source: z.enum(LEAD_SOURCES),
    status: z.literal('new').default('new'),
    language: visitorLanguage(),
    ...formConsentFields,
  })
  .transform(({ position, ...lead }): LeadData => (position ? { ...lead, position } : lead));

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadData = {
  name: string;
  email: string;
  company: string;
  phone: string;
  position?: string;
  source: LeadSource;
  status: 'new';
  language?: Language;
  notice_version?: string;
  marketing_opt_in?: boolean;
};

export const leadStatusSchema = z.enum(LEAD_STATUSES);

/** A stored lead as the admin reads it; status and notes change afterwards, position may be absent. */
export type Lead = Omit<LeadData, 'status' | 'position' | 'language'> & {
  id: string;
  position?: string | null;
  status: LeadStatus;
  notes?: string | null;
  created_at: Date | null;
  /** Set by the functions when this lead repeats an earlier one (domain lead-repeats): the earlier lead's id. */
  repeat_of?: string | null;
};
