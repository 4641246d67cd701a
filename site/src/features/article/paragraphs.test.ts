import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './paragraphs';

describe('splitParagraphs', () => {
  it('makes one paragraph per line', () => {
    expect(splitParagraphs('Primeiro.\nSegundo.\nTerceiro.')).toEqual(['Primeiro.', 'Segundo.', 'Terceiro.']);
  });

  it('handles Windows line ends, blank lines and stray spaces', () => {
    expect(splitParagraphs('  Um. \r\n\r\n\n Dois.\n   \n')).toEqual(['Um.', 'Dois.']);
  });

  it('keeps markup as plain text', () => {
    expect(splitParagraphs('<b>negrito</b>\n<script>x()</script>')).toEqual([
      '<b>negrito</b>',
      '<script>x()</script>',
    ]);
  });

  it('gives nothing for empty content', () => {
    expect(splitParagraphs('')).toEqual([]);
  });
});
