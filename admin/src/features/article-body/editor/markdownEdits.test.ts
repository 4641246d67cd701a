import { describe, expect, it } from 'vitest';
import { BODY_EDITS, isLinkAddress, type BodyAction, type BodyEdit } from './markdownEdits';

/** The body after the edit, with the new selection marked by [[ ]]. */
function edited(action: BodyAction, value: string, start: number, end = start) {
  const edit: BodyEdit = BODY_EDITS[action]({ value, start, end });
  const after = value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
  return `${after.slice(0, edit.selectFrom)}[[${after.slice(edit.selectFrom, edit.selectTo)}]]${after.slice(edit.selectTo)}`;
}

describe('BODY_EDITS', () => {
  it('puts a placeholder to type over where nothing is selected', () => {
    expect(edited('bold', 'Olá ', 4)).toBe('Olá **[[negrito]]**');
    expect(edited('heading', 'Texto\n\nMais', 6)).toBe('Texto\n## [[Subtítulo]]\nMais');
    expect(edited('list', '', 0)).toBe('- [[item]]');
    expect(edited('quote', '', 0)).toBe('> [[citação]]');
  });

  it('replaces a line’s mark of the same kind rather than doubling it', () => {
    expect(edited('heading', '### Seção', 9)).toBe('## Seção[[]]');
    expect(edited('numbered', '- a\n* b\n3) c', 0, 12)).toBe('[[1. a\n2. b\n3. c]]');
    expect(edited('quote', '> já citado', 0)).toBe('> [[]]> já citado');
  });

  it('leaves out the line after a selection that ends on its line break, and blank lines inside it', () => {
    expect(edited('list', 'a\n\nb\nc', 0, 5)).toBe('[[- a\n\n- b]]\nc');
  });
});

describe('isLinkAddress', () => {
  it('takes one address of a scheme the page links, nothing else', () => {
    expect(
      ['https://cvc.org.br/a?b=1', 'http://x.org', 'mailto:contato@cvc.org.br'].map(isLinkAddress),
    ).toEqual([true, true, true]);
    expect(
      ['javascript:alert(1)', 'ftp://x.org', '/noticias', 'cvc.org.br', 'https://a.org https://b.org'].map(
        isLinkAddress,
      ),
    ).toEqual([false, false, false, false, false]);
  });
});
