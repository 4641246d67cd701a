/** The parts of Vite's build manifest (build.manifest: true) the prerender reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The files a module's chunk needs before it can run: its own and, transitively, those it imports statically
 * (dynamic imports load later, on demand). In the manifest's order, each once.
 */
export function chunksOf(manifest: ViteManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`Vite's manifest has no ${current}`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/**
 * What the entry needs to start: its chunks and those of the modules it imports dynamically itself (main.tsx
 * loads the app in steps), but not what those load later on demand (the pages).
 */
export function entryChunksOf(manifest: ViteManifest, key: string): string[] {
  const steps = manifest[key]?.dynamicImports ?? [];
  return [...new Set([key, ...steps].flatMap((module) => chunksOf(manifest, module)))];
}

/**
 * The chunks of a page, whose route module (in the app, loaded by the entry) imports its component on demand:
 * every module of the page's folder that the app's chunks import dynamically, with what those need.
 */
export function pageModuleChunksOf(manifest: ViteManifest, entryKey: string, folder: string): string[] {
  const appKeys = new Set<string>();
  const visit = (key: string) => {
    if (appKeys.has(key)) return;
    appKeys.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  [entryKey, ...(manifest[entryKey]?.dynamicImports ?? [])].forEach(visit);
  const pageModules = [...appKeys]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => key.startsWith(`src/${folder}/`));
  if (pageModules.length === 0) throw new Error(`No module of src/${folder} is loaded by the app`);
  return [...new Set(pageModules.flatMap((key) => chunksOf(manifest, key)))];
}

/** A page namespace's messages in one language: `messages.pt.ts` beside the page's `messages.ts`. */
const languageMessages = (language: string) => new RegExp(`[\\\\/]messages\\.${language}\\.ts$`);

/**
 * The messages chunks in `language` that these chunks load before their code runs (a page's messages module
 * awaits its language's at the top: site/src/i18n/pageMessages.ts), with what those need.
 */
export function languageChunksOf(manifest: ViteManifest, files: readonly string[], language: string): string[] {
  const wanted = new Set(files);
  const messages = Object.values(manifest)
    .filter((chunk) => wanted.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((key) => languageMessages(language).test(key));
  return [...new Set(messages.flatMap((key) => chunksOf(manifest, key)))];
}
