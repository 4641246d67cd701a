import { describe, expect, it } from 'vitest';
import { adminPriceLabel, buyButtonLabel, formatBRL, formatReais } from './price';

describe('price texts', () => {
  it('always shows two decimals with a dot', () => {
    expect(formatBRL(49.9)).toBe('R$ 49.90');
    expect(formatBRL(0)).toBe('R$ 0.00');
    expect(formatBRL(297)).toBe('R$ 297.00');
    expect(formatBRL(1234.5)).toBe('R$ 1234.50');
  });

  it('labels free and paid reports in the admin list', () => {
    expect(adminPriceLabel({ is_free: true, price: null })).toBe('Gratuito');
    expect(adminPriceLabel({ is_free: true, price: 10 })).toBe('Gratuito');
    expect(adminPriceLabel({ is_free: false, price: 49.9 })).toBe('Pago - R$ 49.90');
    expect(adminPriceLabel({ is_free: false, price: null })).toBe('Pago - R$ 0.00');
  });

  it('labels the buy button', () => {
    expect(buyButtonLabel(49.9)).toBe('Comprar - R$ 49.90');
    expect(buyButtonLabel(150)).toBe('Comprar - R$ 150.00');
  });

  it('writes the course pages’ prices with each language’s separators', () => {
    expect(formatReais(5859, 'pt')).toBe('R$ 5.859');
    expect(formatReais(5859, 'en')).toBe('R$ 5,859');
    expect(formatReais(5859, 'es')).toBe('R$ 5,859');
    expect(formatReais(347, 'pt')).toBe('R$ 347');
    expect(formatReais(1234567, 'en')).toBe('R$ 1,234,567');
    // An instalment's share keeps its centavos, whole or not.
    expect(formatReais(347 / 4, 'pt', { cents: true })).toBe('R$ 86,75');
    expect(formatReais(347 / 4, 'en', { cents: true })).toBe('R$ 86.75');
    expect(formatReais(297 / 3, 'pt', { cents: true })).toBe('R$ 99,00');
    expect(formatReais(297 / 3, 'es', { cents: true })).toBe('R$ 99.00');
    expect(formatReais(5859 / 12, 'pt', { cents: true })).toBe('R$ 488,25');
    expect(formatReais(12000.5, 'pt', { cents: true })).toBe('R$ 12.000,50');
  });
});
