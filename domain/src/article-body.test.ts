import { describe, expect, it } from 'vitest';
import { articleBodyLines } from './article-body';

describe('articleBodyLines', () => {
  it('makes one paragraph per line', () => {
    expect(articleBodyLines('Primeiro.\nSegundo.\nTerceiro.')).toEqual([
      'Primeiro.',
      'Segundo.',
      'Terceiro.',
    ]);
  });

  it('handles Windows line ends, blank lines and stray spaces', () => {
    expect(articleBodyLines('  Um. \r\n\r\n\n Dois.\n   \n')).toEqual(['Um.', 'Dois.']);
  });

  it('keeps markup as plain text', () => {
    expect(articleBodyLines('<b>negrito</b>\n<script>x()</script>')).toEqual([
      '<b>negrito</b>',
      '<script>x()</script>',
    ]);
  });

  it('gives nothing for empty content', () => {
    expect(articleBodyLines('')).toEqual([]);
  });
});
