import { createContext, useContext, type ReactNode } from 'react';
import { SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';
import { fetchSiteSettings } from '../data/siteSettings';
import type { ReadStore } from '../hooks/readStore';
import { useAsync } from '../hooks/useAsync';

const SiteSettingsContext = createContext<SiteSettings>(SITE_SETTINGS_PLACEHOLDERS);
// Whether the stored settings (or the answer that there are none) are in: a course offer waits for it rather than
// paint the placeholder class and then change.
const SiteSettingsReadyContext = createContext<boolean>(true);

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
  return (
    <SiteSettingsContext.Provider value={settings}>
      <SiteSettingsReadyContext.Provider value={state.status !== 'loading'}>
        {children}
      </SiteSettingsReadyContext.Provider>
    </SiteSettingsContext.Provider>
  );
}

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}

/** False while the settings are still being read in the browser (never on a page rendered with them). */
export function useSiteSettingsReady(): boolean {
  return useContext(SiteSettingsReadyContext);
}
