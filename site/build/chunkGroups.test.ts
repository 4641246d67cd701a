import { expect, it } from 'vitest';
import { assignChunks } from './chunkGroups';

const at = (name: string) => `/repo/site/src/${name}`;
const GRAPH: Record<string, string[]> = {
  [at('react-dom.ts')]: [],
  [at('i18n/index.ts')]: ['/repo/domain/src/index.ts'],
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
    [at('react-dom.ts'), at('i18n/index.ts'), at('app/boot.tsx')],
    [
      at('pages/home/HomePage.tsx'),
      at('pages/news/NewsListPage.tsx'),
      at('pages/opinions/OpinionsListPage.tsx'),
    ],
  );
  expect(Object.fromEntries(chunks)).toEqual({
    [at('react-dom.ts')]: 'react',
    [at('i18n/index.ts')]: 'i18n',
    [at('app/boot.tsx')]: 'app',
    [at('app/routes.tsx')]: 'app',
    [at('components/Header.tsx')]: 'app',
    // Shared by the home and the news list: with the app.
    [at('components/Card.tsx')]: 'app',
    [at('pages/home/HomePage.tsx')]: 'HomePage',
    [at('sections/Hero.tsx')]: 'HomePage',
    [at('pages/news/NewsListPage.tsx')]: 'NewsListPage',
    [at('pages/opinions/OpinionsListPage.tsx')]: 'OpinionsListPage',
    // Shared by two lists only: their own chunk, not the home's.
    [at('features/lists/List.tsx')]: 'NewsListPage~OpinionsListPage',
    // The workspace packages' modules are left to the bundler, which keeps only what is used.
  });
});
