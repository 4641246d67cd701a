import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@cvc/domain';

type FirebaseJson = {
  functions: { runtime: string }[];
  hosting: { rewrites: { source: string; function?: { functionId: string; region?: string } }[] };
};
const firebaseJson = JSON.parse(
  readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8'),
) as FirebaseJson;
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const runtimeMajor = /^nodejs(\d+)$/.exec(firebaseJson.functions[0]!.runtime)?.[1];

describe('the functions runtime', () => {
  it('is a Node.js runtime Cloud Functions still deploys (Node 20 was decommissioned on 2026-10-30)', () => {
    expect(Number(runtimeMajor)).toBeGreaterThanOrEqual(22);
  });

  it('is the Node the package declares and types against', () => {
    expect(pkg.engines.node).toBe(runtimeMajor);
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${runtimeMajor}\\.`));
  });

  // Set by scripts/functions-node.ts (npm run test:functions-node22): this run must be on that Node.
  it.runIf(process.env.EXPECTED_NODE_MAJOR)('runs these tests on the runtime when asked to', () => {
    expect(process.versions.node.split('.')[0]).toBe(process.env.EXPECTED_NODE_MAJOR);
    expect(process.env.EXPECTED_NODE_MAJOR).toBe(runtimeMajor);
  });
});

describe('Hosting rewrites to functions', () => {
  const rewrites = firebaseJson.hosting.rewrites.filter((r) => r.function);

  it('name the region the functions are deployed in', () => {
    expect(rewrites.length).toBeGreaterThan(0);
    for (const { source, function: fn } of rewrites) {
      expect({ source, region: fn!.region }).toEqual({ source, region: FUNCTIONS_REGION });
    }
  });
});
