import type { Plugin, Rolldown } from 'vite';

// The site's chunks. Left to itself the bundler makes a chunk for every set of pages sharing a module: about fifty
// files on the home, each compressed on its own, which costs 11 KB gz more than the same code in a few files. Here
// the entry's steps (site/src/main.tsx: React's DOM renderer, the messages, the styles, the app) are a chunk each,
// code the home shares with another page joins the app, each page's own code is one chunk, and code only some other
// pages share is one chunk for those pages (so the home does not carry, say, the lists' texts). What loads only on
// demand (dialogs, other languages' messages, the Firestore SDK) keeps the bundler's own chunks, but for the
// workspace packages' modules several chunks share (the schemas the dialogs' forms use).

const ENTRY = /[\\/]site[\\/]src[\\/]main\.tsx$/;
/** A page's route module (site/src/app/pageRoute.ts): the modules it imports on demand are the page's. */
const ROUTE_MODULE = /[\\/]site[\\/]src[\\/]pages[\\/]([^\\/]+)[\\/]route\.ts$/;
/**
 * Workspace packages the site reads through their index: following an index would take in every module it
 * re-exports, such as the schemas only the dialogs' forms use; the bundler places what is really used.
 */
const BARREL_PACKAGES = /[\\/](domain|web)[\\/]src[\\/]/;
const HOME = 'home';
/** The entry's steps in the order it imports them. */
const STEP_NAMES = ['react', 'i18n', 'styles', 'app'] as const;
/**
 * Vite's helper for dynamic imports, which the entry uses too: in a step's chunk, the entry would import that
 * step statically and evaluate it in its own first task. It is a chunk of its own (about 1 KB).
 */
const PRELOAD_HELPER = /^\0vite[\\/]preload-helper/;
/** More pages than the site will have: code shared by n pages is grouped before code shared by fewer. */
const MAX_PAGES = 30;

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

/** A page's component module, named after its folder. */
export interface PageModule {
  id: string;
  name: string;
}

/** A module's chunk, and how many pages share it (0 for the entry's steps). */
export interface ChunkAssignment {
  chunk: string;
  pages: number;
}

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || BARREL_PACKAGES.test(id) || PRELOAD_HELPER.test(id)) continue;
    seen.add(id);
    stack.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

/** Which chunk each module goes to, from the module graph: steps first, then code pages share, then pages'. */
export function assignChunks(
  graph: ModuleGraph,
  steps: readonly string[],
  pages: readonly PageModule[],
): Map<string, ChunkAssignment> {
  const chunkOf = new Map<string, ChunkAssignment>();
  steps.forEach((step, index) => {
    const chunk = STEP_NAMES[Math.min(index, STEP_NAMES.length - 1)]!;
    for (const id of staticClosure(graph, step)) {
      if (!chunkOf.has(id)) chunkOf.set(id, { chunk, pages: 0 });
    }
  });
  const pagesOf = new Map<string, string[]>();
  for (const { id: page, name } of pages) {
    for (const id of staticClosure(graph, page)) {
      if (!chunkOf.has(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), name]);
    }
  }
  for (const [id, names] of pagesOf) {
    if (names.length > 1 && names.includes(HOME)) chunkOf.set(id, { chunk: 'app', pages: 0 });
    else chunkOf.set(id, { chunk: names.sort().join('-'), pages: names.length });
  }
  return chunkOf;
}

/** A group of the output option, ranked. */
type RankedGroup = Rolldown.CodeSplittingGroup & { priority: number };

/** The plugin that reads the graph once it is complete, and the output option that groups by it. */
export function chunkGroups(): { plugin: Plugin; codeSplitting: { groups: RankedGroup[] } } {
  let chunkOf = new Map<string, ChunkAssignment>();
  const plugin: Plugin = {
    name: 'cvc-chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => ENTRY.test(id));
      if (!entry) return;
      const graph: ModuleGraph = (id) => this.getModuleInfo(id);
      const steps = this.getModuleInfo(entry)?.dynamicallyImportedIds ?? [];
      const pages = ids.flatMap((id) => {
        const folder = ROUTE_MODULE.exec(id)?.[1];
        if (!folder) return [];
        const components = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        return [...new Set(components)].map((component) => ({ id: component, name: folder }));
      });
      chunkOf = assignChunks(graph, steps, pages);
    },
  };
  // A group also takes what its modules import that no group before it took (the bundler's default), so the
  // order matters: the steps, then code shared by the most pages down to code of one page. Were a page's group
  // first, it would take the code it shares with other pages, and they would load the whole page.
  const stepGroups = STEP_NAMES.map((step) => (id: string) => {
    const assigned = chunkOf.get(id);
    return assigned?.pages === 0 && assigned.chunk === step ? step : null;
  });
  const pageGroups = Array.from({ length: MAX_PAGES }, (_, index) => MAX_PAGES - index).map(
    (pages) => (id: string) => {
      const assigned = chunkOf.get(id);
      return assigned?.pages === pages ? assigned.chunk : null;
    },
  );
  // A workspace package's module that several pages use but none of their shared code imports (LEAD_SOURCE,
  // used by each landing's own form) would go to whichever page's group came first, and the other pages would
  // load that page's whole chunk for it. Before the pages' own groups, it gets a chunk per set of chunks that
  // import it; one that a single page alone uses still joins that page's chunk.
  const sharedPackageModules: Rolldown.CodeSplittingGroup = {
    name: 'shared',
    test: (id: string) => BARREL_PACKAGES.test(id) && !chunkOf.has(id),
    minShareCount: 2,
    entriesAware: true,
  };
  const [onePage, ...severalPages] = pageGroups.reverse();
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'preload-helper', test: PRELOAD_HELPER },
    ...[...stepGroups, ...severalPages.reverse()].map((name) => ({ name })),
    sharedPackageModules,
    { name: onePage! },
  ];
  const codeSplitting = {
    groups: groups.map((group, index) => ({ ...group, priority: groups.length - index })),
  };
  return { plugin, codeSplitting };
}
