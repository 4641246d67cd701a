import { z } from '../zod';
import { STAFF_LIST_TEXT_MAX } from '../field-limits';
import { MEDIA_LINKS_MAX, VIDEO_EMBED_MESSAGE, VIDEO_EMBED_PATTERN } from '../site-settings';
import { requiredText, requiredUrl, staffList } from './fields';

const VIDEO_EMBED = new RegExp(`^${VIDEO_EMBED_PATTERN}$`, 's');

const mediaLink = z.object({ outlet: requiredText(STAFF_LIST_TEXT_MAX), url: requiredUrl() });

/**
 * Every address outside the site that staff may change without a deploy. Each URL passes the domain's web-URL
 * check (and the same pattern in firestore.rules), because each ends up in an href or an iframe src.
 */
export const siteSettingsSchema = z.object({
  radar_url: requiredUrl(),
  guide_url: requiredUrl(),
  press_url: requiredUrl(),
  executive_training_checkout_url: requiredUrl(),
  course_2030_checkout_url: requiredUrl(),
  executive_training_video_url: requiredUrl().refine((url) => VIDEO_EMBED.test(url), VIDEO_EMBED_MESSAGE),
  media_links: staffList(mediaLink, MEDIA_LINKS_MAX),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
