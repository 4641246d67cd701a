import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './emulators';

// `npm run deploy` refuses before it builds anything; these runs stop there, so they touch no build output.
const deploy = (...args: string[]) =>
  spawnSync('npx', ['tsx', join(ROOT, 'scripts', 'deploy.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });

describe('npm run deploy', () => {
  it('needs a project', () => {
    const run = deploy();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Name the project: `npm run deploy -- --project <alias>`');
  }, 30_000);

  it('resolves an alias from .firebaserc and refuses the emulator-only demo project', () => {
    for (const project of ['default', 'demo-cvc']) {
      const run = deploy('--project', project);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('"demo-cvc" is an emulator-only demo project');
    }
  }, 30_000);
});
