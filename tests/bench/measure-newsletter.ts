/**
 * The newsletter group of `npm run bench` (BENCH_ONLY=newsletter), run by run.ts under `firebase emulators:exec`:
 * sends the bench's edition (newsletter-edition.ts) and merges its figures into bench/results.json, whose other
 * figures stay as the last full run left them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/emulators';
import { NEWSLETTER_METHOD, measureNewsletterEdition } from './newsletter-edition';
import { RESULTS_FILE, type BenchResults } from './results';

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** What a file never written by a full run holds: no figure but this group's. */
function noFigures(): BenchResults {
  return {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, chromium: '' },
    method: { compression: '', lighthouse: '', firestore: '' },
    routes: [],
    admin: { js: null, leadsFirstPage: [], ratio10kTo1k: null, budgets: {}, errors: [] },
  };
}

const newsletter = await measureNewsletterEdition(log);
const file = join(ROOT, 'bench', RESULTS_FILE);
const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults) : noFigures();
results.newsletter = newsletter;
results.method.newsletter = NEWSLETTER_METHOD;
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`newsletter figures merged into bench/${RESULTS_FILE}`);
