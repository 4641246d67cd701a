import { BUDGETS, atMost, mark } from './budgets';
import { kb } from './compressed-size';
import { SERVER_MS_BUDGETS } from './miss';
import type { BenchResults, RouteResult } from './results';

const dash = '—';

function fixed(value: number | undefined, digits = 0): string {
  return value === undefined || Number.isNaN(value) ? dash : value.toFixed(digits);
}

/** The article's slug changes with the seed; the table shows its shape. */
function shortPath(path: string): string {
  return path.startsWith('/artigo/') ? '/artigo/{newest}' : path;
}

function routeRow(route: RouteResult): string[] {
  const { js, lighthouse: lh, firestore, serverReads, budgets: b } = route;
  const server = serverReads ? ` + ${serverReads.requests} / ${serverReads.documents} server` : '';
  return [
    `${route.name} \`${shortPath(route.path)}\``,
    js ? `${kb(js.firstRender.gzip)} / ${kb(js.firstRender.brotli)}` : dash,
    // The home's budget is on everything it loads (measure.ts), so its mark stands beside the total.
    js ? `${kb(js.routeTotal.gzip)}${'routeJs' in b ? mark(b.routeJs ?? null) : ''}` : dash,
    js ? `${js.adminCodeLoaded ? 'loaded' : 'none'}${mark(b.noAdminCode ?? null)}` : dash,
    lh ? `${lh.performance}${mark(b.performance ?? null)}` : dash,
    lh ? `${lh.accessibility}${mark(b.accessibility ?? null)}` : dash,
    lh ? `${lh.bestPractices}` : dash,
    lh ? `${lh.seo}${mark(b.seo ?? null)}` : dash,
    lh ? `${fixed(lh.fcpMs / 1000, 2)}` : dash,
    lh ? `${fixed(lh.lcpMs / 1000, 2)}${mark(b.lcp ?? null)}` : dash,
    lh ? `${fixed(lh.tbtMs)}${mark(b.tbt ?? null)}` : dash,
    lh ? `${fixed(lh.cls, 3)}${mark(b.cls ?? null)}` : dash,
    firestore
      ? `${firestore.requests} / ${firestore.documents}${server}${'homeDocuments' in b ? mark(b.homeDocuments ?? null) : ''}`
      : dash,
  ];
}

/** A Markdown table padded as Prettier pads it, so the README can carry the printed table unchanged. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) =>
    Math.max(3, ...[header, ...rows].map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The one table `npm run bench` prints (Markdown, so the README can carry it as is). */
