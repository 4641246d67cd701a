import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { styledComponentIds } from '../../site/build/styledComponentIds.ts';

const site = fileURLToPath(new URL('../../site', import.meta.url));

// Built with `--mode emulator` and the repository's .env files, as the site is (site/vite.config.ts).
export default defineConfig({
  // Class names equal between the server render and the browser, as in the site's build.
  plugins: [styledComponentIds(), reactRouter()],
  envDir: '../..',
  // The site's images, robots.txt and files, served from dist/client.
  publicDir: `${site}/public`,
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // The site's code, imported as it is.
    alias: { '@site': `${site}/src` },
    // One copy of each, the monorepo's (/work/main/node_modules), whichever file imports it.
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'styled-components',
      'i18next',
      'react-i18next',
      'firebase',
    ],
  },
  // styled-components' Node entry is CommonJS, whose default export Node's ESM loader does not unwrap.
  ssr: { noExternal: ['styled-components'] },
});
