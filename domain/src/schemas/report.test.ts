import { describe, expect, it } from 'vitest';
import {
  hasAtMostTwoDecimals,
  REPORT_FILE_FIELDS,
  reportFileSchema,
  reportSchema,
  withFreeReport,
} from './report';
import { failedPaths, messagesFor } from './test-helpers';

const base = {
  title: ' Relatório CVC 2025 ',
  description: ' Panorama ',
  pdf_url: ' https://cvc.org.br/r.pdf ',
  cover_image_url: '',
  category: '',
};

describe('reportSchema', () => {
  it('trims values and drops price and checkout of a free report', () => {
    expect(
      reportSchema.parse({ ...base, is_free: true, price: 49.9, checkout_url: 'https://pay.example/x' }),
    ).toEqual({
      title: 'Relatório CVC 2025',
      description: 'Panorama',
      pdf_url: 'https://cvc.org.br/r.pdf',
      cover_image_url: null,
      category: null,
      publish_at: null,
      unpublish_at: null,
      is_free: true,
      price: null,
      checkout_url: null,
    });
  });

  it('ignores even invalid price and checkout when free', () => {
    expect(reportSchema.parse({ ...base, is_free: true, price: -1, checkout_url: 'nope' })).toMatchObject({
      price: null,
      checkout_url: null,
    });
  });

  it('keeps price and checkout of a paid report', () => {
    expect(
      reportSchema.parse({
        ...base,
        category: 'Pesquisa',
        is_free: false,
        price: 49.9,
        checkout_url: 'https://pay.example/x',
      }),
    ).toMatchObject({
      is_free: false,
      price: 49.9,
      checkout_url: 'https://pay.example/x',
      category: 'Pesquisa',
    });
    expect(
      reportSchema.parse({ ...base, is_free: false, price: 0, checkout_url: 'https://pay.example/x' }).price,
    ).toBe(0);
  });

  it('requires price and a checkout URL when paid', () => {
    expect(messagesFor(reportSchema, { ...base, is_free: false }, 'price')).toEqual([
      'Preço é obrigatório para relatórios pagos',
    ]);
    expect(messagesFor(reportSchema, { ...base, is_free: false, price: 10 }, 'checkout_url')).toEqual([
      'URL de checkout é obrigatória para relatórios pagos',
    ]);
    expect(failedPaths(reportSchema, { ...base, is_free: false, price: 10, checkout_url: 'pay' })).toEqual([
      'checkout_url',
    ]);
  });

  it('rejects negative prices and fractions of a cent', () => {
    const paid = { ...base, is_free: false, checkout_url: 'https://pay.example/x' };
    expect(failedPaths(reportSchema, { ...paid, price: -0.01 })).toEqual(['price']);
    expect(failedPaths(reportSchema, { ...paid, price: 10.001 })).toEqual(['price']);
    expect(failedPaths(reportSchema, { ...paid, price: 10.01 })).toEqual([]);
  });

  it('requires title, description, PDF URL and the free flag', () => {
    expect(failedPaths(reportSchema, { is_free: true }).sort()).toEqual(['description', 'pdf_url', 'title']);
    expect(messagesFor(reportSchema, { ...base }, 'is_free')).toEqual([
      'Indique se o relatório é gratuito ou pago',
    ]);
  });
});

it('counts decimals in cents despite floating point', () => {
  expect(hasAtMostTwoDecimals(49.9)).toBe(true);
  expect(hasAtMostTwoDecimals(0.29)).toBe(true);
  expect(hasAtMostTwoDecimals(5859)).toBe(true);
  expect(hasAtMostTwoDecimals(1.005)).toBe(false);
});

describe('reportFileSchema', () => {
  it('holds the PDF URL, trimmed, and is what the form stores apart', () => {
    expect(reportFileSchema.parse({ pdf_url: ' /files/r.pdf ', title: 'x' })).toEqual({
      pdf_url: '/files/r.pdf',
    });
    expect(REPORT_FILE_FIELDS).toEqual(['pdf_url']);
  });

  it('refuses a missing or non-web address', () => {
    expect(failedPaths(reportFileSchema, {})).toEqual(['pdf_url']);
    expect(failedPaths(reportFileSchema, { pdf_url: 'javascript:alert(1)' })).toEqual(['pdf_url']);
  });
});

describe('withFreeReport', () => {
  it('forces price 0 and clears the checkout URL when ticked', () => {
    expect(withFreeReport({ title: 'T', price: 49.9, checkout_url: 'https://pay.example/x' }, true)).toEqual({
      title: 'T',
      is_free: true,
      price: 0,
      checkout_url: '',
    });
  });

  it('keeps the values when unticked so price and checkout show again', () => {
    expect(withFreeReport({ title: 'T', price: 0, checkout_url: '' }, false)).toEqual({
      title: 'T',
      is_free: false,
      price: 0,
      checkout_url: '',
    });
  });
});
