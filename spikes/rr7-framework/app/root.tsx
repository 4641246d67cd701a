import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLoaderData } from 'react-router';
import { ThemeProvider } from 'styled-components';
import '@site/i18n';
import { LanguageFromAddress } from '@site/app/LanguageFromAddress';
import { ScrollToTop } from '@site/app/ScrollToTop';
import { SiteModalsProvider } from '@site/site-context/SiteModals';
import { SITE_READS, SiteSettingsProvider } from '@site/app/SiteSettings';
import { Footer } from '@site/components/Footer';
import { Header } from '@site/components/Header';
import { NotFoundPage } from '@site/pages/not-found/NotFoundPage';
import { GlobalStyle } from '@site/styles/GlobalStyle';
import { theme } from '@site/styles/theme';
import { LoaderReads, runReads } from './siteReads';

// The site's chrome (site/src/app/App.tsx, SiteShell) around React Router's outlet, and the document itself,
// which the site keeps in index.html and its shells.

/** Every page shows the site settings (links, course offers): read once, beside the page's own loader. */
export async function loader() {
  return { results: await runReads(SITE_READS) };
}

/** The settings stay as read on landing while the visitor moves between pages. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {/* No icon to fetch: the site has none either, but Hosting answers /favicon.ico with a page, not a 404. */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { results } = useLoaderData<typeof loader>();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LanguageFromAddress />
      <ScrollToTop />
      <LoaderReads results={results} reads={SITE_READS}>
        <SiteSettingsProvider>
          <SiteModalsProvider>
            <Header />
            <main id="conteudo" style={{ minHeight: '100vh' }}>
              <Outlet />
            </main>
            <Footer />
          </SiteModalsProvider>
        </SiteSettingsProvider>
      </LoaderReads>
    </ThemeProvider>
  );
}

/** An address no route claims: the site's not-found page (without its chrome, which needs the root's data). */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <main id="conteudo">
        {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <h1>Erro</h1>}
      </main>
    </ThemeProvider>
  );
}
