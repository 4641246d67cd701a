import { mark } from './budgets';
import type { AppCheckRequests } from './app-check-loading';
import type { AppCheckBenchResults } from './measure-app-check';
import { markdownTable } from './table';

const dash = '—';

/** "reCAPTCHA, App Check SDK, Firestore SDK, Firestore calls, token exchanges" in one cell. */
function counts(requests: AppCheckRequests | null | undefined): string {
  if (!requests) return dash;
  const { recaptcha, appCheckSdk, firestoreSdk, firestoreCalls, appCheckCalls } = requests;
  return `${recaptcha} / ${appCheckSdk} / ${firestoreSdk} / ${firestoreCalls} / ${appCheckCalls}`;
}

/** The App Check group's table: per route, requests before first interaction, after scrolling, after a form. */
export function formatAppCheckTable(results: AppCheckBenchResults): string {
  const header = [
    'Route (site key set)',
    'requests before first interaction',
    'after scrolling to the end',
    'after beginning a form',
  ];
  const rows = results.routes.map(({ name, path, loading, budgets: b, errors }) => [
    `${name} \`${path.replace(/\/artigo\/[^/]+$/, '/artigo/{newest}')}\``,
    errors.length
      ? `error: ${errors.join('; ')}`
      : `${counts(loading?.beforeInteraction)}${mark(b.nothingBeforeInteraction ?? null)}`,
    `${counts(loading?.afterScroll)}${mark(b.noAppCheckOnScroll ?? null)}`,
    loading?.afterFormStart ? `${counts(loading.afterFormStart)}${mark(b.appCheckWithForm ?? null)}` : dash,
  ]);
  const { home } = results;
  const lh = home.lighthouse;
  const b = home.budgets;
  const homeLine =
    `Home in this build: JS ${home.routeJsGzipKb ?? dash} KB gz${mark(b.routeJs ?? null)}` +
    (lh
      ? `, Performance ${lh.performance}${mark(b.performance ?? null)}, A11y ${lh.accessibility}${mark(b.accessibility ?? null)}, ` +
        `SEO ${lh.seo}${mark(b.seo ?? null)}, LCP ${(lh.lcpMs / 1000).toFixed(2)} s${mark(b.lcp ?? null)}, ` +
        `TBT ${Math.round(lh.tbtMs)} ms${mark(b.tbt ?? null)}, CLS ${lh.cls.toFixed(3)}${mark(b.cls ?? null)}`
      : ', no Lighthouse run') +
    (home.errors.length ? ` (errors: ${home.errors.join('; ')})` : '');
  return [
    markdownTable(header, rows),
    'Each cell: reCAPTCHA requests / App Check SDK scripts / Firestore SDK scripts / Firestore calls / App Check token exchanges.',
    homeLine,
  ].join('\n\n');
}
