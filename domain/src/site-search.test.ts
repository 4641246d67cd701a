import { describe, expect, it } from 'vitest';
import { rankSearchResults, siteSearchTerms, siteSearchTokens, singular } from './site-search';

/** Whether a query finds a text: every term of the query among the text's tokens. */
const finds = (query: string, text: string) => {
  const tokens = siteSearchTokens(text);
  const terms = siteSearchTerms(query);
  return terms.length > 0 && terms.every((term) => tokens.includes(term));
};

describe('the site search', () => {
  it.each([
    ['inovacao', 'Inovação aberta nas corporações'],
    ['INOVAÇÃO', 'inovacao aberta'],
    ['inovações', 'Uma inovação'],
    ['inovação', 'Três inovações'],
    ['inov', 'Inovação'],
    ['startups', 'A startup do ano'],
    ['startup', 'Dez startups'],
    ['análise', 'Análises do setor'],
    ['análises', 'Uma análise do setor'],
    ['países', 'Cada país'],
    ['capitais', 'O capital de risco'],
    ['papéis', 'O papel do CVC'],
    ['mulheres', 'Mulher na liderança'],
    ['companies', 'The company'],
    ['relatorios', 'Relatório anual'],
    ['venture capital', 'Corporate Venture Capital no Brasil'],
    ['capital venture', 'Corporate Venture Capital no Brasil'],
  ])('%s finds "%s"', (query, text) => {
    expect(finds(query, text)).toBe(true);
  });

  it.each([
    ['inovacao', 'Investimento em energia'],
    ['venture saude', 'Corporate Venture Capital no Brasil'],
    ['ovacao', 'Inovação'],
  ])('%s does not find "%s"', (query, text) => {
    expect(finds(query, text)).toBe(false);
  });

  it('has no terms for a query of symbols or of words under three letters', () => {
    expect(siteSearchTerms('!!! ?? %')).toEqual([]);
    expect(siteSearchTerms('de a o')).toEqual([]);
    expect(siteSearchTerms('  CVC,  de  Inovação!! ')).toEqual(['cvc', 'inovacao']);
  });

  it('keeps at most ten terms', () => {
    expect(siteSearchTerms('alfa beta gama delta epsilon zeta etaa teta iota kapa lambda mi')).toHaveLength(
      10,
    );
  });

  it('takes a singular of words of five letters or more, and leaves a double s alone', () => {
    expect(['meses', 'processos', 'business', 'gas', 'bons'].map(singular)).toEqual([
      'mes',
      'processo',
      'business',
      'gas',
      'bons',
    ]);
  });

  it('ranks more terms matched first, then more of them in the title, then the newest', () => {
    const entry = (id: string, title: string, body: string, day: number) => ({
      id,
      title,
      tokens: siteSearchTokens(title, body),
      date: new Date(Date.UTC(2026, 0, day)),
    });
    const ranked = rankSearchResults(
      [
        entry('old-both', 'Venture capital', '', 1),
        entry('new-one', 'Venture', '', 9),
        entry('both-in-body', 'Um texto', 'capital venture', 7),
        entry('new-both', 'Capital e venture', '', 5),
        entry('none', 'Energia', 'solar', 10),
      ],
      siteSearchTerms('venture capital'),
    );
    expect(ranked.map((e) => e.id)).toEqual(['new-both', 'old-both', 'both-in-body', 'new-one']);
  });
});
