import { createContext, useContext, type ReactNode } from 'react';
import { SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';
import { fetchSiteSettings } from '../data/siteSettings';
import { readOf, type PageReads } from '../hooks/readStore';
import { useAsync } from '../hooks/useAsync';

const SiteSettingsContext = createContext<SiteSettings>(SITE_SETTINGS_PLACEHOLDERS);
// Whether the stored settings (or the answer that there are none) are in: a course offer waits for it rather than
// paint the placeholder class and then change.
const SiteSettingsReadyContext = createContext<boolean>(true);

/**
 * Every page's reads include the settings: a page rendered per request carries them, and the browser reads
 * nothing more.
 */
export const SITE_READS = { siteSettings: readOf(fetchSiteSettings, undefined) } satisfies PageReads;

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
