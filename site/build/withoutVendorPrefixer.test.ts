import { expect, it } from 'vitest';
import { prefix } from './stylisPrefixerOff';
import { PREFIXER_STAND_IN, withoutVendorPrefixer } from './withoutVendorPrefixer';

const resolve = (source: string, importer?: string) => {
  const hook = withoutVendorPrefixer().resolveId as (source: string, importer?: string) => string | null;
  return hook(source, importer);
};

it("stands in for stylis's prefixer module, and for nothing else", () => {
  expect(resolve('./Prefixer.js', '/repo/node_modules/stylis/src/Middleware.js')).toBe(PREFIXER_STAND_IN);
  expect(resolve('./Prefixer.js', 'C:\\repo\\node_modules\\stylis\\src\\Middleware.js')).toBe(
    PREFIXER_STAND_IN,
  );
  expect(resolve('./Prefixer.js', '/repo/node_modules/other/src/index.js')).toBeNull();
  expect(resolve('./Prefixer.js', '/repo/site/src/Header.tsx')).toBeNull();
  expect(resolve('stylis', '/repo/node_modules/styled-components/dist/index.js')).toBeNull();
  expect(resolve('./Prefixer.js')).toBeNull();
});

it('fails loudly if the prefixer is ever called', () => {
  expect(() => prefix()).toThrow(/Vendor prefixes are off/);
});
