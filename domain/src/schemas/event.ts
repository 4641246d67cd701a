import { z } from '../zod';
import { SPONSOR_LOGOS_MAX, STAFF_LIST_TEXT_MAX } from '../field-limits';
import {
  isoDate,
  optionalText,
  optionalTime,
  optionalUrl,
  requiredText,
  requiredUrl,
  staffList,
} from './fields';
import { translationsField } from './translation';
import { VALIDATION_MESSAGES as MSG } from './messages';
import { publishAtField, scheduleOrder, unpublishAtField } from './schedule';

/** One logo under 'Patrocinadores'; the admin's add button checks a new entry with this before adding it. */
export const sponsorLogoSchema = z.object({
  name: requiredText(STAFF_LIST_TEXT_MAX, MSG.sponsorIncomplete),
  logo_url: requiredUrl(MSG.sponsorIncomplete),
});

export type SponsorLogo = z.output<typeof sponsorLogoSchema>;

const eventFields = z.object({
  title: requiredText(),
  // A calendar day, not a moment: 'YYYY-MM-DD' reads the same in every time zone.
  date: isoDate(),
  location: requiredText(),
  description: requiredText(),
  full_description: optionalText(),
  image_url: optionalUrl(),
  registration_url: optionalUrl(),
  start_time: optionalTime(),
  end_time: optionalTime(),
  // Free text naming the sponsors, shown above their logos.
  sponsors: optionalText(),
  sponsor_logos: staffList(sponsorLogoSchema, SPONSOR_LOGOS_MAX)
    .nullish()
    .transform((logos) => logos ?? []),
  enabled: z.boolean().default(true),
  // Seats: a whole number of at least one; empty means unlimited (event-seats.ts).
  capacity: z.number({ error: MSG.capacity }).int(MSG.capacity).min(1, MSG.capacity).nullish(),
  // As for reports: the console's save turns "Publicar em" into published_at; it is never stored as such.
  publish_at: publishAtField(),
  unpublish_at: unpublishAtField(),
  translations: translationsField('events'),
});

export const eventSchema = eventFields.superRefine(scheduleOrder);

export type EventInput = z.input<typeof eventSchema>;
export type EventData = z.output<typeof eventSchema>;
/** An event as the site shows it: its schedule decides whether it is shown, not how. */
export type CvcEvent = Omit<EventData, 'publish_at' | 'unpublish_at'> & { id: string };
