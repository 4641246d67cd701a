import { z } from '../zod';
import { PUBLIC_TEXT_MAX as MAX } from '../public-limits';
import { documentId, requiredEmail, requiredText, visitorLanguage, formConsentFields } from './fields';

export const eventRsvpInputSchema = z.object({
  event_id: documentId(MAX.id),
  name: requiredText(MAX.name),
  email: requiredEmail(MAX.email),
  company: requiredText(MAX.company),
  position: requiredText(MAX.position),
  phone: requiredText(MAX.phone),
  language: visitorLanguage(),
  ...formConsentFields,
});

export type EventRsvpInput = z.input<typeof eventRsvpInputSchema>;
export type EventRsvpData = z.output<typeof eventRsvpInputSchema>;
export type EventRsvp = EventRsvpData & { id: string; created_at: Date | null };
