import ts from 'typescript';

/** Attributes whose string is read by a person (or a screen reader). */
const WORDY_ATTRIBUTES = new Set([
  'label',
  'title',
  'aria-label',
  'placeholder',
  'helperText',
  'primaryText',
  'confirm',
  'cancel',
  'content',
  'emptyText',
  'confirmTitle',
  'confirmContent',
  'submitLabel',
]);

/** react-admin's own messages and ours are looked up by key: a key is not a text. */
const MESSAGE_KEY = /^(ra|cvc|resources)\.[\w.-]+$/;
const WORDS = /\p{L}{2,}/u;

export type InlineText = { line: number; text: string };

/**
 * Words a screen writes in its own code, as a JSX text child, the string of a wordy attribute or a toast's
 * message: what should live in admin/src/texts. Expressions are not followed; a catalogue's constant is the point.
 */
export function inlineTexts(fileName: string, source: string): InlineText[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: InlineText[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (WORDS.test(trimmed) && !MESSAGE_KEY.test(trimmed))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: trimmed });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    if (ts.isJsxAttribute(node) && WORDY_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) add(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression))
        add(value, value.expression.text);
    }
    // notify('…'): a toast's words.
    if (ts.isCallExpression(node) && node.expression.getText() === 'notify') {
      const [message] = node.arguments;
      if (message && ts.isStringLiteralLike(message)) add(message, message.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