export function formatTable(results: BenchResults): string {
  const header = [
    'Route',
    'JS 1st render gz / br KB',
    'JS total gz KB',
    'Admin code',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'Firestore req / docs',
  ];
  const rows = results.routes.map(routeRow);
  const { admin } = results;
  rows.push([
    'admin `/admin/` signed out (JS until the login form is usable)',
    admin.js
      ? `${kb(admin.js.firstRender.gzip)} / ${kb(admin.js.firstRender.brotli)}${mark(admin.budgets.entryJs ?? null)}`
      : dash,
    admin.js ? `${kb(admin.js.routeTotal.gzip)}` : dash,
    ...Array<string>(9).fill(dash),
    dash,
  ]);
  const { loginJs, loginLighthouse: loginLh } = admin;
  const b = admin.budgets;
  rows.push([
    'admin login `/admin/login` (JS until the form is usable)',
    loginJs
      ? `${kb(loginJs.firstRender.gzip)} / ${kb(loginJs.firstRender.brotli)}${mark(b.loginJs ?? null)}`
      : dash,
    loginJs ? `${kb(loginJs.routeTotal.gzip)}` : dash,
    dash,
    loginLh ? `${loginLh.performance}${mark(b.loginPerformance ?? null)}` : dash,
    loginLh ? `${loginLh.accessibility}${mark(b.loginAccessibility ?? null)}` : dash,
    loginLh ? `${loginLh.bestPractices}` : dash,
    loginLh ? `${loginLh.seo}` : dash,
    loginLh ? `${fixed(loginLh.fcpMs / 1000, 2)}` : dash,
    loginLh ? `${fixed(loginLh.lcpMs / 1000, 2)}` : dash,
    loginLh ? `${fixed(loginLh.tbtMs)}` : dash,
    loginLh ? `${fixed(loginLh.cls, 3)}` : dash,
    dash,
  ]);
  for (const leads of admin.leadsFirstPage) {
    rows.push([
      `admin leads, ${leads.leads.toLocaleString('en-US')} leads: login → first page ${fixed(leads.ms)} ms`,
      ...Array<string>(11).fill(dash),
      `${leads.firestore.requests} / ${leads.firestore.documents}${mark(atMost(leads.firestore.documents, BUDGETS.leadsFirstPageDocuments))}`,
    ]);
  }
  if (admin.leadsSearch) {
    const search = admin.leadsSearch;
    rows.push([
      `admin leads search, one name prefix among ${search.leads.toLocaleString('en-US')} leads: ${fixed(search.ms)} ms${mark(admin.budgets.leadsSearchTime ?? null)}`,
      ...Array<string>(11).fill(dash),
      `${search.firestore.requests} / ${search.firestore.documents}${mark(admin.budgets.leadsSearchDocuments ?? null)}`,
    ]);
  }
  for (const view of admin.dashboard ?? []) {
    rows.push([
      `admin Painel, ${view.leads.toLocaleString('en-US')} leads: one view, every block`,
      ...Array<string>(11).fill(dash),
      `${view.firestore.requests} / ${view.firestore.documents}${mark(admin.budgets.dashboardSameReads ?? null)}`,
    ]);
  }
  const ratio = admin.ratio10kTo1k;
  const indexes = [...results.routes.map((route) => route.lighthouse), admin.loginLighthouse].flatMap(
    (lighthouse) => lighthouse?.benchmarkIndexes ?? [],
  );
  const homeRuns = results.routes
    .filter((route) => route.kind === 'home' && route.lighthouse?.runs)
    .map(
      (route) =>
        `${route.name} \`${route.path}\` runs (TBT ms, Perf, benchmarkIndex): ` +
        route
          .lighthouse!.runs!.map(
            (run) => `${fixed(run.tbtMs)}, ${run.performance}, ${run.benchmarkIndex ?? dash}`,
          )
          .join('; '),
    );
  const homeMainThread = results.routes
    .filter((route) => route.kind === 'home' && route.lighthouse?.mainThreadMs)
    .map(
      (route) =>
        `${route.name} \`${route.path}\` main thread (ms at 4×, median per kind): ` +
        Object.entries(route.lighthouse!.mainThreadMs!)
          .sort(([, a], [, b]) => b - a)
          .map(([group, ms]) => `${group} ${fixed(ms)}`)
          .join(', '),
    );
  const footer = [
    ...homeRuns,
    ...homeMainThread,
    `Host speed, Lighthouse benchmarkIndex over every run: ${
      indexes.length ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : dash
    } (higher is faster; budgets are held at 1,200 and above). ${results.method.lighthouse}.`,
    `Leads first page, 100k / 1k time ratio: ${fixed(ratio ?? undefined, 2)} (budget ≤ ${BUDGETS.leadsRatio})${mark(admin.budgets.leadsRatio ?? null)}; ` +
      `its documents ≤ ${BUDGETS.leadsFirstPageDocuments}; a search among 100k < ${BUDGETS.leadsSearchMs} ms reading ≤ ${BUDGETS.leadsSearchDocuments} documents.`,
    `Budgets: every route's JS total (each language) ≤ ${BUDGETS.routeJsGzipKb} KB gz; no admin code on public pages; ` +
      `Perf, A11y, SEO ≥ ${BUDGETS.minScore}; LCP ≤ ${BUDGETS.lcpMs / 1000} s; TBT ≤ ${BUDGETS.tbtMs} ms; ` +
      `CLS ≤ ${BUDGETS.cls}; home Firestore docs ≤ ${BUDGETS.homeDocuments}; admin entry and login JS until the form is ` +
      `usable ≤ ${BUDGETS.adminLoginJsGzipKb} KB gz, its Perf ≥ ${BUDGETS.adminLoginPerformance} and A11y ≥ ` +
      `${BUDGETS.adminLoginAccessibility}; Painel: the same documents read at every lead count. ✓ met, ✗ not ` +
      `met, ? not measured.`,
  ];
  const errors = [...results.routes.flatMap((r) => r.errors.map((e) => `${r.path}: ${e}`)), ...admin.errors];
  if (errors.length) footer.push('', 'Not measured:', ...errors.map((error) => `- ${error}`));
  return `${markdownTable(header, rows)}\n\n${footer.join('\n')}`;
}

