import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown } from 'mdast-util-to-markdown';
import { ARTICLE_IMAGE_PROTOCOLS, ARTICLE_LINK_PROTOCOLS, articleBodyLines } from '@cvc/domain';

// What the console reads in a Markdown body before it is saved. The site's renderer is what keeps a page safe;
// this only tells the member, in the form, what it will refuse or leave out.

function* nodes(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* nodes(child);
}

/**
 * A body stored before Markdown (a paragraph per line) as Markdown that renders to the same paragraphs: lines
 * become paragraphs and what Markdown would read as markup (`*`, `#`, `<`…) is escaped by the serializer.
 */
export function linesToMarkdown(content: string): string {
  const root: Root = {
    type: 'root',
    children: articleBodyLines(content).map((line) => ({
      type: 'paragraph',
      children: [{ type: 'text', value: line }],
    })),
  };
  return toMarkdown(root);
}

/** How many images of the body have no description (alt text), which the form refuses. */
export function imagesWithoutAlt(markdown: string): number {
  let count = 0;
  for (const node of nodes(fromMarkdown(markdown))) {
    if ((node.type === 'image' || node.type === 'imageReference') && !node.alt?.trim()) count += 1;
  }
  return count;
}

const hasScheme = (url: string) => {
  try {
    return new URL(url).protocol.slice(0, -1).toLowerCase();
  } catch {
    return null; // relative: the site's own pages
  }
};

/** The parts of a body the page will not show: raw HTML, and links or images to a scheme it does not allow. */
export function hiddenParts(markdown: string): string[] {
  const root = fromMarkdown(markdown);
  const definitions = new Map<string, string>();
  for (const node of nodes(root)) if (node.type === 'definition') definitions.set(node.identifier, node.url);
  const parts: string[] = [];
  for (const node of nodes(root)) {
    if (node.type === 'html') parts.push(node.value.trim());
    const url =
      node.type === 'link' || node.type === 'image'
        ? node.url
        : node.type === 'linkReference' || node.type === 'imageReference'
          ? definitions.get(node.identifier)
          : undefined;
    if (url === undefined) continue;
    const scheme = hasScheme(url);
    const allowed: readonly string[] = node.type.startsWith('image')
      ? ARTICLE_IMAGE_PROTOCOLS
      : ARTICLE_LINK_PROTOCOLS;
    if (scheme !== null && !allowed.includes(scheme)) parts.push(url);
  }
  return parts;
}
