import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Cloud Build installs functions/package.json's dependencies with no lockfile of their own, so each is pinned to
// one exact release: the one the root lockfile holds and every test here ran against.

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as unknown;
const pkg = read('../../package.json') as { dependencies: Record<string, string> };
const lock = read('../../../package-lock.json') as {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
};
const deployed = Object.entries(pkg.dependencies);

/** The release a file in functions/ gets for `name`, as Node looks it up: functions' own copy first. */
function lockedVersion(name: string): string | undefined {
  return (lock.packages[`functions/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`])?.version;
}

describe('the functions deployed dependencies', () => {
  it('are the Firebase SDKs, the only packages the bundle leaves out', () => {
    expect(deployed.map(([name]) => name).sort()).toEqual(['firebase-admin', 'firebase-functions']);
  });

  it('are each one exact release, not a range a deploy would resolve again', () => {
    for (const [name, version] of deployed)
      expect({ name, version }).toEqual({ name, version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });

  it('are the releases the root lockfile holds for the functions workspace', () => {
    expect(lock.packages.functions?.dependencies).toEqual(pkg.dependencies);
    for (const [name, version] of deployed)
      expect({ name, locked: lockedVersion(name) }).toEqual({ name, locked: version });
  });

  it('are the releases installed here, which the tests ran against', () => {
    for (const [name, version] of deployed) {
      // Where Node finds the package from functions/ (its exports hide package.json from require).
      const file = ['../../node_modules', '../../../node_modules']
        .map((dir) => new URL(`${dir}/${name}/package.json`, import.meta.url))
        .find((url) => existsSync(url));
      expect({ name, installed: file && (read(file.href) as { version: string }).version }).toEqual({
        name,
        installed: version,
      });
    }
  });
});
