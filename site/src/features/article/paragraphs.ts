/**
 * Article content is plain text with one paragraph per line (SPEC §3). Rendered as text nodes, never as HTML,
 * so markup typed into the admin shows as typed. Blank lines and surrounding spaces are dropped.
 */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
