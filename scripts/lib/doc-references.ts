import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * What the project's documentation names in the repository: every path written as inline code from the
 * repository's root (`site/src/pages/news/route.ts`, `firebase.json`) and every relative markdown link, so a
 * test can hold the documents to the tree they describe.
 */

/** The documents held to the tree: the README, the bench's and everything under docs/. */
export function documentPaths(root: string): string[] {
  const docs = ['README.md', 'bench/README.md'].filter((path) => existsSync(join(root, path)));
  const walk = (folder: string): void => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) docs.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return docs;
}

/**
 * Paths a build, a deploy or a person makes and git never holds (all in .gitignore): named in the documents,
 * absent from a clean clone.
 */
export const MADE_NOT_COMMITTED = [
  'dist',
  'functions/lib',
  'functions/.secret.local',
  'tests/.rules-coverage',
  'tests/test-results',
  '.env.production.local',
];

/** Files a path in inline code may end with; one that does must be written from the repository's root. */
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|html|rules|ya?ml|css|svg|png)$/;

/** Placeholders and patterns, not paths: `_shell/<language>/<id>.html`, `pages/*\/route.ts`, `functions/.env.<id>`. */
const PLACEHOLDER = /[<>{}*…]/;

/** The text outside fenced code blocks (a layout tree or a shell session is not a reference). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

export type Reference = { document: string; target: string };

/**
 * Inline code that names a repository path: a single token starting with an entry of the repository's root
 * (`scripts/lib/trigger-queue.ts`, `domain/`, `.nvmrc`), or any token with a slash that ends like a file,
 * which must then be written from the root too (`components/Card.tsx` is refused, as it resolves nowhere).
 * Packages (`firebase/firestore/lite`) and Firestore paths (`stats/leads`) start with no root entry and name no
 * file, so they are left alone.
 */
export function pathsNamed(document: string, markdown: string, rootEntries: ReadonlySet<string>): Reference[] {
  const references: Reference[] = [];
  // A code span may run over a line break (a long snippet): it then holds whitespace and names no path.
  for (const [, code] of prose(markdown).matchAll(/`([^`]+)`/g)) {
    const token = code!.trim();
    if (/\s/.test(token) || PLACEHOLDER.test(token) || token.includes('://')) continue;
    // Site addresses (`/api/health`) and what lies beside the repository (`../shared/SPEC.md`) are not its paths.
    if (token.startsWith('/') || token.startsWith('../')) continue;
    const first = token.split('/')[0]!;
    const fromRoot = rootEntries.has(first);
    const looksLikeFile = token.includes('/') && FILE_EXTENSION.test(token);
    if (fromRoot || looksLikeFile) references.push({ document, target: token });
  }
  return references;
}

/** Relative markdown links (`[runbook](docs/runbook.md#backups-and-restore)`, `[above](#layout)`). */
export function linksIn(document: string, markdown: string): Reference[] {
  const references: Reference[] = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue; // https:, mailto:
    references.push({ document, target: target! });
  }
  return references;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function madeNotCommitted(path: string): boolean {
  return MADE_NOT_COMMITTED.some((made) => path === made || path.startsWith(`${made}/`));
}

/** The entries of the repository's root a path may start with (dependencies and builds aside). */
export function rootEntriesOf(root: string): Set<string> {
  const entries = readdirSync(root).filter((entry) => entry !== 'node_modules' && entry !== '.git');
  return new Set([...entries, ...MADE_NOT_COMMITTED.map((path) => path.split('/')[0]!)]);
}

/** Every path or link in the documents that resolves to nothing, as "document: target". */
export function brokenReferences(root: string): string[] {
  const rootEntries = rootEntriesOf(root);
  const broken: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string): Set<string> => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(join(root, path), 'utf8')));
    return anchorsOf.get(path)!;
  };
  for (const document of documentPaths(root)) {
    const markdown = readFileSync(join(root, document), 'utf8');
    for (const { target } of pathsNamed(document, markdown, rootEntries)) {
      const path = target.replace(/\/$/, '');
      if (!madeNotCommitted(path) && !existsSync(join(root, path))) broken.push(`${document}: \`${target}\``);
    }
    for (const { target } of linksIn(document, markdown)) {
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const path = file === '' ? document : relative(root, join(root, dirname(document), file));
      if (path.startsWith('..') || !existsSync(join(root, path))) {
        broken.push(`${document}: (${target})`);
      } else if (anchor !== undefined && path.endsWith('.md') && !anchors(path).has(anchor)) {
        broken.push(`${document}: (${target}) has no such heading`);
      }
    }
  }
  return broken;
}
