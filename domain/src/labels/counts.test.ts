import { expect, it } from 'vitest';
import { cvcCountLabel, sectorsEvaluatedLabel } from './counts';

it('uses the singular only for exactly one CVC', () => {
  expect(cvcCountLabel(1)).toBe('1 CVC');
  expect(cvcCountLabel(3)).toBe('3 CVCs');
  expect(cvcCountLabel(0)).toBe('0 CVCs');
  expect(cvcCountLabel(1, 'en')).toBe('1 CVC');
  expect(cvcCountLabel(2, 'es')).toBe('2 CVCs');
});

it('counts evaluated sectors in each language', () => {
  expect(sectorsEvaluatedLabel(12)).toBe('12 setores avaliados');
  expect(sectorsEvaluatedLabel(1)).toBe('1 setor avaliado');
  expect(sectorsEvaluatedLabel(12, 'en')).toBe('12 sectors evaluated');
  expect(sectorsEvaluatedLabel(12, 'es')).toBe('12 sectores evaluados');
});
