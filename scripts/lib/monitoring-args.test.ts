import { describe, expect, it } from 'vitest';
import { parseMonitoringArgs } from './monitoring-args';

const aliases = { prod: 'cvc-prod' };
const hosts = (value?: string) => () => value;

describe('npm run monitoring arguments', () => {
  it('resolves the alias, and calls the first custom domain', () => {
    expect(
      parseMonitoringArgs(['--project', 'prod', '--email', 'a@cvc.org.br'], aliases, hosts(' www.cvc.org.br, cvc.org.br')),
    ).toEqual({
      settings: { projectId: 'cvc-prod', host: 'www.cvc.org.br', email: 'a@cvc.org.br', dailyReads: 50_000 },
      dryRun: false,
    });
  });

  it('falls back to <id>.web.app, takes --flag=value, --host, --daily-reads and --dry-run', () => {
    expect(parseMonitoringArgs(['--project=other-id', '--email=a@b.org', '--dry-run'], aliases, hosts(''))).toEqual({
      settings: { projectId: 'other-id', host: 'other-id.web.app', email: 'a@b.org', dailyReads: 50_000 },
      dryRun: true,
    });
    expect(
      parseMonitoringArgs(
        ['--project', 'prod', '--email', 'a@b.org', '--host', 'x.org', '--daily-reads', '120000'],
        aliases,
        hosts('www.cvc.org.br'),
      ),
    ).toMatchObject({ settings: { host: 'x.org', dailyReads: 120_000 } });
  });

  it('refuses a missing project, a bad email, a bad count and unknown arguments, saying each', () => {
    const result = parseMonitoringArgs(['--email', 'nobody', '--daily-reads', '1.5', '--force'], aliases, hosts());
    expect(result).toEqual({
      problems: [
        'unknown argument --force',
        '--project is required',
        '--email must be an email address',
        '--daily-reads must be a whole number above 0',
        expect.stringMatching(/^usage: npm run monitoring -- --project/),
      ],
    });
    expect(parseMonitoringArgs(['--project', '--email', 'a@b.org'], aliases, hosts())).toEqual({
      problems: ['--project needs a value', '--project is required', expect.stringMatching(/^usage:/)],
    });
  });
});
