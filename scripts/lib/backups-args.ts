// The command line of `npm run backups` (scripts/backups.ts): which project, how long a daily backup is kept.

export interface BackupsArgs {
  projectId: string;
  /** Seconds a daily backup is kept: the schedule's `retention` ("1209600s"). */
  retentionSeconds: number;
  dryRun: boolean;
}

const DAY = 86_400;
export const DEFAULT_RETENTION = '14d';
/** A daily backup schedule keeps each backup at least a day and at most 14 weeks. */
export const MIN_RETENTION_SECONDS = DAY;
export const MAX_RETENTION_SECONDS = 14 * 7 * DAY;

export const BACKUPS_USAGE =
  'usage: npm run backups -- --project <alias or id> [--retention <n>d|<n>w] [--dry-run]   (retention 1d to 14w, default 14d)';

/** `14d`, `2w`, `1209600s` in seconds; null for anything else. */
export function retentionSeconds(text: string): number | null {
  const match = /^(\d+)([dws])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * { d: DAY, w: 7 * DAY, s: 1 }[match[2] as 'd' | 'w' | 's'];
}

/**
 * Parses the arguments with the aliases of .firebaserc. Returns the settings, or every problem followed by
 * the usage; an emulator project (`demo-*`) is refused, since it has no backups.
 */
export function parseBackupsArgs(
  argv: readonly string[],
  aliases: Record<string, string>,
): BackupsArgs | { problems: string[] } {
  const values: Record<string, string> = {};
  let dryRun = false;
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s);
    if (flag === '--dry-run' && inline === undefined) dryRun = true;
    else if (flag === '--project' || flag === '--retention') {
      const next = argv[i + 1];
      const value = inline ?? (next === undefined || next.startsWith('--') ? undefined : argv[++i]);
      if (value === undefined) problems.push(`${flag} needs a value`);
      else values[flag.slice(2)] = value;
    } else problems.push(`unknown argument ${argv[i]}`);
  }

  const projectId = values.project && (aliases[values.project] ?? values.project);
  if (!projectId) problems.push('--project is required');
  else if (projectId.startsWith('demo-'))
    problems.push(`${projectId} is an emulator project, which has no backups: name a real project.`);
  const retention = values.retention ?? DEFAULT_RETENTION;
  const seconds = retentionSeconds(retention);
  if (seconds === null) problems.push(`--retention ${retention}: write days or weeks, e.g. 14d or 2w`);
  else if (seconds < MIN_RETENTION_SECONDS || seconds > MAX_RETENTION_SECONDS)
    problems.push(`--retention ${retention}: a daily backup is kept from 1 day to 14 weeks (98d)`);
  if (problems.length || !projectId || seconds === null) return { problems: [...problems, BACKUPS_USAGE] };
  return { projectId, retentionSeconds: seconds, dryRun };
}
