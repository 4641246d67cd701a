import { describe, expect, it } from 'vitest';
import { chunksOf, type ViteManifest } from './vite-manifest';

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
