import { z } from '../zod';
import {
  MEDIA_LINKS_MAX,
  PRIVACY_TEXT_MAX,
  STAFF_LIST_TEXT_MAX,
  VIDEO_EMBED_MESSAGE,
  VIDEO_EMBED_PATTERN,
} from '../field-limits';
import {
  COURSE_INSTALMENTS_MAX,
  COURSE_OFFER_MESSAGES as OFFER,
  COURSE_PRICE_BRL_MAX,
} from '../course-offers';
import { isIsoDate } from '../format';
import { isoDate, requiredEmail, requiredText, requiredUrl, staffList } from './fields';
import { IDENTITY_TEXT_MAX, PROFILE_URLS_MAX, SITE_LOGOS_MAX, type SiteIdentity } from '../site-identity';
import { sponsorLogoSchema } from './event';

const VIDEO_EMBED = new RegExp(`^${VIDEO_EMBED_PATTERN}$`, 's');

const mediaLink = z.object({ outlet: requiredText(STAFF_LIST_TEXT_MAX), url: requiredUrl() });

const wholeUpTo = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

const offerTerms = {
  price_brl: wholeUpTo(COURSE_PRICE_BRL_MAX, OFFER.price),
  max_instalments: wholeUpTo(COURSE_INSTALMENTS_MAX, OFFER.instalments),
  checkout_url: requiredUrl(),
};

// ISO dates sort as text. A day that is not a date has its own message already, so it is not compared.
const inOrder = (first: unknown, last: unknown) =>
  typeof first !== 'string' ||
  typeof last !== 'string' ||
  !isIsoDate(first) ||
  !isIsoDate(last) ||
  first <= last;

/** The class: its days in order, and sign-ups closing no later than its last day. */
export const executiveTrainingOfferSchema = z
  .object({ start_date: isoDate(), end_date: isoDate(), signup_until: isoDate(), ...offerTerms })
  .refine((o) => inOrder(o.start_date, o.end_date), { path: ['end_date'], error: OFFER.endBeforeStart })
  .refine((o) => inOrder(o.signup_until, o.end_date), {
    path: ['signup_until'],
    error: OFFER.signupAfterEnd,
  });

/** The on-demand course: sales may open before it is available (a pre-sale), so the two days are free. */
export const course2030OfferSchema = z.object({
  available_from: isoDate(),
  sales_until: isoDate(),
  ...offerTerms,
});

/** Who the controller and the encarregado (DPO, LGPD art. 41) are, and the notice version the forms record. */
export const privacySettingsSchema = z.object({
  controller_name: requiredText(PRIVACY_TEXT_MAX.text),
  controller_address: requiredText(PRIVACY_TEXT_MAX.text),
  controller_email: requiredEmail(PRIVACY_TEXT_MAX.email),
  dpo_name: requiredText(PRIVACY_TEXT_MAX.text),
  dpo_email: requiredEmail(PRIVACY_TEXT_MAX.email),
  notice_version: requiredText(PRIVACY_TEXT_MAX.notice_version),
});

const leader = z.object({ name: requiredText(IDENTITY_TEXT_MAX), photo_url: requiredUrl() });
const logos = () => staffList(sponsorLogoSchema, SITE_LOGOS_MAX);

/** `site_identity/public`: the association's name and postal address (mail footer), its leaders, the logos. */
export const siteIdentitySchema = z.object({
  association: z.object({
    name: requiredText(IDENTITY_TEXT_MAX),
    postal_address: requiredText(IDENTITY_TEXT_MAX),
  }),
  leadership: z.object({ president: leader, vice_president: leader }),
  venture_lab_cases: logos(),
  training_partners: logos(),
  // Absent on an identity saved before profiles existed: none.
  profiles: staffList(z.object({ url: requiredUrl() }), PROFILE_URLS_MAX)
    .nullish()
    .transform((profiles) => profiles ?? []),
});

/**
 * Every address outside the site that staff may change without a deploy, and the two course offers. Each URL
 * passes the domain's web-URL check (and the same pattern in firestore.rules), because each ends up in an href
 * or an iframe src.
 */
export const siteSettingsSchema = z.object({
  radar_url: requiredUrl(),
  guide_url: requiredUrl(),
  press_url: requiredUrl(),
  executive_training_video_url: requiredUrl().refine((url) => VIDEO_EMBED.test(url), VIDEO_EMBED_MESSAGE),
  media_links: staffList(mediaLink, MEDIA_LINKS_MAX),
  executive_training_offer: executiveTrainingOfferSchema,
  course_2030_offer: course2030OfferSchema,
  privacy: privacySettingsSchema,
});
/** What the pages read: the settings and the association's identity, in one context. */
export type SiteSettings = z.output<typeof siteSettingsSchema> & SiteIdentity;
