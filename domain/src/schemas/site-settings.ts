import { z } from '../zod';
import { STAFF_LIST_TEXT_MAX } from '../field-limits';
import { requiredText, requiredUrl, staffList } from './fields';

/** The single document the site reads its external addresses from: `site_settings/public`. */
export const SITE_SETTINGS_DOC_ID = 'public';

/** Press mentions shown on the executive training page; firestore.rules checks each index up to this. */
export const MEDIA_LINKS_MAX = 3;

/**
 * The training video plays in an iframe, which the site's CSP allows only from YouTube's no-cookie host; any
 * other address would be blocked on the page, so it is refused here (and in firestore.rules) instead.
 */
export const VIDEO_EMBED_PATTERN = 'https://www[.]youtube-nocookie[.]com/embed/.*';
export const VIDEO_EMBED_MESSAGE =
  'Use um endereço de incorporação que comece com https://www.youtube-nocookie.com/embed/';
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

/**
 * What the site shows until staff save real values, and when the document is missing or unreadable:
 * placeholders on reserved example domains (RFC 2606), so nothing points at an invented real address.
 */
export const SITE_SETTINGS_PLACEHOLDERS: SiteSettings = {
  radar_url: 'https://radar.example.org/',
  guide_url: 'https://guia.example.org/',
  press_url: 'https://imprensa.example.org/',
  executive_training_checkout_url: 'https://checkout.example.org/formacao-executiva',
  course_2030_checkout_url: 'https://checkout.example.org/revolucao-tech-2030',
  executive_training_video_url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
  media_links: [
    { outlet: 'Jornal do Investidor', url: 'https://jornaldoinvestidor.example.org/formacao-cvc' },
    { outlet: 'Revista Inovação Corporativa', url: 'https://inovacaocorporativa.example.org/cvc-executivos' },
    { outlet: 'Rádio Negócios', url: 'https://radionegocios.example.org/podcast/cvc' },
  ],
};
