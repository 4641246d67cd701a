import {
  SITE_IDENTITY_DEFAULTS,
  SITE_IDENTITY_DOC_ID,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  SITE_SETTINGS_VIEW_DOC_ID,
  composeSiteSettingsView,
  type SiteIdentity,
} from '@cvc/domain';
import { isoDate } from './time';

/**
 * The site's external addresses: placeholders on reserved example domains, flagged as such, until an admin
 * sets the real ones in the console (Configurações do site). The course offers are a future class relative to
 * the seed's run, so the demo's landing pages are open for sign-up, at SPEC's prices and instalments (R$ 5.859
 * in 12x, R$ 297 in 3x, the placeholders') and with example checkout addresses. The privacy notice's
 * controller and encarregado stay the placeholders, marked '[Placeholder]' on example addresses, for an admin to
 * replace with the association's own before going live.
 */
export function buildSiteSettings(now: Date) {
  const {
    association: _association,
    leadership: _leadership,
    venture_lab_cases: _cases,
    training_partners: _partners,
    profiles: _profiles,
    ...placeholders
  } = structuredClone(SITE_SETTINGS_PLACEHOLDERS);
  return [
    {
      id: SITE_SETTINGS_DOC_ID,
      ...placeholders,
      executive_training_offer: {
        ...placeholders.executive_training_offer,
        start_date: isoDate(now, 60),
        end_date: isoDate(now, 75),
        signup_until: isoDate(now, 60),
      },
      course_2030_offer: {
        ...placeholders.course_2030_offer,
        available_from: isoDate(now, 30),
        sales_until: isoDate(now, 365),
      },
    },
  ];
}

/** Who the association is, as the site showed it before staff could edit it: the name, the mail's address, the leaders, the logos. */
export function buildSiteIdentity(): (SiteIdentity & { id: string })[] {
  return [{ id: SITE_IDENTITY_DOC_ID, ...structuredClone(SITE_IDENTITY_DEFAULTS), profiles: SEED_PROFILES }];
}

/** The demo association's profiles elsewhere (example handles), for the home's sameAs. */
const SEED_PROFILES = [
  { url: 'https://www.linkedin.com/company/cvc-brasil-exemplo' },
  { url: 'https://www.instagram.com/cvc.brasil.exemplo' },
  { url: 'https://www.youtube.com/@cvc-brasil-exemplo' },
];

/**
 * The site's view of the two, as the functions compose it on a save: written by the seed too, so a page served
 * right after seeding never waits for the triggers.
 */
export function buildSiteSettingsView(now: Date) {
  const { id: _settingsId, ...settings } = buildSiteSettings(now)[0]!;
  const { id: _identityId, ...identity } = buildSiteIdentity()[0]!;
  return [{ id: SITE_SETTINGS_VIEW_DOC_ID, ...composeSiteSettingsView(settings, identity) }];
}
