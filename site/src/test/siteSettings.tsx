import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { SITE_SETTINGS_PLACEHOLDERS, type SiteSettings } from '@cvc/domain';
import { SITE_READS, SiteSettingsProvider } from '../site-context/SiteSettings';
import { createReadStore } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';

/** Settings with a class in March 2027 whose sign-ups close on 26 February, and a 2030 course on sale. */
export const FUTURE_OFFERS: SiteSettings = {
  ...SITE_SETTINGS_PLACEHOLDERS,
  executive_training_offer: {
    start_date: '2027-03-01',
    end_date: '2027-03-16',
    signup_until: '2027-02-26',
    price_brl: 6490,
    max_instalments: 10,
    checkout_url: 'https://pagamento.cvc.test/formacao-2027',
  },
  course_2030_offer: {
    available_from: '2027-02-01',
    sales_until: '2027-02-26',
    price_brl: 347,
    max_instalments: 4,
    checkout_url: 'https://pagamento.cvc.test/curso-2030',
  },
};

/** The wall clock at a São Paulo time (UTC-3); only Date is faked, so timers and user events run as usual. */
export function clockAt(saoPauloTime: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${saoPauloTime}-03:00`));
}

/** The last minute of the last sign-up day, and the first of the day after, in São Paulo. */
export const LAST_SIGN_UP_MINUTE = '2027-02-26T23:59:00';
export const FIRST_CLOSED_MINUTE = '2027-02-27T00:00:00';

/** `ui` as a page rendered per request with these settings in its reads: no read, settings ready at once. */
export function withSiteSettings(ui: ReactElement, settings: SiteSettings = FUTURE_OFFERS): ReactElement {
  const store = createReadStore({ siteSettings: ['null', settings] });
  store.startAll(SITE_READS);
  return (
    <ReadStoreProvider store={store}>
      <SiteSettingsProvider>{ui}</SiteSettingsProvider>
    </ReadStoreProvider>
  );
}
