import { describe, expect, it } from 'vitest';
import { parseBackupsArgs, retentionSeconds } from './backups-args';

const aliases = { prod: 'cvc-prod', default: 'demo-cvc' };

describe('npm run backups arguments', () => {
  it('resolves the alias and keeps a daily backup 14 days unless told', () => {
    expect(parseBackupsArgs(['--project', 'prod'], aliases)).toEqual({
      projectId: 'cvc-prod',
      retentionSeconds: 1_209_600,
      dryRun: false,
    });
  });

  it('takes a project id, --flag=value, weeks or days, and --dry-run', () => {
    expect(parseBackupsArgs(['--project=cvc-other', '--retention=14w', '--dry-run'], aliases)).toEqual({
      projectId: 'cvc-other',
      retentionSeconds: 98 * 86_400,
      dryRun: true,
    });
    expect(parseBackupsArgs(['--project', 'prod', '--retention', '1d'], aliases)).toMatchObject({
      retentionSeconds: 86_400,
    });
    expect(retentionSeconds('1209600s')).toBe(1_209_600);
    expect(retentionSeconds('two weeks')).toBeNull();
  });

  it('refuses an emulator project, by id or by alias', () => {
    for (const project of ['demo-cvc', 'default']) {
      expect(parseBackupsArgs(['--project', project], aliases)).toEqual({
        problems: [
          'demo-cvc is an emulator project, which has no backups: name a real project.',
          expect.stringMatching(/^usage: npm run backups -- --project/),
        ],
      });
    }
  });

  it('refuses a retention outside 1 day to 14 weeks, or not in days or weeks', () => {
    for (const retention of ['15w', '99d', '0d', '3600s']) {
      expect(parseBackupsArgs(['--project', 'prod', '--retention', retention], aliases)).toEqual({
        problems: [`--retention ${retention}: a daily backup is kept from 1 day to 14 weeks (98d)`, expect.any(String)],
      });
    }
    expect(parseBackupsArgs(['--project', 'prod', '--retention', '2 months'], aliases)).toEqual({
      problems: ['--retention 2 months: write days or weeks, e.g. 14d or 2w', expect.any(String)],
    });
  });

  it('refuses unknown arguments and a missing project, saying each', () => {
    expect(parseBackupsArgs(['--force', '--retention'], aliases)).toEqual({
      problems: [
        'unknown argument --force',
        '--retention needs a value',
        '--project is required',
        expect.stringMatching(/^usage:/),
      ],
    });
  });
});
