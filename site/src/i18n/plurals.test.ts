import { describe, expect, it } from 'vitest';
import { LANGUAGES, formatReais } from '@cvc/domain';
import { messageLeaves } from '../test/messageLeaves';
import { i18n } from '.';

// Every page's message file, registered as its chunk would register it.
import.meta.glob('../{pages,features}/**/messages.ts', { eager: true });

const PLURAL = /_(zero|one|two|few|many|other)$/;

const say = (language: string, namespace: string, key: string, options: Record<string, unknown>) =>
  i18n.getFixedT(language, namespace)(key, options);

describe('counts', () => {
  it('checks the plural rules it relies on', () => {
    // Portuguese counts 0 as singular and English and Spanish as plural: zero has its own key where it is shown.
    expect([0, 1, 2].map((n) => new Intl.PluralRules('pt-BR').select(n))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((n) => new Intl.PluralRules('en').select(n))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => new Intl.PluralRules('es').select(n))).toEqual(['other', 'one', 'other']);
  });

  it.each([
    ['pt', ['0 eventos ativos', '1 evento ativo', '2 eventos ativos']],
    ['en', ['0 active events', '1 active event', '2 active events']],
    ['es', ['0 eventos activos', '1 evento activo', '2 eventos activos']],
  ])('counts the home’s active events in %s', (language, texts) => {
    expect(
      [0, 1, 2].map((count) => say(language, 'translation', 'activities.events.badge', { count })),
    ).toEqual(texts);
  });

  it.each([
    [
      'pt',
      ['0 CVCs', '1 CVC', '3 CVCs'],
      ['0 setores avaliados', '1 setor avaliado', '12 setores avaliados'],
    ],
    [
      'en',
      ['0 CVCs', '1 CVC', '3 CVCs'],
      ['0 sectors evaluated', '1 sector evaluated', '12 sectors evaluated'],
    ],
    [
      'es',
      ['0 CVCs', '1 CVC', '3 CVCs'],
      ['0 sectores evaluados', '1 sector evaluado', '12 sectores evaluados'],
    ],
  ])('counts the market band’s CVCs and sectors in %s', (language, cvcs, sectors) => {
    expect([0, 1, 3].map((count) => say(language, 'translation', 'market.cvcs', { count }))).toEqual(cvcs);
    expect(
      [0, 1, 12].map((count) => say(language, 'translation', 'market.sectorsEvaluated', { count })),
    ).toEqual(sectors);
  });

  it.each([
    ['pt', ['0 fornecedores', '1 fornecedor', '2 fornecedores']],
    ['en', ['0 suppliers', '1 supplier', '2 suppliers']],
    ['es', ['0 proveedores', '1 proveedor', '2 proveedores']],
  ])('counts the supplier guide’s results in %s', (language, texts) => {
    expect([0, 1, 2].map((count) => say(language, 'suppliers', 'results', { count }))).toEqual(texts);
  });

  it.each([
    ['pt', 'ou em até 1x no cartão', 'ou em até 12x no cartão'],
    ['en', 'or up to 1 card instalment', 'or up to 12 card instalments'],
    ['es', 'o hasta en 1 cuota con tarjeta', 'o hasta en 12 cuotas con tarjeta'],
  ])('counts the executive training’s instalments in %s', (language, one, twelve) => {
    expect(say(language, 'executiveTraining', 'instalments', { count: 1 })).toBe(one);
    expect(say(language, 'executiveTraining', 'instalments', { count: 12 })).toBe(twelve);
  });

  it.each([
    ['pt', 'à vista ou em até 1x de R$ 297,00', 'à vista ou em até 3x de R$ 99,00'],
    ['en', 'in cash or up to 1 instalment of R$ 297.00', 'in cash or up to 3 instalments of R$ 99.00'],
    ['es', 'al contado o hasta en 1 cuota de R$ 297.00', 'al contado o hasta en 3 cuotas de R$ 99.00'],
  ] as const)('counts the 2030 course’s instalments in %s', (language, one, three) => {
    const each = (amount: number) => formatReais(amount, language, { cents: true });
    expect(say(language, 'course2030', 'instalments', { count: 1, each: each(297) })).toBe(one);
    expect(say(language, 'course2030', 'instalments', { count: 3, each: each(99) })).toBe(three);
  });

  it('gives every counted text its singular and plural, and no plain key beside them, in every language', () => {
    for (const language of LANGUAGES) {
      for (const [namespace, bundle] of Object.entries(i18n.store.data[language] ?? {})) {
        const keys = new Set(messageLeaves(bundle).keys());
        for (const key of keys) {
          if (!PLURAL.test(key)) continue;
          const base = key.replace(PLURAL, '');
          const where = `${language} ${namespace} ${base}`;
          expect(keys.has(`${base}_one`), where).toBe(true);
          expect(keys.has(`${base}_other`), where).toBe(true);
          // i18next would never reach it: a count picks a suffixed key.
          expect(keys.has(base), where).toBe(false);
        }
      }
    }
  });
});
