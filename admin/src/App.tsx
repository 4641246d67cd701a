import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoadingPage } from './components/LoadingBlock';
import { ConsoleAdmin } from './ConsoleAdmin';
import { LazyAppLayout } from './layout/LazyAppLayout';
import { LoginPage } from './pages/LoginPage';
import { authProvider, dataProvider } from './providers';
import { i18nProvider } from './providers/i18nProvider';
import audit from './resources/audit';
import columnists from './resources/columnists';
import events from './resources/events';
import maintainers from './resources/maintainers';
import marketSectors from './resources/market-sectors';
import cvcs from './resources/cvcs';
import news from './resources/news';
import opinions from './resources/opinions';
import leads from './resources/leads';
import participants from './resources/participants';
import privacy from './resources/privacy';
import partners from './resources/partners';
import reportDownloads from './resources/report-downloads';
import newsletter from './resources/newsletter';
import newsletterEditions from './resources/newsletter-editions';
import reports from './resources/reports';
import rsvp from './resources/rsvp';
import siteSettings, { siteIdentity } from './resources/site-settings';
import staff from './resources/staff';
import suppliers from './resources/suppliers';
import { CONSOLE_BASE_PATH } from '@cvc/web';
import { CONSOLE_TITLE } from './texts/catalogue';

// Only the login page is in the first chunk; every screen behind it loads on first use (resources/*/index.ts).
const CrawlerPage = lazy(() =>
  import('./pages/CrawlerPage').then((module) => ({ default: module.CrawlerPage })),
);
// The Painel brings the charts library with it, so only its own route loads them.
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const HomeRedirect = lazy(() =>
  import('./pages/HomeRedirect').then((module) => ({ default: module.HomeRedirect })),
);

/**
 * The staff console at /admin. Every resource is registered for everyone; react-admin asks the
 * authProvider's canAccess (the user's permission keys) before rendering a page, and the sidebar shows only
 * the held areas.
 */
export function App() {
  // react-admin defaults to a hash router; the console lives at real paths under /admin (Hosting rewrites
  // /admin/** to its index.html), so it gets a browser router with that basename.
  return (
    <BrowserRouter basename={CONSOLE_BASE_PATH}>
      <ConsoleAdmin
        title={CONSOLE_TITLE}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={LazyAppLayout}
        dashboard={HomeRedirect}
        loading={LoadingPage}
        requireAuth
        disableTelemetry
      >
        <Resource name="news" {...news} />
        <Resource name="opinions" {...opinions} />
        <Resource name="columnists" {...columnists} recordRepresentation="name" />
        <Resource name="reports" {...reports} />
        <Resource name="leads" {...leads} />
        <Resource name="rsvp" {...rsvp} />
        <Resource name="report-downloads" {...reportDownloads} />
        <Resource name="newsletter" {...newsletter} />
        <Resource name="newsletter-editions" {...newsletterEditions} />
        <Resource name="partners" {...partners} />
        <Resource name="maintainers" {...maintainers} />
        <Resource name="participants" {...participants} />
        <Resource name="suppliers" {...suppliers} />
        <Resource name="events" {...events} />
        <Resource name="market-sectors" {...marketSectors} />
        <Resource name="cvcs" {...cvcs} recordRepresentation="name" />
        <Resource name="staff" {...staff} />
        <Resource name="site-settings" {...siteSettings} />
        <Resource name="site-identity" {...siteIdentity} />
        <Resource name="privacy" {...privacy} />
        <Resource name="audit" {...audit} />
        <CustomRoutes>
          <Route path="/painel" element={<DashboardPage />} />
          <Route path="/crawler" element={<CrawlerPage />} />
        </CustomRoutes>
      </ConsoleAdmin>
    </BrowserRouter>
  );
}
