import { expect, it } from 'vitest';
import { assignChunks, chunkGroups } from './chunkGroups';

const at = (name: string) => `/repo/site/src/${name}`;
const GRAPH: Record<string, string[]> = {
  [at('react-dom.ts')]: [],
  [at('i18n/index.ts')]: ['/repo/domain/src/index.ts', '\0vite/preload-helper.js'],
  '/repo/node_modules/styled-components/index.js': [],
  [at('app/boot.tsx')]: [at('app/routes.tsx'), at('components/Header.tsx')],
  [at('app/routes.tsx')]: [],
  [at('components/Header.tsx')]: [],
  [at('pages/home/HomePage.tsx')]: [
    at('components/Header.tsx'),
    at('components/Card.tsx'),
    at('sections/Hero.tsx'),
  ],
  [at('pages/news/NewsListPage.tsx')]: [at('components/Card.tsx'), at('features/lists/List.tsx')],
  [at('pages/opinions/OpinionsListPage.tsx')]: [at('features/lists/List.tsx')],
  [at('components/Card.tsx')]: [],
  [at('sections/Hero.tsx')]: [],
  [at('features/lists/List.tsx')]: [],
  '/repo/domain/src/index.ts': ['/repo/domain/src/schemas.ts'],
  '/repo/domain/src/schemas.ts': [],
};
const graph = (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null);

it('puts each step, the code the home shares, each page and the code other pages share in their chunks', () => {
  const chunks = assignChunks(
    graph,
    [
      at('react-dom.ts'),
      at('i18n/index.ts'),
      '/repo/node_modules/styled-components/index.js',
      at('app/boot.tsx'),
    ],
    [
      { id: at('pages/home/HomePage.tsx'), name: 'home' },
      { id: at('pages/news/NewsListPage.tsx'), name: 'news' },
      { id: at('pages/opinions/OpinionsListPage.tsx'), name: 'opinions' },
    ],
  );
  expect(Object.fromEntries(chunks)).toEqual({
    [at('react-dom.ts')]: { chunk: 'react', pages: 0 },
    [at('i18n/index.ts')]: { chunk: 'i18n', pages: 0 },
    '/repo/node_modules/styled-components/index.js': { chunk: 'styles', pages: 0 },
    [at('app/boot.tsx')]: { chunk: 'app', pages: 0 },
    [at('app/routes.tsx')]: { chunk: 'app', pages: 0 },
    [at('components/Header.tsx')]: { chunk: 'app', pages: 0 },
    // Shared by the home and the news list: with the app.
    [at('components/Card.tsx')]: { chunk: 'app', pages: 0 },
    [at('pages/home/HomePage.tsx')]: { chunk: 'home', pages: 1 },
    [at('sections/Hero.tsx')]: { chunk: 'home', pages: 1 },
    [at('pages/news/NewsListPage.tsx')]: { chunk: 'news', pages: 1 },
    [at('pages/opinions/OpinionsListPage.tsx')]: { chunk: 'opinions', pages: 1 },
    // Shared by two lists only: their own chunk, not the home's.
    [at('features/lists/List.tsx')]: { chunk: 'news-opinions', pages: 2 },
    // The workspace packages' modules are left to the bundler, which keeps only what is used; Vite's preload
    // helper has a chunk of its own (chunkGroups).
  });
});

it("gives a workspace package's module several chunks import a chunk of its own, just before the pages' own", () => {
  const groups = [...chunkGroups().codeSplitting.groups].sort((a, b) => b.priority - a.priority);
  const shared = groups.at(-2)!;
  expect(shared).toMatchObject({ name: 'shared', minShareCount: 2, entriesAware: true });
  const test = shared.test as (id: string) => boolean;
  expect(test('/repo/domain/src/labels/lead.ts')).toBe(true);
  expect(test('/repo/web/src/event-links.ts')).toBe(true);
  expect(test(at('pages/venture-lab/VentureLabOffer.tsx'))).toBe(false);
  expect(typeof groups.at(-1)!.name).toBe('function');
});

it("gives Vite's preload helper a chunk before the steps', so the entry imports no step's chunk statically", () => {
  const [first, second] = [...chunkGroups().codeSplitting.groups].sort((a, b) => b.priority - a.priority);
  expect(first).toMatchObject({ name: 'preload-helper' });
  expect((first!.test as RegExp).test('\0vite/preload-helper.js')).toBe(true);
  expect((first!.test as RegExp).test('/repo/site/src/i18n/index.ts')).toBe(false);
  expect(typeof second!.name).toBe('function');
});
