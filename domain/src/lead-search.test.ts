import { describe, expect, it } from 'vitest';
import {
  LEAD_SEARCH_FIELD,
  SEARCH_PREFIX_MAX,
  SEARCH_TOKENS_MAX,
  leadSearchTokens,
  searchText,
  searchTokenOf,
} from './lead-search';

const lead = { name: 'João Araújo', email: 'Maria.Silva@ACME.com.br', company: 'Cordilheira S.A.' };
const finds = (query: string, fields: object = lead) =>
  leadSearchTokens(fields).includes(searchTokenOf(query) ?? '\u0000');

describe('lead search tokens', () => {
  it('is written on the search_tokens field', () => {
    expect(LEAD_SEARCH_FIELD).toBe('search_tokens');
  });

  it('folds accents, case and punctuation', () => {
    expect(searchText('  João  ARAÚJO-Silva ')).toBe('joao araujo silva');
    expect(searchText('ç Ñ ü')).toBe('c n u');
  });

  it('finds a lead by a prefix of any word of its name or company, with or without accents', () => {
    for (const query of [
      'jo',
      'João',
      'JOAO',
      'araujo',
      'Araú',
      'joão ara',
      'cordilheira',
      'Cord',
      'cordilheira s.a',
      'S',
    ])
      expect(finds(query), query).toBe(true);
  });

  it('finds a lead by its email, its local part and the words of both', () => {
    for (const query of [
      'maria.silva@acme.com.br',
      'maria.silva',
      'Maria',
      'silva',
      'acme',
      'maria.silva@ac',
    ])
      expect(finds(query), query).toBe(true);
  });

  it('does not find what is not a prefix of a word', () => {
    for (const query of ['oao', 'raujo', 'ilheira', 'cme', 'joao cordilheira', 'silva acme'])
      expect(finds(query), query).toBe(false);
  });

  it('cuts long queries and prefixes to the same length, so a long query still matches', () => {
    const long = { name: 'Supercalifragilisticexpialidocious Sociedade', email: '', company: '' };
    expect(searchTokenOf('supercalifragilisticexpialidocious')).toHaveLength(SEARCH_PREFIX_MAX);
    expect(finds('Supercalifragilisticexpialidocious', long)).toBe(true);
    expect(leadSearchTokens(long).every((token) => token.length <= SEARCH_PREFIX_MAX)).toBe(true);
  });

  it('keeps a lead small whatever it holds', () => {
    const huge = {
      name: 'palavra '.repeat(50),
      email: `${'a'.repeat(60)}@${'b'.repeat(60)}.com`,
      company: 'x'.repeat(200),
    };
    expect(leadSearchTokens(huge).length).toBeLessThanOrEqual(SEARCH_TOKENS_MAX);
    expect(leadSearchTokens({ name: 'Ana' })).toEqual(['a', 'an', 'ana']);
  });

  it('ignores missing or non-text fields', () => {
    expect(leadSearchTokens({ name: 42, email: null })).toEqual([]);
  });

  it('has no token for a query without a letter or digit', () => {
    expect(searchTokenOf('  ')).toBeNull();
    expect(searchTokenOf('-- .')).toBeNull();
    expect(searchTokenOf(' Ana ')).toBe('ana');
  });
});
