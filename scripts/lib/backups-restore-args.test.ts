import { describe, expect, it } from 'vitest';
import { parseRestoreArgs } from './backups-restore-args';

const aliases = { prod: 'cvc-prod' };
const parse = (...argv: string[]) => parseRestoreArgs(argv, aliases, 'demo-cvc');

describe('npm run restore arguments', () => {
  it('restores an export into the emulators, refusing a non-empty collection unless told', () => {
    expect(parse('--from', 'exports/x', '--collection', 'news', '--emulator')).toEqual({
      from: 'exports/x',
      sourceDatabase: null,
      collection: 'news',
      projectId: 'demo-cvc',
      emulator: true,
      mode: 'empty-only',
      dryRun: false,
    });
  });

  it('takes a real project by alias, another database as the source, --merge, --replace and --dry-run', () => {
    expect(parse('--source-database=restored', '--collection=news', '--project', 'prod', '--replace', '--dry-run')).toEqual({
      from: null,
      sourceDatabase: 'restored',
      collection: 'news',
      projectId: 'cvc-prod',
      emulator: false,
      mode: 'replace',
      dryRun: true,
    });
    expect(parse('--from', 'x', '--collection', 'news', '--project', 'prod', '--merge')).toMatchObject({ mode: 'merge' });
    // A demo-* project is an emulator project.
    expect(parse('--from', 'x', '--collection', 'news', '--project', 'demo-other')).toMatchObject({
      projectId: 'demo-other',
      emulator: true,
    });
  });

  it('refuses unknown flags, two sources or none, two targets or none, both modes and a bad collection', () => {
    expect(parse('--from', 'x', '--source-database', 'r', '--collection', 'news/a/b', '--merge', '--replace', '--force')).toEqual({
      problems: [
        'unknown argument --force',
        'give one source: --from <export folder> or --source-database <database>',
        '--collection must name a top-level collection',
        'give one target: --emulator or --project <alias or id>',
        'give at most one of --merge and --replace',
        expect.stringMatching(/^usage: npm run restore/),
      ],
    });
    expect(parse('--source-database', '(default)', '--collection', 'news', '--emulator', '--project', 'prod')).toEqual({
      problems: [
        '--source-database must be another database than (default), the one written to',
        'give one target: --emulator or --project <alias or id>',
        expect.any(String),
      ],
    });
    expect(parse('--from', '--collection', 'news', '--emulator')).toEqual({
      problems: ['--from needs a value', 'give one source: --from <export folder> or --source-database <database>', expect.any(String)],
    });
  });
});
