/**
 * `npm run monitoring -- --project <alias or id> --email <address> [--host <host>] [--daily-reads <n>] [--dry-run]`:
 * the uptime check on /api/health and the alert policies of a real project (README, runbook "Alerts"), made or
 * updated through the Cloud Monitoring and Logging APIs as the gcloud user. --dry-run prints the requests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { ROOT } from './lib/emulators';
import { parseMonitoringArgs } from './lib/monitoring-args';
import { applyMonitoring } from './lib/monitoring-api';
import { firebaseAliases, gcloudCall, printingCall } from './lib/google-api';

const siteHostsOf = (projectId: string) => {
  const file = join(ROOT, 'functions', `.env.${projectId}`);
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')).SITE_HOSTS : undefined;
};

const parsed = parseMonitoringArgs(process.argv.slice(2), firebaseAliases(), siteHostsOf);
if ('problems' in parsed) {
  console.error(parsed.problems.join('\n'));
  process.exit(2);
}
const { settings, dryRun } = parsed;
if (settings.projectId.startsWith('demo-')) {
  console.error(`${settings.projectId} is an emulator project: monitoring is for a real one.`);
  process.exit(2);
}

const done = await applyMonitoring(dryRun ? printingCall() : gcloudCall(settings.projectId), settings);
console.log(
  `${dryRun ? 'Would have' : 'Done'} on ${settings.projectId}:\n${done.map((line) => `  - ${line}`).join('\n')}`,
);
