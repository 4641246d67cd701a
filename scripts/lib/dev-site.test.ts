import { describe, expect, it } from 'vitest';
import { SHELL_PLACEHOLDERS } from '@cvc/web';
import { devShell } from './dev-site';
import { languageRedirectScript } from './prerender-html';

// Vite's index.html as its dev server serves it: its client and React's refresh before our tags.
const DEV_INDEX = `<!doctype html>
<html lang="pt">
  <head>
    <script type="module" src="/@vite/client"></script>
    <meta charset="UTF-8" />
    <meta name="description" content="Template" />
    <title>Template</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>`;

describe('devShell', () => {
  it('is the dev page in the language, with the placeholders of the built shells and its scripts kept', () => {
    const shell = devShell(DEV_INDEX, 'es');
    expect(shell).toContain('<html lang="es">');
    expect(shell).toContain(`<meta charset="UTF-8" />${languageRedirectScript()}`);
    expect(shell).not.toContain('Template');
    expect(shell).toContain(`${SHELL_PLACEHOLDERS.head}</head>`);
    expect(shell).toContain(`<div id="root" inert>${SHELL_PLACEHOLDERS.html}</div>`);
    expect(shell).toContain('<script type="module" src="/@vite/client"></script>');
    expect(shell).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('refuses a page without the root it fills', () => {
    expect(() => devShell(DEV_INDEX.replace('<div id="root"></div>', ''), 'pt')).toThrow(/no <div id="root">/);
  });
});
