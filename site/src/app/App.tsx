import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import '../i18n';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HydrateNearViewport } from '../components/HydrateNearViewport';
import { PageLoading } from '../components/PageLoading';
import { theme } from '../styles/theme';
import { LanguageFromAddress } from './LanguageFromAddress';
import { RoutedPage, SITE_ROUTES } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { SiteModalsProvider } from '../components/SiteModalsProvider';
import { SiteSettingsProvider } from '../site-context/SiteSettings';

/** The whole site inside a router: the browser's (App) or, at build time, a static one (prerender). */
export function SiteShell() {
  return (
    <ThemeProvider theme={theme}>
      <LanguageFromAddress />
      <ScrollToTop />
      <SiteSettingsProvider>
        <SiteModalsProvider>
          <Header />
          <main id="conteudo" style={{ minHeight: '100vh' }}>
            <Suspense fallback={<PageLoading />}>
              <Routes>
                {SITE_ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={<RoutedPage route={route} />} />
                ))}
              </Routes>
            </Suspense>
          </main>
          {/* Below every page's content: hydrated as it nears the viewport, like a page's lower sections, and
              left out of the first layout while far from it. */}
          <HydrateNearViewport skipWhileOffscreen>
            <Footer />
          </HydrateNearViewport>
        </SiteModalsProvider>
      </SiteSettingsProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SiteShell />
    </BrowserRouter>
  );
}
