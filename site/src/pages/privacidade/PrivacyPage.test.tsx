import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';
import { Footer } from '../../components/Footer';
import { createReadStore } from '../../hooks/readStore';
import { ReadStoreProvider } from '../../hooks/ReadStoreContext';
import { SiteModalsProvider } from '../../components/SiteModalsProvider';
import { SITE_READS, SiteSettingsProvider } from '../../site-context/SiteSettings';
import { renderSite } from '../../test/render';
import { PrivacyPage } from './PrivacyPage';

vi.mock('../../data/siteSettings', () => ({
  fetchSiteSettings: () => Promise.reject(new Error('no read expected: the page carries the settings')),
}));

const SAVED: SiteSettings = {
  ...SITE_SETTINGS_PLACEHOLDERS,
  privacy: {
    controller_name: 'Associação Brasileira de CVC',
    controller_address: 'Av. Paulista, 1000, São Paulo - SP',
    controller_email: 'privacidade@cvc.test',
    dpo_name: 'Maria Encarregada',
    dpo_email: 'dpo@cvc.test',
    notice_version: '2027-01-10',
  },
};

/** As rendered per request: the settings are among the page's reads. */
function renderWithSettings(ui: React.ReactElement, language = 'pt') {
  const store = createReadStore({ siteSettings: ['null', SAVED] });
  store.startAll(SITE_READS);
  return renderSite(
    <ReadStoreProvider store={store}>
      <SiteSettingsProvider>
        <SiteModalsProvider>{ui}</SiteModalsProvider>
      </SiteSettingsProvider>
    </ReadStoreProvider>,
    { language },
  );
}

describe('PrivacyPage', () => {
  it.each([
    ['pt', 'Aviso de Privacidade', 'Versão 2027-01-10', 'Encarregado pelo tratamento de dados'],
    ['en', 'Privacy Notice', 'Version 2027-01-10', 'Data protection officer (encarregado)'],
    ['es', 'Aviso de Privacidad', 'Versión 2027-01-10', 'Encargado de protección de datos'],
  ])('in %s, names the controller and the encarregado of the settings, and the version', async (...row) => {
    const [language, title, version, dpoTitle] = row;
    const { unmount } = renderWithSettings(<PrivacyPage />, language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(version)).toBeInTheDocument();
    expect(screen.getByText('Associação Brasileira de CVC')).toBeInTheDocument();
    expect(screen.getByText('Av. Paulista, 1000, São Paulo - SP')).toBeInTheDocument();
    const dpo = screen.getByRole('region', { name: dpoTitle });
    expect(within(dpo).getByText('Maria Encarregada')).toBeInTheDocument();
    expect(within(dpo).getByRole('link', { name: 'dpo@cvc.test' })).toHaveAttribute(
      'href',
      'mailto:dpo@cvc.test',
    );
    unmount();
  });

  it('states the legal bases, the retention periods, the rights, reCAPTCHA and the one storage key', async () => {
    renderWithSettings(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1 });
    const text = document.body.textContent ?? '';
    for (const part of ['art. 7º, V', 'art. 7º, IX', 'art. 7º, I', 'art. 18', 'art. 41', 'reCAPTCHA']) {
      expect(text).toContain(part);
    }
    for (const period of ['2 anos', '180 dias depois do evento', '90 dias']) expect(text).toContain(period);
    expect(text).toContain('não grava cookies próprios');
    expect(text).toContain('_GRECAPTCHA');
    expect(text).toContain('"language"');
  });

  it.each([
    ['pt', 'Privacidade', '/privacidade'],
    ['en', 'Privacy', '/en/privacidade'],
    ['es', 'Privacidad', '/es/privacidade'],
  ])('is linked from the footer in %s', async (language, name, href) => {
    renderWithSettings(<Footer />, language);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
