import { SITE_SETTINGS_DOC_ID, SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';

/**
 * The site's external addresses: placeholders on reserved example domains, flagged as such, until an admin
 * sets the real ones in the console (Configurações do site).
 */
export function buildSiteSettings(): (SiteSettings & { id: string })[] {
  return [{ id: SITE_SETTINGS_DOC_ID, ...structuredClone(SITE_SETTINGS_PLACEHOLDERS) }];
}
