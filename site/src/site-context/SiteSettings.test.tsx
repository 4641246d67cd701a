import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';
import { Footer } from '../components/Footer';
import { NavLinks } from '../components/NavLinks';
import { createReadStore } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { Tools } from '../sections/Tools';
import { renderSite } from '../test/render';
import { SiteModalsProvider } from '../components/SiteModalsProvider';
import { SITE_READS, SiteSettingsProvider } from './SiteSettings';

vi.mock('../data/siteSettings', () => ({
  fetchSiteSettings: () => Promise.reject(new Error('no read expected: the page carries the settings')),
}));

const SAVED: SiteSettings = {
  ...SITE_SETTINGS_PLACEHOLDERS,
  radar_url: 'https://radar.cvc.test/',
  guide_url: 'https://guia.cvc.test/',
  press_url: 'https://imprensa.cvc.test/',
};

/** A page rendered per request: its reads, the settings first, are in the page. */
function withPageReads(ui: React.ReactElement) {
  const store = createReadStore({ siteSettings: ['null', SAVED] });
  store.startAll(SITE_READS);
  return renderSite(
    <ReadStoreProvider store={store}>
      <SiteSettingsProvider>
        <SiteModalsProvider>{ui}</SiteModalsProvider>
      </SiteSettingsProvider>
    </ReadStoreProvider>,
  );
}

describe('site settings', () => {
  it('the header, the tools and the footer link where the settings say, from the page reads', () => {
    withPageReads(
      <>
        <nav aria-label="menu">
          <NavLinks />
        </nav>
        <Tools />
        <Footer />
      </>,
    );
    const menu = within(screen.getByRole('navigation', { name: 'menu' }));
    expect(menu.getByRole('link', { name: /^Radar/ })).toHaveAttribute('href', SAVED.radar_url);
    expect(screen.getByRole('link', { name: /Acessar o Radar/ })).toHaveAttribute('href', SAVED.radar_url);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: /Radar CVC/ })).toHaveAttribute('href', SAVED.radar_url);
    expect(footer.getByRole('link', { name: /Guia/ })).toHaveAttribute('href', SAVED.guide_url);
    expect(footer.getByRole('link', { name: /Imprensa/ })).toHaveAttribute('href', SAVED.press_url);
  });

  it('shows the placeholders when the read fails, never an empty link', async () => {
    const store = createReadStore();
    store.startAll(SITE_READS);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite(
      <ReadStoreProvider store={store}>
        <SiteSettingsProvider>
          <Tools />
        </SiteSettingsProvider>
      </ReadStoreProvider>,
    );
    expect(await screen.findByRole('link', { name: /Acessar o Radar/ })).toHaveAttribute(
      'href',
      SITE_SETTINGS_PLACEHOLDERS.radar_url,
    );
  });
});
