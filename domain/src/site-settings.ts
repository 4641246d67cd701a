import { readCourse2030Offer, readExecutiveTrainingOffer } from './course-offers';
import {
  MEDIA_LINKS_MAX,
  PRIVACY_TEXT_MAX,
  VIDEO_EMBED_PATTERN,
  WEB_URL_MAX,
  WEB_URL_PATTERN,
} from './field-limits';
import type { SiteSettings } from './schemas/site-settings';
import { SITE_IDENTITY_DEFAULTS, readSiteIdentity } from './site-identity';

// The site settings' constants and placeholders without zod: every page reads the settings, so this is what the
// site imports (schemas/site-settings.ts validates the console's form with zod and the same bounds, which live in
// field-limits.ts so that neither file needs the other's values).

/** The single document the site reads its external addresses from: `site_settings/public`. */
export const SITE_SETTINGS_DOC_ID = 'public';

/**
 * What the site shows until staff save real values, and when the document is missing or unreadable:
 * placeholders on reserved example domains (RFC 2606), so nothing points at an invented real address. The
 * course offers are SPEC §9's class, whose dates have passed: without settings the pages sell nothing and
 * collect interest for the next class.
 */
export const SITE_SETTINGS_PLACEHOLDERS: SiteSettings = {
  radar_url: 'https://radar.example.org/',
  guide_url: 'https://guia.example.org/',
  press_url: 'https://imprensa.example.org/',
  executive_training_video_url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
  media_links: [
    { outlet: 'Jornal do Investidor', url: 'https://jornaldoinvestidor.example.org/formacao-cvc' },
    { outlet: 'Revista Inovação Corporativa', url: 'https://inovacaocorporativa.example.org/cvc-executivos' },
    { outlet: 'Rádio Negócios', url: 'https://radionegocios.example.org/podcast/cvc' },
  ],
  executive_training_offer: {
    start_date: '2025-12-02',
    end_date: '2025-12-17',
    signup_until: '2025-12-02',
    price_brl: 5859,
    max_instalments: 12,
    checkout_url: 'https://checkout.example.org/formacao-executiva',
  },
  course_2030_offer: {
    available_from: '2025-12-17',
    sales_until: '2025-12-17',
    price_brl: 297,
    max_instalments: 3,
    checkout_url: 'https://checkout.example.org/revolucao-tech-2030',
  },
  // Placeholders, to be replaced by the association's own details before going live (console: Configurações).
  privacy: {
    controller_name: '[Placeholder] Associação CVC (razão social a definir)',
    controller_address: '[Placeholder] Endereço da associação a definir, São Paulo - SP',
    controller_email: 'privacidade@cvc.example.org',
    dpo_name: '[Placeholder] Nome do encarregado a definir',
    dpo_email: 'encarregado@cvc.example.org',
    notice_version: '2026-11-25',
  },
  ...SITE_IDENTITY_DEFAULTS,
};

const PRIVACY_KEYS = [
  'controller_name',
  'controller_address',
  'controller_email',
  'dpo_name',
  'dpo_email',
  'notice_version',
] as const satisfies readonly (keyof SiteSettings['privacy'])[];

/** The stored privacy details, or null when missing or not all non-blank strings within their bounds. */
function readPrivacy(data: unknown): SiteSettings['privacy'] | null {
  if (typeof data !== 'object' || data === null) return null;
  const doc = data as Record<string, unknown>;
  const ok = PRIVACY_KEYS.every((key) => {
    const value = doc[key];
    const max = key === 'notice_version' ? PRIVACY_TEXT_MAX.notice_version : PRIVACY_TEXT_MAX.text;
    return typeof value === 'string' && value.trim() !== '' && value.length <= max;
  });
  return ok
    ? (Object.fromEntries(PRIVACY_KEYS.map((key) => [key, doc[key]])) as SiteSettings['privacy'])
    : null;
}

const URL_KEYS = [
  'radar_url',
  'guide_url',
  'press_url',
  'executive_training_video_url',
] as const satisfies readonly (keyof SiteSettings)[];
const WEB_URL = new RegExp(`^${WEB_URL_PATTERN}$`);

function isWebLink(value: unknown): value is string {
  return typeof value === 'string' && value.length <= WEB_URL_MAX && WEB_URL.test(value);
}

/**
 * The stored document as the site uses it, or null when it is missing or not of that shape. firestore.rules
 * hold every write to the full schema; this only keeps a hand-edited document from breaking a page. An offer
 * missing or malformed on its own (a document saved before the offers existed) falls back to its placeholder,
 * which is closed, so the addresses still apply and no page sells a class nobody set; the privacy details too.
 */
export function readSiteSettings(data: unknown, identity?: unknown): SiteSettings | null {
  if (typeof data !== 'object' || data === null) return null;
  const doc = data as Record<string, unknown>;
  if (!URL_KEYS.every((key) => isWebLink(doc[key]))) return null;
  if (!new RegExp(`^${VIDEO_EMBED_PATTERN}$`, 's').test(doc.executive_training_video_url as string))
    return null;
  const links = doc.media_links;
  if (!Array.isArray(links) || links.length > MEDIA_LINKS_MAX) return null;
  const mediaLinks = links.filter(
    (link): link is { outlet: string; url: string } =>
      typeof link === 'object' && link !== null && typeof link.outlet === 'string' && isWebLink(link.url),
  );
  if (mediaLinks.length !== links.length) return null;
  const urls = Object.fromEntries(URL_KEYS.map((key) => [key, doc[key] as string]));
  return {
    ...(urls as Pick<SiteSettings, (typeof URL_KEYS)[number]>),
    media_links: mediaLinks.map(({ outlet, url }) => ({ outlet, url })),
    executive_training_offer:
      readExecutiveTrainingOffer(doc.executive_training_offer) ??
      SITE_SETTINGS_PLACEHOLDERS.executive_training_offer,
    course_2030_offer:
      readCourse2030Offer(doc.course_2030_offer) ?? SITE_SETTINGS_PLACEHOLDERS.course_2030_offer,
    privacy: readPrivacy(doc.privacy) ?? SITE_SETTINGS_PLACEHOLDERS.privacy,
    ...readSiteIdentity(identity),
  };
}
