import { describe, expect, it } from 'vitest';
import { chunksOf, entryChunksOf, type ViteManifest } from './vite-manifest';

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
