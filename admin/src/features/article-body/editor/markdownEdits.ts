import { ARTICLE_LINK_PROTOCOLS } from '@cvc/domain';

// What each toolbar button and shortcut writes into a Markdown body, as a plain edit of the text: the body stays
// Markdown, and the writer sees the syntax they would have typed.

/** The body and its selection, as the textarea holds them. */
export type BodySelection = { value: string; start: number; end: number };

/** Replace [from, to) with `insert`, then select [selectFrom, selectTo) of the new text. */
export type BodyEdit = { from: number; to: number; insert: string; selectFrom: number; selectTo: number };

export type BodyAction = 'bold' | 'italic' | 'link' | 'heading' | 'list' | 'numbered' | 'quote' | 'image';

/** An address the link button leaves selected, for the writer to type or paste over. */
const URL_STUB = 'https://';

/**
 * The selected words without their outer spaces (a double-click takes the space after a word), where Markdown
 * wants its markers: emphasis does not close after a space.
 */
function trimmed({ value, start, end }: BodySelection) {
  const selected = value.slice(start, end);
  const from = start + (selected.length - selected.trimStart().length);
  const text = selected.trim();
  return { from, to: from + text.length, text };
}

/** `marker` on both sides of the selection, which stays selected; with none, a word to type over. */
function wrap(selection: BodySelection, marker: string, placeholder: string): BodyEdit {
  const { from, to, text } = trimmed(selection);
  const words = text || placeholder;
  const selectFrom = from + marker.length;
  return { from, to, insert: `${marker}${words}${marker}`, selectFrom, selectTo: selectFrom + words.length };
}

/**
 * `[selection](https://)` (or `![…]` for an image) with the address selected; with no selection, a placeholder
 * for the words, selected, since they are what is missing.
 */
function linkTo(selection: BodySelection, prefix: '' | '!', placeholder: string): BodyEdit {
  const { from, to, text } = trimmed(selection);
  const words = text || placeholder;
  const insert = `${prefix}[${words}](${URL_STUB})`;
  const wordsFrom = from + prefix.length + 1;
  if (!text) return { from, to, insert, selectFrom: wordsFrom, selectTo: wordsFrom + words.length };
  const urlFrom = wordsFrom + words.length + 2;
  return { from, to, insert, selectFrom: urlFrom, selectTo: urlFrom + URL_STUB.length };
}

const HEADING_MARK = /^#{1,6}[ \t]+/;
const LIST_MARK = /^(?:[-*+]|\d{1,9}[.)])[ \t]+/;

/**
 * `prefix(n)` before each non-blank line the selection touches (a mark of the same kind replaced). On one line
 * the caret or selection moves with its words; over several lines the whole block is selected. A blank line
 * gets the prefix and a placeholder, selected.
 */
function prefixLines(
  { value, start, end }: BodySelection,
  prefix: (index: number) => string,
  replaces: RegExp | null,
  placeholder: string,
): BodyEdit {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  // A selection that ends just after a line break does not take in the next line.
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = value.indexOf('\n', last);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  if (lines.length === 1 && lines[0]!.trim() === '') {
    const mark = prefix(0);
    const selectFrom = from + mark.length;
    return {
      from,
      to,
      insert: `${mark}${placeholder}`,
      selectFrom,
      selectTo: selectFrom + placeholder.length,
    };
  }
  let index = 0;
  const insert = lines
    .map((line) =>
      line.trim() === '' ? line : `${prefix(index++)}${replaces ? line.replace(replaces, '') : line}`,
    )
    .join('\n');
  if (lines.length > 1) return { from, to, insert, selectFrom: from, selectTo: from + insert.length };
  const shift = insert.length - (to - from);
  const textFrom = from + prefix(0).length;
  return {
    from,
    to,
    insert,
    selectFrom: Math.max(textFrom, start + shift),
    selectTo: Math.max(textFrom, end + shift),
  };
}

/** What each button (and its shortcut) does to the body at the selection. */
export const BODY_EDITS: Record<BodyAction, (selection: BodySelection) => BodyEdit> = {
  bold: (selection) => wrap(selection, '**', 'negrito'),
  italic: (selection) => wrap(selection, '*', 'itálico'),
  link: (selection) => linkTo(selection, '', 'texto do link'),
  heading: (selection) => prefixLines(selection, () => '## ', HEADING_MARK, 'Subtítulo'),
  list: (selection) => prefixLines(selection, () => '- ', LIST_MARK, 'item'),
  numbered: (selection) => prefixLines(selection, (index) => `${index + 1}. `, LIST_MARK, 'item'),
  quote: (selection) => prefixLines(selection, () => '> ', null, 'citação'),
  image: (selection) => linkTo(selection, '!', 'descrição da imagem'),
};

/** Ctrl+B, Ctrl+I and Ctrl+K (⌘ on a Mac), as in every text editor. */
export const SHORTCUTS: Readonly<Record<string, BodyAction>> = { b: 'bold', i: 'italic', k: 'link' };

/** A single address whose scheme a body's links may use (relative addresses are not pasted from a browser). */
export function isLinkAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const scheme = new URL(text).protocol.slice(0, -1).toLowerCase();
    return (ARTICLE_LINK_PROTOCOLS as readonly string[]).includes(scheme);
  } catch {
    return false;
  }
}

/**
 * An address pasted over selected words makes them its link, `[words](address)`, the caret after it. Only for a
 * single allowed address, over words that are not an address themselves (pasting over the toolbar's
 * `https://`, or over one address to replace it, pastes as usual).
 */
export function pastedLink(selection: BodySelection, pasted: string): BodyEdit | null {
  const address = pasted.trim();
  if (selection.start === selection.end || !isLinkAddress(address)) return null;
  const { from, to, text } = trimmed(selection);
  if (!text || text.includes('\n') || /^[a-z][a-z\d+.-]*:/i.test(text)) return null;
  if (selection.value.slice(0, selection.start).endsWith('](')) return null;
  const insert = `[${text}](${address})`;
  return { from, to, insert, selectFrom: from + insert.length, selectTo: from + insert.length };
}
