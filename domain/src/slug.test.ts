import { describe, expect, it } from 'vitest';
import { SLUG_SUFFIX_TRIES, firstFreeSlug, previousSlugsAfter, slugCandidates, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Inovação Aberta: o Próximo Passo', 'inovacao-aberta-o-proximo-passo'],
    ['Corporações investem em ações de CVC', 'corporacoes-investem-em-acoes-de-cvc'],
    ['Gestão, Pesquisa & Inovação', 'gestao-pesquisa-inovacao'],
    ['Você já é sócio? Então participe!', 'voce-ja-e-socio-entao-participe'],
    ['Índice de Maturidade Único', 'indice-de-maturidade-unico'],
    ['Lingüiça, pão e café', 'linguica-pao-e-cafe'],
    ['São Paulo recebe o 1º Encontro', 'sao-paulo-recebe-o-1-encontro'],
    ['ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç Ü', 'aeiou-aeo-ao-a-c-u'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('collapses runs of punctuation and spaces into a single hyphen', () => {
    expect(slugify('CVC --- 2025 ... !!! (novo)')).toBe('cvc-2025-novo');
    expect(slugify('a\t\n b')).toBe('a-b');
  });

  it('trims hyphens produced by leading and trailing symbols', () => {
    expect(slugify('  --«Relatório 2025»--  ')).toBe('relatorio-2025');
    expect(slugify('!!!Olá!!!')).toBe('ola');
  });

  it('keeps digits and existing lower-case ascii unchanged', () => {
    expect(slugify('top-10-cvcs-2030')).toBe('top-10-cvcs-2030');
  });

  it('returns an empty string for empty or symbol-only titles', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('?!—…')).toBe('');
  });
});

describe('slugCandidates', () => {
  it('tries the slug itself, then numbered suffixes from -2 up to ten tries', () => {
    expect(slugCandidates('relatorio')).toEqual([
      'relatorio',
      'relatorio-2',
      'relatorio-3',
      'relatorio-4',
      'relatorio-5',
      'relatorio-6',
      'relatorio-7',
      'relatorio-8',
      'relatorio-9',
      'relatorio-10',
    ]);
    expect(SLUG_SUFFIX_TRIES).toBe(10);
  });
});

describe('firstFreeSlug', () => {
  it('keeps the slug when nobody else holds it', () => {
    expect(firstFreeSlug(slugCandidates('a'), new Set(), 'x1')).toBe('a');
  });

  it('takes the first suffix nobody holds', () => {
    expect(firstFreeSlug(slugCandidates('a'), new Set(['a', 'a-2', 'a-4']), 'x1')).toBe('a-3');
  });

  it('appends the fallback when every readable suffix is taken', () => {
    expect(firstFreeSlug(slugCandidates('a'), new Set(slugCandidates('a')), 'k9z')).toBe('a-k9z');
  });
});

describe('previousSlugsAfter', () => {
  it('keeps the slug a published item had before a title change', () => {
    expect(previousSlugsAfter([], { slug: 'old', published: true }, 'new')).toEqual(['old']);
    expect(previousSlugsAfter(['older'], { slug: 'old', published: true }, 'new')).toEqual(['older', 'old']);
  });

  it('keeps nothing for an item never published: its address was never public', () => {
    expect(previousSlugsAfter([], { slug: 'draft', published: false }, 'new')).toBeNull();
  });

  it('changes nothing when the slug stays, on create, or when the old slug is already kept', () => {
    expect(previousSlugsAfter(['a'], { slug: 'same', published: true }, 'same')).toBeNull();
    expect(previousSlugsAfter([], null, 'new')).toBeNull();
    expect(previousSlugsAfter(['old'], { slug: 'old', published: true }, 'new')).toBeNull();
  });

  it('drops the current slug from the kept ones: a title changed back is the item itself again', () => {
    expect(previousSlugsAfter(['a'], { slug: 'b', published: true }, 'a')).toEqual(['b']);
  });
});
