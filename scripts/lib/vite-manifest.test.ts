import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  entryChunksOf,
  languageChunksOf,
  pageModuleChunksOf,
  type ViteManifest,
} from './vite-manifest';

const MANIFEST: ViteManifest = {
  'src/pages/news/NewsListPage.tsx': { file: 'assets/NewsListPage.js', imports: ['_firebase.js', '_card.js'] },
  '_firebase.js': { file: 'assets/firebase.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_firebase.js'] },
};

describe('chunksOf', () => {
  it('lists the page chunk and everything it imports statically, each once', () => {
    expect(chunksOf(MANIFEST, 'src/pages/news/NewsListPage.tsx')).toEqual([
      'assets/NewsListPage.js',
      'assets/firebase.js',
      'assets/card.js',
    ]);
  });

  it('fails loudly for a module the build does not know', () => {
    expect(() => chunksOf(MANIFEST, 'src/pages/missing.tsx')).toThrow("Vite's manifest has no src/pages/missing.tsx");
  });
});

describe('entryChunksOf', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_runtime.js'], dynamicImports: ['src/app/boot.tsx'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/app/boot.tsx': {
      file: 'assets/boot.js',
      imports: ['_runtime.js', '_react.js'],
      dynamicImports: ['src/pages/home/HomePage.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/pages/home/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_react.js'] },
  };

  it("adds the entry's own steps and their imports, each once, but not what they load on demand", () => {
    expect(entryChunksOf(manifest, 'index.html')).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/boot.js',
      'assets/react.js',
    ]);
  });
});

describe('pageModuleChunksOf', () => {
  // The app (with every route module) loads each page's component on demand; a page may load more later.
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', dynamicImports: ['src/app/boot.tsx'] },
    'src/app/boot.tsx': {
      file: 'assets/app.js',
      imports: ['_react.js'],
      dynamicImports: ['src/pages/home/HomePage.tsx', 'src/pages/news/NewsListPage.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/pages/home/HomePage.tsx': {
      file: 'assets/home.js',
      imports: ['_react.js', '_cards.js'],
      dynamicImports: ['src/pages/home/EventDialog.tsx'],
    },
    '_cards.js': { file: 'assets/cards.js' },
    'src/pages/home/EventDialog.tsx': { file: 'assets/event.js' },
    'src/pages/news/NewsListPage.tsx': { file: 'assets/news.js', imports: ['_cards.js'] },
  };

  it("gives the chunks of the module the app loads from the page's folder, not what the page loads later", () => {
    expect(pageModuleChunksOf(manifest, 'index.html', 'pages/home')).toEqual([
      'assets/home.js',
      'assets/react.js',
      'assets/cards.js',
    ]);
    expect(pageModuleChunksOf(manifest, 'index.html', 'pages/news')).toEqual(['assets/news.js', 'assets/cards.js']);
  });

  it('refuses a folder the app loads nothing from', () => {
    expect(() => pageModuleChunksOf(manifest, 'index.html', 'pages/gone')).toThrow(
      'No module of src/pages/gone is loaded by the app',
    );
  });
});

describe('languageChunksOf', () => {
  // A page's messages module loads its language's texts on demand: one chunk per language.
  const manifest: ViteManifest = {
    '_landing.js': {
      file: 'assets/landing.js',
      dynamicImports: [
        'src/pages/landing/messages.pt.ts',
        'src/pages/landing/messages.en.ts',
        'src/pages/landing/EventDialog.tsx',
      ],
    },
    'src/pages/landing/messages.pt.ts': { file: 'assets/landing-messages.pt.js' },
    'src/pages/landing/messages.en.ts': { file: 'assets/landing-messages.en.js' },
    'src/pages/landing/EventDialog.tsx': { file: 'assets/event.js' },
    '_news.js': { file: 'assets/news.js', dynamicImports: ['src/pages/news/messages.pt.ts'] },
    'src/pages/news/messages.pt.ts': { file: 'assets/news-messages.pt.js' },
  };

  it("gives the chunks' messages in one language only, not other pages' nor other dynamic imports", () => {
    expect(languageChunksOf(manifest, ['assets/landing.js'], 'pt')).toEqual(['assets/landing-messages.pt.js']);
    expect(languageChunksOf(manifest, ['assets/landing.js'], 'en')).toEqual(['assets/landing-messages.en.js']);
    expect(languageChunksOf(manifest, ['assets/landing.js'], 'es')).toEqual([]);
  });
});
