import { describe, expect, it } from 'vitest';
import { adminPriceLabel, buyButtonLabel, formatBRL } from './price';

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
});
