import {
  COURSE_OFFER_MESSAGES,
  partnerSchema,
  reportSchema,
  SITE_SETTINGS_PLACEHOLDERS,
  siteSettingsSchema,
  VALIDATION_MESSAGES,
} from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { zodValidator } from './zodValidator';

describe('zodValidator', () => {
  it('puts the logo alert on logo_url', () => {
    const errors = zodValidator(partnerSchema)({ name: 'Aurora', logo_url: '' });
    expect(errors).toEqual({ logo_url: 'URL do Logo é obrigatória' });
  });

  it('requires price and checkout URL only on paid reports', () => {
    const base = { title: 'T', description: 'D', pdf_url: 'https://x.example/r.pdf' };
    expect(zodValidator(reportSchema)({ ...base, is_free: true, price: 0, checkout_url: '' })).toEqual({});
    expect(zodValidator(reportSchema)({ ...base, is_free: false, price: null, checkout_url: '' })).toEqual({
      price: VALIDATION_MESSAGES.priceRequired,
      checkout_url: VALIDATION_MESSAGES.checkoutUrlRequired,
    });
    expect(
      zodValidator(reportSchema)({ ...base, is_free: false, price: -1, checkout_url: 'https://pay.example' }),
    ).toEqual({ price: VALIDATION_MESSAGES.priceNegative });
  });

  it('nests the message of a field inside an object, where react-admin looks for it', () => {
    const offer = { ...SITE_SETTINGS_PLACEHOLDERS.executive_training_offer, price_brl: 0 };
    expect(
      zodValidator(siteSettingsSchema)({ ...SITE_SETTINGS_PLACEHOLDERS, executive_training_offer: offer }),
    ).toEqual({
      executive_training_offer: { price_brl: COURSE_OFFER_MESSAGES.price },
    });
  });
});
