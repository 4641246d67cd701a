import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { localizedPath } from '@cvc/web';
import { LanguageFromAddress } from '../app/LanguageFromAddress';
import { i18n } from '../i18n';
import { toLanguage } from '../i18n/language';
import { theme } from '../styles/theme';

/** Renders with the site's theme, i18n (Portuguese unless told) and a router at `path` in that language, as the app does. */
export function renderSite(
  ui: ReactElement,
  { language = 'pt', path = '/' }: { language?: string; path?: string } = {},
) {
  void i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[localizedPath(toLanguage(language), path)]}>
        <LanguageFromAddress />
        {children}
      </MemoryRouter>
    </ThemeProvider>
  );
  return render(ui, { wrapper });
}

/** A promise the test settles by hand, to hold a form in 'submitting'. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
