// The public forms' schemas are zod, loaded when a form is sent; a page's start-up script must never carry zod:
// it is about 12 KB gz, and the 140 KB gz every route is held to leaves no room for it. A domain module that
// imports the schemas (or their zod configuration, a side effect) drags it into the app's chunk unseen; the
// build fails instead.

/** What marks a chunk holding zod (v4 names each of its classes so in the minified code). */
const ZOD_MARKER = /[`'"]\$Zod(?:Type|Error|Check)[`'"]/;

/** The files among `chunks` that hold zod, read by `read`. */
export function chunksWithZod(chunks: readonly string[], read: (file: string) => string): string[] {
  return chunks.filter((file) => ZOD_MARKER.test(read(file)));
}
