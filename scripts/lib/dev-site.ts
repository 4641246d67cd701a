/**
 * The public site in development, rendered as production renders it: each address goes through the site's
 * server entry (site/src/prerender/entry-server.tsx) in Vite's dev server, so a page arrives with its HTML, its
 * head tags, its styles and (for a page rendered per request) its reads, and the browser hydrates it with hot
 * reload. A hydration mismatch therefore shows in the browser's console while developing, not after a build.
 * `/api/*` goes to the Hosting emulator, as Hosting's rewrites send it to the functions in production.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { AUDIENCE_TIME_ZONE, type Language } from '@cvc/domain';
import { SHELL_PLACEHOLDERS, fillShell, type SiteRenderer } from '@cvc/web';
import { ROOT, emulatorAddress } from './emulators';
import { templateInLanguage } from './prerender-html';

const SITE_DIR = join(ROOT, 'site');
const SERVER_ENTRY = '/src/prerender/entry-server.tsx';

/**
 * Vite's index.html, as its dev server serves it (its client and React's refresh first), as a shell: in the
 * page's language with the render's placeholders, as the built shells have them (scripts/lib/prerender-html.ts);
 * the entry script stays, since dev modules load on demand.
 */
export function devShell(template: string, language: Language): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`The dev page has no ${root}`);
  return templateInLanguage(template, language)
    .replace('</head>', `${SHELL_PLACEHOLDERS.head}</head>`)
    .replace(root, `<div id="root" inert>${SHELL_PLACEHOLDERS.html}</div>`);
}

export interface DevSite {
  url: string;
  server: Server;
  vite: ViteDevServer;
  close: () => Promise<void>;
}

/** Starts the dev server on 127.0.0.1:`port` (0: any free port). The emulators must be running. */
export async function startDevSite({ port = 5173 } = {}): Promise<DevSite> {
  // The pages are rendered as the audience's browsers will hydrate them (domain/src/format.ts).
  process.env.TZ = AUDIENCE_TIME_ZONE;
  const server = createHttpServer();
  const vite = await createViteServer({
    root: SITE_DIR,
    configFile: join(SITE_DIR, 'vite.config.ts'),
    mode: 'emulator',
    appType: 'custom',
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      hmr: { server },
      proxy: { '/api': `http://${emulatorAddress('hosting')}` },
    },
    // Its Node entry is CommonJS, whose default export Node's ESM loader would not unwrap (the build bundles it
    // for the same reason: scripts/prerender-site.ts).
    ssr: { noExternal: ['styled-components'] },
  });
  const template = readFileSync(join(SITE_DIR, 'index.html'), 'utf8');

  server.on('request', (req, res) => {
    vite.middlewares(req, res, async () => {
      const address = req.url ?? '/';
      try {
        const origin = `http://${req.headers.host}`;
        const { renderer } = (await vite.ssrLoadModule(SERVER_ENTRY)) as { renderer: SiteRenderer };
        const path = new URL(address, origin).pathname;
        const page = renderer.pageAt(path.replace(/(.)\/$/, '$1'));
        if (!page) throw new Error(`No page at ${path}`);
        const rendered = await renderer.renderPage(page, address, { withData: page.render === 'request', origin });
        for (const read of rendered.missedReads) {
          vite.config.logger.warn(`${path}: a section read "${read}", which the page does not name`);
        }
        const shell = await vite.transformIndexHtml(address, devShell(template, rendered.language));
        // As in production: an address no page claims is the not-found page with a 404, as is an unknown article.
        res.statusCode = page.render === 'fallback' ? 404 : rendered.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(fillShell(shell, rendered));
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        vite.config.logger.error(`Rendering ${address} failed: ${String((error as Error)?.stack ?? error)}`);
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(String((error as Error)?.stack ?? error));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    server,
    vite,
    close: async () => {
      await vite.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
