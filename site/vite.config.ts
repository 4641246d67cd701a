import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './build/chunkGroups';
import { globalStylesheet } from './build/globalStylesheet';
import { minifiedStyledCss } from './build/minifiedStyledCss';
import { styledComponentIds } from './build/styledComponentIds';
import { withoutVendorPrefixer } from './build/withoutVendorPrefixer';

const chunks = chunkGroups();

/** A page's texts in one language are named after its folder (`formacao-executiva-messages.en-….js`). */
const messagesChunkName = ({ facadeModuleId }: { facadeModuleId: string | null }) => {
  const match = /[\\/]([^\\/]+)[\\/]messages\.(pt|en|es)\.ts$/.exec(facadeModuleId ?? '');
  return match ? `assets/${match[1]}-messages.${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
};

// The public site is served at `/`; the admin build lands in dist/hosting/admin after this one.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    styledComponentIds(),
    minifiedStyledCss(),
    withoutVendorPrefixer(),
    react(),
    globalStylesheet(),
    chunks.plugin,
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('build/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  envDir: '..',
  // The year the pages were prerendered in: the first browser render must print the same (useCurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The manifest tells the prerender (scripts/prerender-site.ts) which chunks each page needs; it deletes it.
  build: {
    outDir: '../dist/hosting',
    emptyOutDir: true,
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari 17); an older
    // one only fetches them later. Vite's polyfill would cost every page 0.4 KB gz.
    modulePreload: { polyfill: false },
    // The server render is one file (scripts/prerender-site.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: chunks.codeSplitting, chunkFileNames: messagesChunkName } },
  },
}));