/** The second table: each route when the CDN holds no copy (miss.ts), beside its page kind's budget. */
export function formatMissTable(results: BenchResults): string {
  const rows = results.routes
    .filter((route) => route.miss && route.kind)
    .map((route) => {
      const miss = route.miss!;
      return [
        `${route.name} \`${shortPath(route.path)}\``,
        route.kind!,
        `${fixed(miss.serverMs)}${mark(route.budgets.serverMs ?? null)}`,
        miss.serverRunsMs.join(', '),
        `≤ ${SERVER_MS_BUDGETS[route.kind!]}`,
        miss.lcpMs === undefined ? dash : fixed(miss.lcpMs / 1000, 2),
      ];
    });
  if (!rows.length) return '';
  const header = ['Route, no CDN copy', 'Kind', 'Server ms', 'Runs ms', 'Budget ms', 'LCP s on a miss'];
  return `${markdownTable(header, rows)}\n\n${results.method.miss ?? ''}.`;
}

/** The third table: taps on the home (taps.ts), each the median of five beside its budget. */
export function formatTapsTable(results: BenchResults): string {
  if (!results.taps?.length) return '';
  const rows = results.taps.map((tap) => [
    tap.name,
    `${fixed(tap.ms)}${mark(tap.budget)}`,
    tap.runsMs.map((ms) => fixed(ms)).join(', '),
    `≤ ${BUDGETS.tapMs}`,
  ]);
  const header = ['Tap on the home', 'ms', 'Runs ms', 'Budget ms'];
  return `${markdownTable(header, rows)}\n\n${results.method.taps ?? ''}.`;
}

const perCollection = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([collection, documents]) => `${collection} ${documents.toLocaleString('en-US')}`)
    .join(', ');

/** The fourth table: an edition's send (newsletter-edition.ts), for information (no budget names it). */
export function formatNewsletterTable(results: BenchResults): string {
  const newsletter = results.newsletter;
  if (!newsletter) return '';
  const { send } = newsletter;
  const count = (value: number) => value.toLocaleString('en-US');
  const header = [
    'Newsletter edition',
    'Mails queued',
    'Batches',
    'Send ms',
    'Runs ms',
    'ms / mail',
    'Docs read / mail',
    'Docs written / mail',
  ];
  const row = [
    `${count(newsletter.subscribers)} confirmed subscribers, ${newsletter.batchSize} a batch`,
    send ? count(send.mails) : dash,
    send ? `${send.batches}` : dash,
    send ? fixed(send.ms) : dash,
    send ? send.runsMs.map((ms) => fixed(ms)).join(', ') : dash,
    send ? fixed(send.msPerMail, 2) : dash,
    send ? `${fixed(send.readsPerMail, 3)} (${count(send.reads)})` : dash,
    send ? `${fixed(send.writesPerMail, 3)} (${count(send.writes)})` : dash,
  ];
  const footer = [
    ...(send
      ? [
          `Read: ${perCollection(send.readsByCollection)}. Written: ${perCollection(send.writesByCollection)}.`,
        ]
      : []),
    `${results.method.newsletter ?? ''}. Information: no budget.`,
  ];
  if (newsletter.errors.length) footer.push('', 'Not measured:', ...newsletter.errors.map((e) => `- ${e}`));
  return `${markdownTable(header, [row])}\n\n${footer.join('\n')}`;
}

/** What a functions instance loads, each file with its budget where it has one, and the render's cold start. */
export function formatFunctionsTable(results: BenchResults): string {
  const functions = results.functions;
  if (!functions) return '';
  const header = ['Functions', 'Loaded by', 'KB', 'KB gzip'];
  const rows = functions.bundles.map((bundle) => [
    `\`functions/lib/${bundle.file}\``,
    bundle.loadedBy,
    bundle.file === 'index.js'
      ? `${kb(bundle.bytes)}${mark(atMost(kb(bundle.bytes), BUDGETS.functionsSharedBundleKb))}`
      : `${kb(bundle.bytes)}`,
    `${kb(bundle.gzip)}`,
  ]);
  const cold = functions.coldStart;
  const footer = [
    cold
      ? `Server render's cold start: loading lib/index.js ${fixed(cold.loadMs)} ms; the home's first page ` +
        `${fixed(cold.firstPageMs)} ms from the process's start${mark(atMost(cold.firstPageMs, BUDGETS.renderColdStartMs))} ` +
        `(runs ${cold.runsMs.join(', ')} ms).`
      : "Server render's cold start: not measured.",
    `${results.method.functions ?? ''}. Budgets: lib/index.js ≤ ${BUDGETS.functionsSharedBundleKb} KB, ` +
      `the cold start's first page ≤ ${BUDGETS.renderColdStartMs} ms.`,
  ];
  return `${markdownTable(header, rows)}\n\n${footer.join('\n')}`;
}
