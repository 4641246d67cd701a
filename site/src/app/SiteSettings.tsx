import { createContext, useContext, type ReactNode } from 'react';
import { SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';
import { fetchSiteSettings } from '../data/siteSettings';
import type { ReadStore } from '../hooks/readStore';
import { useAsync } from '../hooks/useAsync';

const SiteSettingsContext = createContext<SiteSettings>(SITE_SETTINGS_PLACEHOLDERS);

/**
 * Started before the page's own reads, on the server and in the browser alike, so it keeps the first position
 * in the page's reads: a page rendered per request carries the settings, and the browser reads nothing more.
 */
export function startSiteReads(reads: ReadStore): void {
  reads.start(fetchSiteSettings, undefined);
}

/**
 * Reads the settings once for every component of the site. Until they arrive (a prerendered page, read in the
 * browser), and if they fail, links show the placeholders.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const state = useAsync(fetchSiteSettings);
  const settings = state.status === 'ready' ? state.data : SITE_SETTINGS_PLACEHOLDERS;
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
