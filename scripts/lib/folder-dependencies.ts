import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// Each package's src is read as a graph of its top-level entries (a folder, or a file at the top), linked by the
// relative imports between them. Tests are left out: a test may reach for what its subject's users provide, and
// nothing imports a test, so its imports say nothing about which way the code depends.

/** One import from a file of one top-level entry to another. */
export type FolderEdge = { from: string; to: string; file: string };

/** The specifiers a module imports, re-exports or loads with import(), as TypeScript's own scanner reads them. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : isSource(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The top-level entry under `src` a path lies in: `mail` for src/mail/sendMail.ts, `index` for src/index.ts. */
function topLevelEntry(src: string, path: string): string | null {
  const inside = relative(src, path);
  if (inside.startsWith('..')) return null;
  const first = inside.split(sep)[0]!;
  return inside.includes(sep) ? first : first.replace(/\.tsx?$/, '');
}

/** Every relative import of `src` (repository-relative `file`s) that crosses from one top-level entry to another. */
export function folderEdges(root: string, src: string): FolderEdge[] {
  const srcDir = join(root, src);
  return sourceFiles(srcDir).flatMap((path) => {
    const from = topLevelEntry(srcDir, path)!;
    return importSpecifiers(readFileSync(path, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => topLevelEntry(srcDir, resolve(dirname(path), specifier)))
      .filter((to): to is string => to !== null && to !== from)
      .map((to) => ({ from, to, file: relative(root, path) }));
  });
}

/** The imports by which `shared` entries reach an entry that is not shared. */
export function sharedImportsOfFeatures(edges: readonly FolderEdge[], shared: readonly string[]): FolderEdge[] {
  return edges.filter((edge) => shared.includes(edge.from) && !shared.includes(edge.to));
}

/**
 * The cycles of the graph: each group of entries that reach one another (a strongly connected component of more
 * than one), with one shortest loop through it, an import per step, so a failure names files to change.
 */
export function folderCycles(edges: readonly FolderEdge[]): { entries: string[]; loop: string[] }[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  // Tarjan's algorithm; the graphs are a few dozen entries, so recursion is fine.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups.map((entries) => ({ entries, loop: shortestLoop(edges, entries) }));
}

/** A shortest way from the group's first entry back to itself, as `file → entry` steps (breadth first). */
function shortestLoop(edges: readonly FolderEdge[], entries: readonly string[]): string[] {
  const start = entries[0]!;
  const cameBy = new Map<string, FolderEdge>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const edge of edges) {
      if (edge.from !== node || !entries.includes(edge.to) || cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, edge);
      if (edge.to === start) {
        queue.length = 0;
        break;
      }
      queue.push(edge.to);
    }
  }
  const steps: string[] = [];
  let at = start;
  do {
    const edge = cameBy.get(at)!;
    steps.unshift(`${edge.file} → ${edge.to}`);
    at = edge.from;
  } while (at !== start);
  return steps;
}
