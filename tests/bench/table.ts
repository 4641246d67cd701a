import { BUDGETS, mark } from './budgets';
import { kb } from './compressed-size';
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
  const jsFirst = js
    ? `${kb(js.firstRender.gzip)} / ${kb(js.firstRender.brotli)}${'homeJs' in b ? mark(b.homeJs ?? null) : ''}`
    : dash;
  return [
    `${route.name} \`${shortPath(route.path)}\``,
    jsFirst,
    js ? `${kb(js.routeTotal.gzip)}` : dash,
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
function markdownTable(header: string[], rows: string[][]): string {
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
    'admin `/admin/`',
    admin.js ? `${kb(admin.js.firstRender.gzip)} / ${kb(admin.js.firstRender.brotli)}` : dash,
    admin.js ? `${kb(admin.js.routeTotal.gzip)}` : dash,
    ...Array<string>(9).fill(dash),
    dash,
  ]);
  for (const leads of admin.leadsFirstPage) {
    rows.push([
      `admin leads, ${leads.leads.toLocaleString('en-US')} leads: login → first page ${fixed(leads.ms)} ms`,
      ...Array<string>(11).fill(dash),
      `${leads.firestore.requests} / ${leads.firestore.documents}`,
    ]);
  }
  const ratio = admin.ratio10kTo1k;
  const footer = [
    `Leads first page, 10k / 1k time ratio: ${fixed(ratio ?? undefined, 2)} (budget ≤ ${BUDGETS.leadsRatio})${mark(admin.budgets.leadsRatio ?? null)}`,
    `Budgets: home JS 1st render ≤ ${BUDGETS.homeJsGzipKb} KB gz; no admin code on public pages; ` +
      `Perf, A11y, SEO ≥ ${BUDGETS.minScore}; LCP ≤ ${BUDGETS.lcpMs / 1000} s; TBT ≤ ${BUDGETS.tbtMs} ms; ` +
      `CLS ≤ ${BUDGETS.cls}; home Firestore docs ≤ ${BUDGETS.homeDocuments}. ✓ met, ✗ not met, ? not measured.`,
  ];
  const errors = [...results.routes.flatMap((r) => r.errors.map((e) => `${r.path}: ${e}`)), ...admin.errors];
  if (errors.length) footer.push('', 'Not measured:', ...errors.map((error) => `- ${error}`));
  return `${markdownTable(header, rows)}\n\n${footer.join('\n')}`;
}
