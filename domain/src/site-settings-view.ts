import type { SiteSettings } from './schemas/site-settings';
import { readSiteIdentity } from './site-identity';
import { SITE_SETTINGS_PLACEHOLDERS, readSiteSettings } from './site-settings';

// The site reads its settings and the association's identity as one document, `site_settings_view/public`,
// which a function composes from the two stored documents on every save. A page then costs one read instead of
// two, and the shape checks run once per save in the function rather than in every visitor's browser.

/** The single document of `site_settings_view`. */
export const SITE_SETTINGS_VIEW_DOC_ID = 'public';

/**
 * The view of the two stored documents: each part checked, and what is missing or malformed taken from the
 * placeholders (settings) or today's values (identity), as a page would show them.
 */
export function composeSiteSettingsView(settings: unknown, identity: unknown): SiteSettings {
  return (
    readSiteSettings(settings, identity) ?? { ...SITE_SETTINGS_PLACEHOLDERS, ...readSiteIdentity(identity) }
  );
}

/**
 * The stored view as the site uses it: the function wrote every field checked, so no check here beyond the
 * document being there. A field a newer site expects and an older view lacks keeps its placeholder until the
 * next save (the deploy composes the view again).
 */
export function siteSettingsFromView(data: unknown): SiteSettings {
  if (typeof data !== 'object' || data === null) return SITE_SETTINGS_PLACEHOLDERS;
  return { ...SITE_SETTINGS_PLACEHOLDERS, ...(data as Partial<SiteSettings>) };
}
