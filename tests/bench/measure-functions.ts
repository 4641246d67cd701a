/**
 * The functions group of `npm run bench` (BENCH_ONLY=functions), run by run.ts under `firebase emulators:exec`:
 * measures what a functions instance loads and the server render's cold start (functions-start.ts), and merges
 * the figures into bench/results.json, whose other figures stay as the last full run left them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/emulators';
import { FUNCTIONS_START_METHOD, measureFunctionsStart } from './functions-start';
import { RESULTS_FILE, type BenchResults } from './results';

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const file = join(ROOT, 'bench', RESULTS_FILE);
if (!existsSync(file)) throw new Error(`bench/${RESULTS_FILE} is missing: run the full bench once first.`);
const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
results.functions = await measureFunctionsStart(log);
results.method.functions = FUNCTIONS_START_METHOD;
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`functions figures merged into bench/${RESULTS_FILE}`);
