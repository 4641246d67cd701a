import type { Element, Root } from 'hast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { ARTICLE_BODY_ELEMENTS, ARTICLE_IMAGE_PROTOCOLS, ARTICLE_LINK_PROTOCOLS } from '@cvc/domain';

// A Markdown body to HTML for the article page: parsed by remark, raw HTML dropped (remark-rehype leaves it
// out), every element and attribute outside the domain's allowlist removed by rehype-sanitize. Runs where the
// page's data is read: on the server render, or in the browser only when a visitor navigates to an article.

const SCHEMA: SanitizeSchema = {
  tagNames: [...ARTICLE_BODY_ELEMENTS],
  attributes: { a: ['href'], img: ['src', 'alt'], ol: ['start'] },
  protocols: { href: [...ARTICLE_LINK_PROTOCOLS], src: [...ARTICLE_IMAGE_PROTOCOLS] },
  // Whatever else a body holds loses its element and keeps its text; these lose their text as well.
  strip: ['script', 'style'],
  required: {},
  clobber: [],
};

/**
 * A bare address (`https://…`, `www.…`, an e-mail) is a link, as GitHub's Markdown reads it; only this part of
 * GFM, so tables and strikethrough stay text. The links go through the same sanitiser as typed ones.
 */
function bareAddressesAsLinks(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmAutolinkLiteral());
  (data.fromMarkdownExtensions ??= []).push(gfmAutolinkLiteralFromMarkdown());
}

const DEEP_HEADINGS = new Set(['h4', 'h5', 'h6']);

/** The page's title is its one h1: a body's headings are its sections (h2) and their parts (h3). */
function headingsUnderTheTitle() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h1') node.tagName = 'h2';
      else if (DEEP_HEADINGS.has(node.tagName)) node.tagName = 'h3';
    });
  };
}

/** Images load as the reader reaches them, and a missing alt reads as decorative rather than as the file name. */
function lazyImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      node.properties = { ...node.properties, alt: node.properties.alt ?? '', loading: 'lazy' };
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(bareAddressesAsLinks)
  .use(remarkRehype)
  .use(headingsUnderTheTitle)
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'] })
  .use(lazyImages)
  .use(rehypeStringify);

/** The HTML of a Markdown body, safe to put in the page as it is. */
export function renderArticleBody(markdown: string): string {
  return String(processor.processSync(markdown));
}
