import { describe, expect, it } from 'vitest';
import { minifiedCssPiece, withMinifiedStyledCss } from './minifiedStyledCss';

const SOURCE = [
  'const Card = styled.article`',
  '  display: grid; /* the card */',
  '  border: 1px solid',
  '    ${({ theme }) => theme.line};',
  '  &:hover {',
  '    color: red;',
  '  }',
  '`;',
  "const Tone = styled.span.withConfig({ componentId: 'sc-1' })<{ $on: boolean }>`",
  '  ${({ $on }) => $on && css`',
  '    outline: 2px solid;',
  '  `}',
  '`;',
  'const Button = styled(Link).attrs({ x: 1 })`margin: 0  auto;`;',
  'const message = `Olá,',
  '  mundo`;',
  'const sql = tag`a',
  '  b`;',
].join('\n');

describe('withMinifiedStyledCss', () => {
  const out = withMinifiedStyledCss(SOURCE, 'src/components/Card.tsx');

  it('drops comments and line breaks in a styled template, keeping a space where CSS needs one', () => {
    expect(out).toContain(
      'styled.article`display: grid;border: 1px solid ${({ theme }) => theme.line};&:hover {color: red;}`',
    );
  });

  it('minifies templates nested in interpolations, whatever the tag carries (withConfig, type arguments, attrs)', () => {
    expect(out).toContain('<{ $on: boolean }>`${({ $on }) => $on && css`outline: 2px solid;`}`');
    expect(out).toContain('styled(Link).attrs({ x: 1 })`margin: 0  auto;`');
  });

  it('leaves every other template as written', () => {
    expect(out).toContain('const message = `Olá,\n  mundo`;');
    expect(out).toContain('const sql = tag`a\n  b`;');
  });
});

describe('minifiedCssPiece', () => {
  it('keeps one space between a value and an interpolation on the next line', () => {
    expect(minifiedCssPiece('\n  border: 1px solid\n  ', true, false)).toBe('border: 1px solid ');
    expect(minifiedCssPiece(';\n  color: blue\n', false, true)).toBe(';color: blue');
  });
});
