import { FREE_DAILY_READS, type MonitoringSettings } from './monitoring-policies';

export interface MonitoringArgs {
  settings: MonitoringSettings;
  dryRun: boolean;
}

const USAGE =
  'usage: npm run monitoring -- --project <alias or id> --email <who is alerted> [--host <site host>] [--daily-reads <n>] [--dry-run]';

/**
 * The command line of `npm run monitoring`, with the project's aliases (.firebaserc) and its SITE_HOSTS
 * (functions/.env.<id>): the uptime check calls the first custom domain, else `<id>.web.app`.
 * Returns the settings, or every problem with the usage.
 */
export function parseMonitoringArgs(
  argv: readonly string[],
  aliases: Record<string, string>,
  siteHostsOf: (projectId: string) => string | undefined,
): MonitoringArgs | { problems: string[] } {
  const values: Record<string, string> = {};
  let dryRun = false;
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s);
    if (flag === '--dry-run') dryRun = true;
    else if (['--project', '--email', '--host', '--daily-reads'].includes(flag!)) {
      const next = argv[i + 1];
      const value = inline ?? (next === undefined || next.startsWith('--') ? undefined : argv[++i]);
      if (value === undefined) problems.push(`${flag} needs a value`);
      else values[flag!.slice(2)] = value;
    } else problems.push(`unknown argument ${argv[i]}`);
  }

  const projectId = values.project && (aliases[values.project] ?? values.project);
  if (!projectId) problems.push('--project is required');
  const email = values.email ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push('--email must be an email address');
  const dailyReads = values['daily-reads'] === undefined ? FREE_DAILY_READS : Number(values['daily-reads']);
  if (!Number.isInteger(dailyReads) || dailyReads <= 0) problems.push('--daily-reads must be a whole number above 0');
  if (problems.length || !projectId) return { problems: [...problems, USAGE] };

  const customHost = siteHostsOf(projectId)
    ?.split(',')
    .map((host) => host.trim())
    .find(Boolean);
  const host = values.host ?? customHost ?? `${projectId}.web.app`;
  return { settings: { projectId, host, email, dailyReads }, dryRun };
}
