import { describe, expect, it } from 'vitest';
import { bootChunksIn } from '../../../scripts/lib/prerender-html';
import { hostingUrl } from '../../support/emulators';

// The entry evaluates the app in steps, a task each (site/src/main.tsx). A chunk it imported statically would be
// evaluated before its first line, in one task with it: a step's chunk there (React's DOM renderer, the messages,
// the styles or the app, 29 KB and more) would undo the split. Read as Hosting serves the built site.

/** What the entry imports statically: `import{…}from"./x.js"` or `import"./x.js"`, before its code. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+)["']/g)].map(
    (match) => match[1]!,
  );
}

describe('the boot steps', () => {
  it.each(['/', '/noticias'])(
    'the entry of %s imports no step of the app statically, only helpers of a few KB',
    async (path) => {
      const html = await (await fetch(hostingUrl(path))).text();
      const { entry } = bootChunksIn(html)!;
      const code = await (await fetch(hostingUrl(entry))).text();
      const imported = staticImports(code);
      expect(imported.length).toBeGreaterThan(0);
      for (const file of imported) {
        const body = await (
          await fetch(hostingUrl(new URL(file, new URL(entry, 'http://site/')).pathname))
        ).arrayBuffer();
        expect(body.byteLength, file).toBeLessThan(4 * 1024);
      }
    },
  );
});
