import { parseArgs } from 'node:util';

export type ProjectArgs = { project: string | null; dryRun: boolean };

/**
 * The command line of the scripts run once against a project (`npm run migrate:*`, `stats:recount`,
 * `publish:site-settings`): `--project ID` (without it, the emulators) and, for one that can count without
 * writing, `--dry-run`. Anything else is a problem, never ignored: a mistyped `--dryrun` must not write for real.
 */
export function parseProjectArgs(
  argv: readonly string[],
  { dryRun }: { dryRun: boolean },
): ProjectArgs | { problem: string } {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        project: { type: 'string' },
        ...(dryRun ? { 'dry-run': { type: 'boolean' as const } } : {}),
      },
      strict: true,
      allowPositionals: false,
    });
    const project = values.project ?? null;
    if (project !== null && !/^[a-z0-9][a-z0-9-]*$/.test(project))
      return { problem: `--project needs a project id, not "${project}"` };
    return { project, dryRun: values['dry-run'] === true };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/** This process's arguments; on a problem, says it with the usage and exits with 2. */
export function projectArgs(name: string, options: { dryRun: boolean }): ProjectArgs {
  const parsed = parseProjectArgs(process.argv.slice(2), options);
  if ('problem' in parsed) {
    console.error(
      `${parsed.problem}\nusage: npm run ${name} [-- --project ID]${options.dryRun ? ' [--dry-run]' : ''}`,
    );
    process.exit(2);
  }
  return parsed;
}
