import type { Language } from '../constants';

type Plural = { one: string; other: string };

// 'CVC' is an acronym and takes an English-style plural in all three languages.
const CVC_WORDS: Record<Language, Plural> = {
  pt: { one: 'CVC', other: 'CVCs' },
  en: { one: 'CVC', other: 'CVCs' },
  es: { one: 'CVC', other: 'CVCs' },
};

const SECTORS_EVALUATED: Record<Language, Plural> = {
  pt: { one: 'setor avaliado', other: 'setores avaliados' },
  en: { one: 'sector evaluated', other: 'sectors evaluated' },
  es: { one: 'sector evaluado', other: 'sectores evaluados' },
};

// Only exactly one is singular: pt, en and es all say '0 CVCs'.
function pick(words: Plural, n: number): string {
  return `${n} ${n === 1 ? words.one : words.other}`;
}

/** '1 CVC' / '3 CVCs' */
export function cvcCountLabel(n: number, lang: Language = 'pt'): string {
  return pick(CVC_WORDS[lang], n);
}

/** '5 setores avaliados' under the market intelligence band. */
export function sectorsEvaluatedLabel(n: number, lang: Language = 'pt'): string {
  return pick(SECTORS_EVALUATED[lang], n);
}
