import type { RestoreMode } from './backups-restore';

// The command line of `npm run restore` (scripts/restore.ts).

export interface RestoreArgs {
  /** An export folder (or its .overall_export_metadata file), or null when reading another database. */
  from: string | null;
  /** Another database of the target project to read from, e.g. one restored from a backup or PITR. */
  sourceDatabase: string | null;
  collection: string;
  /** The project written to: an emulator project (`demo-*`, on the running emulators) or a real one. */
  projectId: string;
  emulator: boolean;
  mode: RestoreMode;
  dryRun: boolean;
}

export const RESTORE_USAGE = `usage: npm run restore -- (--from <export folder> | --source-database <database>) --collection <name>
         (--emulator | --project <alias or id>) [--merge | --replace] [--dry-run]

Restores one collection into the (default) database: from an export (an emulator's, or a gcloud firestore
export copied here), or from another database of the same project (one restored from a backup or cloned at a
past time). A collection that already holds documents needs --merge (write over the same ids, keep the others)
or --replace (also delete what the source does not have). --emulator is the emulators' demo-cvc; a demo-* project
is on the emulators too.`;

const VALUED = ['--from', '--source-database', '--collection', '--project'];

/** Parses the arguments with the aliases of .firebaserc; returns the options or every problem and the usage. */
export function parseRestoreArgs(
  argv: readonly string[],
  aliases: Record<string, string>,
  emulatorProject: string,
): RestoreArgs | { problems: string[] } {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s);
    if (['--emulator', '--merge', '--replace', '--dry-run'].includes(flag!) && inline === undefined) flags.add(flag!);
    else if (VALUED.includes(flag!)) {
      const next = argv[i + 1];
      const value = inline ?? (next === undefined || next.startsWith('--') ? undefined : argv[++i]);
      if (value === undefined) problems.push(`${flag} needs a value`);
      else values[flag!.slice(2)] = value;
    } else problems.push(`unknown argument ${argv[i]}`);
  }

  const from = values.from ?? null;
  const sourceDatabase = values['source-database'] ?? null;
  if ((from === null) === (sourceDatabase === null)) problems.push('give one source: --from <export folder> or --source-database <database>');
  if (sourceDatabase === '(default)') problems.push('--source-database must be another database than (default), the one written to');
  const collection = values.collection ?? '';
  if (!/^[^/\s]+$/.test(collection) || collection.startsWith('__')) problems.push('--collection must name a top-level collection');
  const emulator = flags.has('--emulator');
  if (emulator === (values.project !== undefined)) problems.push('give one target: --emulator or --project <alias or id>');
  if (flags.has('--merge') && flags.has('--replace')) problems.push('give at most one of --merge and --replace');
  if (problems.length) return { problems: [...problems, RESTORE_USAGE] };

  const projectId = emulator ? emulatorProject : (aliases[values.project!] ?? values.project!);
  return {
    from,
    sourceDatabase,
    collection,
    projectId,
    emulator: emulator || projectId.startsWith('demo-'),
    mode: flags.has('--merge') ? 'merge' : flags.has('--replace') ? 'replace' : 'empty-only',
    dryRun: flags.has('--dry-run'),
  };
}
