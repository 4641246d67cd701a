import { describe, expect, it } from 'vitest';
import { parseProjectArgs } from './project-args';

describe('parseProjectArgs', () => {
  const counting = { dryRun: true };
  const writing = { dryRun: false };

  it('works on the emulators without --project, and on the named project with it', () => {
    expect(parseProjectArgs([], counting)).toEqual({ project: null, dryRun: false });
    expect(parseProjectArgs(['--project', 'cvc-prod'], writing)).toEqual({ project: 'cvc-prod', dryRun: false });
    expect(parseProjectArgs(['--project=cvc-prod', '--dry-run'], counting)).toEqual({
      project: 'cvc-prod',
      dryRun: true,
    });
    expect(parseProjectArgs(['--dry-run', '--project', 'cvc-prod'], counting)).toEqual({
      project: 'cvc-prod',
      dryRun: true,
    });
  });

  it('refuses what it does not know rather than run the migration for real', () => {
    expect(parseProjectArgs(['--dryrun'], counting)).toHaveProperty('problem');
    expect(parseProjectArgs(['--dry-run'], writing)).toHaveProperty('problem');
    expect(parseProjectArgs(['cvc-prod'], writing)).toHaveProperty('problem');
  });

  it('refuses a --project without an id', () => {
    expect(parseProjectArgs(['--project'], writing)).toHaveProperty('problem');
    expect(parseProjectArgs(['--project', '--dry-run'], counting)).toHaveProperty('problem');
    expect(parseProjectArgs(['--project='], writing)).toHaveProperty('problem');
  });
});
