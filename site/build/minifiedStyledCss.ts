import ts from 'typescript';
import type { Plugin } from 'vite';

/** Tags whose template is CSS for styled-components: `styled.div`, `styled(Link).attrs(…)`, `css`, … */
const CSS_TAGS = new Set(['css', 'createGlobalStyle', 'keyframes']);

function isCssTag(tag: ts.Expression): boolean {
  if (ts.isIdentifier(tag)) return CSS_TAGS.has(tag.text);
  let left: ts.Expression = tag;
  while (ts.isPropertyAccessExpression(left) || ts.isCallExpression(left)) left = left.expression;
  return ts.isIdentifier(left) && left.text === 'styled';
}

/** Where whitespace next to these characters says nothing to CSS. */
const TIGHT = new Set(['{', '}', ';', ',']);

/**
 * One static piece of a CSS template, between backticks or interpolations: comments out, each run of
 * whitespace that holds a line break down to nothing beside a brace, semicolon, comma or the template's own
 * end, and to one space elsewhere (`1px solid\n  ${color}` keeps its space). Whitespace on one line stays.
 */
export function minifiedCssPiece(raw: string, startsTemplate: boolean, endsTemplate: boolean): string {
  const text = raw.replace(/\/\*[\s\S]*?\*\//g, '');
  return text.replace(/\s*\n\s*/g, (run: string, offset: number) => {
    const before = text[offset - 1];
    const after = text[offset + run.length];
    if (before === undefined && startsTemplate) return '';
    if (after === undefined && endsTemplate) return '';
    return TIGHT.has(before ?? '') || TIGHT.has(after ?? '') ? '' : ' ';
  });
}

/** `code` with the static text of every styled-components CSS template minified; other templates untouched. */
export function withMinifiedStyledCss(code: string, file: string): string {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: { start: number; end: number; text: string }[] = [];
  const piece = (literal: ts.TemplateLiteralLikeNode & ts.Node, opensWithBacktick: boolean) => {
    const closesWithBacktick = code[literal.end - 1] === '`';
    const start = literal.getStart(source) + 1;
    const end = literal.end - (closesWithBacktick ? 1 : 2);
    const raw = code.slice(start, end);
    const text = minifiedCssPiece(raw, opensWithBacktick, closesWithBacktick);
    if (text !== raw) edits.push({ start, end, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isCssTag(node.tag)) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) piece(template, true);
      else {
        piece(template.head, true);
        for (const span of template.templateSpans) piece(span.literal, false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/**
 * The Vite plugin, for the browser's build and the server's alike (styled-components names a class after its
 * CSS, so both must see the same text). The bundler keeps a template's line breaks and indentation as written:
 * about 0.5 KB gz on every page, most of it in the app's chunk.
 */
export function minifiedStyledCss(): Plugin {
  return {
    name: 'cvc:minified-styled-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('`')) return null;
      const minified = withMinifiedStyledCss(code, id);
      return minified === code ? null : { code: minified, map: null };
    },
  };
}
