import type { Plugin } from 'vite';

// The site's chunks, one per step of the entry and one per page. Left to itself the bundler makes a chunk for
// every set of pages sharing code: about fifty files on the home, each compressed on its own, which cost 11 KB
// gz more than the same code in a few files. Here the entry's steps (site/src/main.tsx: React's DOM renderer,
// the messages, the app) are a chunk each, code two or more pages share joins the app's, and each page's own
// code is one chunk (code that only some other pages share is one for those pages). What loads only on demand (dialogs, other languages' messages, the Firestore SDK) keeps the
// bundler's own chunks, so a page still loads none of it.

const ENTRY = /[\\/]site[\\/]src[\\/]main\.tsx$/;
const PAGE = /[\\/]site[\\/]src[\\/]pages[\\/][^\\/]+[\\/]([^\\/]+Page)\.tsx$/;
/**
 * Workspace packages the site reads through their index: following an index would take in every module it
 * re-exports, such as the schemas only the dialogs' forms use; the bundler places what is really used.
 */
const BARREL_PACKAGES = /[\\/](domain|web)[\\/]src[\\/]/;
const HOME = 'HomePage';
/** The entry's steps in the order it imports them. */
const STEP_NAMES = ['react', 'i18n', 'app'] as const;

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || BARREL_PACKAGES.test(id)) continue;
    seen.add(id);
    stack.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

/** Which chunk each module goes to, from the module graph: steps first, then code pages share, then pages'. */
export function assignChunks(
  graph: ModuleGraph,
  steps: readonly string[],
  pages: readonly string[],
): Map<string, string> {
  const chunkOf = new Map<string, string>();
  steps.forEach((step, index) => {
    for (const id of staticClosure(graph, step)) {
      if (!chunkOf.has(id)) chunkOf.set(id, STEP_NAMES[Math.min(index, STEP_NAMES.length - 1)]!);
    }
  });
  const pagesOf = new Map<string, string[]>();
  for (const page of pages) {
    const name = PAGE.exec(page)?.[1] ?? page;
    for (const id of staticClosure(graph, page)) {
      if (!chunkOf.has(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), name]);
    }
  }
  // Code the home shares with other pages starts with the app; code only other pages share is a chunk of its
  // own for the pages sharing it, so the front door does not carry, say, the lists' texts.
  for (const [id, names] of pagesOf) {
    chunkOf.set(id, names.includes(HOME) && names.length > 1 ? 'app' : names.sort().join('~'));
  }
  return chunkOf;
}

/** The plugin that reads the graph once it is complete, and the output option that groups by it. */
export function chunkGroups() {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'cvc-chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => ENTRY.test(id));
      if (!entry) return;
      const graph: ModuleGraph = (id) => this.getModuleInfo(id);
      const steps = this.getModuleInfo(entry)?.dynamicallyImportedIds ?? [];
      chunkOf = assignChunks(
        graph,
        steps,
        ids.filter((id) => PAGE.test(id)),
      );
    },
  };
  const codeSplitting = {
    groups: [...STEP_NAMES, 'pages'].map((group, index, all) => ({
      name: (id: string) => {
        const chunk = chunkOf.get(id);
        if (!chunk) return null;
        const isStep = (STEP_NAMES as readonly string[]).includes(chunk);
        return (group === 'pages' ? !isStep : chunk === group) ? chunk : null;
      },
      // Earlier groups take their modules first.
      priority: all.length - index,
    })),
  };
  return { plugin, codeSplitting };
}
