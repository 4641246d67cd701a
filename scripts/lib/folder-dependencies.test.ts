import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderEdges, importSpecifiers, sharedImportsOfFeatures } from './folder-dependencies';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Each package's src, with the top-level entries every other one may use and which use no feature in turn. */
const PACKAGES: { src: string; shared: string[] }[] = [
  { src: 'functions/src', shared: ['shared'] },
  { src: 'site/src', shared: ['components', 'content', 'data', 'hooks', 'i18n', 'site-context', 'styles'] },
  { src: 'admin/src', shared: ['components', 'providers', 'texts'] },
  { src: 'web/src', shared: [] },
  { src: 'domain/src', shared: [] },
];

describe('folders depend one way', () => {
  for (const { src, shared } of PACKAGES) {
    const edges = folderEdges(root, src);

    it(`${src}: shared folders import no feature folder`, () => {
      expect(sharedImportsOfFeatures(edges, shared)).toEqual([]);
    });

    it(`${src}: no two folders depend on each other, however indirectly`, () => {
      expect(folderCycles(edges)).toEqual([]);
    });
  }
});

describe('importSpecifiers', () => {
  it('reads imports, re-exports, type imports and import() calls, not strings or comments', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/B';",
      "export { c } from './c';",
      "const lazy = () => import('./d');",
      "const text = \"import { e } from './e'\"; // import { f } from './f'",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b/B', './c', './d']);
  });
});

describe('folderCycles', () => {
  it('finds a cycle through three folders and names an import per step', () => {
    const edges = [
      { from: 'a', to: 'b', file: 'src/a/x.ts' },
      { from: 'b', to: 'c', file: 'src/b/y.ts' },
      { from: 'c', to: 'a', file: 'src/c/z.ts' },
      { from: 'c', to: 'd', file: 'src/c/w.ts' },
    ];
    expect(folderCycles(edges)).toEqual([
      { entries: ['a', 'b', 'c'], loop: ['src/a/x.ts → b', 'src/b/y.ts → c', 'src/c/z.ts → a'] },
    ]);
  });

  it('finds none in a graph that goes one way', () => {
    expect(folderCycles([{ from: 'a', to: 'b', file: 'src/a/x.ts' }])).toEqual([]);
  });
});
