import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenReferences, headingAnchors, linksIn, pathsNamed } from './doc-references';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rootEntries = new Set(['site', 'functions', 'firebase.json', '.nvmrc']);

describe('the documents name only what the repository holds', () => {
  it('every path in inline code exists and every link between the documents resolves', () => {
    expect(brokenReferences(root)).toEqual([]);
  });
});

describe('pathsNamed', () => {
  it('takes single tokens from the root or shaped like files, outside code blocks', () => {
    const markdown = [
      'See `site/src/app/routes.tsx`, `firebase.json`, `.nvmrc`, `functions/` and `components/Card.tsx`.',
      'Not `/api/health`, `stats/leads`, `firebase/firestore/lite`, `npm run dev`, `_shell/<language>/<id>.html`,',
      'nor `../shared/SPEC.md`, beside the repository, nor a snippet `run(\n  x)` over a line break, `site/a.ts`.',
      '```sh',
      'cat site/missing.ts `site/also-missing.ts`',
      '```',
    ].join('\n');
    expect(pathsNamed('README.md', markdown, rootEntries).map((reference) => reference.target)).toEqual([
      'site/src/app/routes.tsx',
      'firebase.json',
      '.nvmrc',
      'functions/',
      'components/Card.tsx',
      'site/a.ts',
    ]);
  });
});

describe('linksIn', () => {
  it('takes relative links and anchors, not web addresses', () => {
    const markdown = '[a](docs/runbook.md#settings), [b](#layout), [c](https://example.org), <https://x.org>';
    expect(linksIn('README.md', markdown).map((reference) => reference.target)).toEqual([
      'docs/runbook.md#settings',
      '#layout',
    ]);
  });
});

describe('headingAnchors', () => {
  it("makes GitHub's anchors, repeats numbered", () => {
    const markdown = '# Runbook: deploying\n## How a form travels\n### `npm test`, in full\n## Notes\n## Notes\n';
    expect([...headingAnchors(markdown)]).toEqual([
      'runbook-deploying',
      'how-a-form-travels',
      'npm-test-in-full',
      'notes',
      'notes-1',
    ]);
  });
});
