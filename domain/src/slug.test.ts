import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

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
