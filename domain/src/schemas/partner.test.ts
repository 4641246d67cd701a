import { describe, expect, it } from 'vitest';
import { partnerSchema } from './partner';
import { failedPaths, messagesFor } from './test-helpers';

const partner = { name: 'Empresa X', logo_url: 'https://cvc.org.br/logos/x.png' };

describe('partnerSchema', () => {
  it('defaults to a supporter at order 0 with no website', () => {
    expect(partnerSchema.parse(partner)).toEqual({
      ...partner,
      website_url: null,
      display_order: 0,
      partner_type: 'partner',
      is_maintainer: false,
    });
  });

  it('requires the name', () => {
    expect(failedPaths(partnerSchema, { logo_url: partner.logo_url })).toEqual(['name']);
  });

  it("says 'URL do Logo é obrigatória' when the logo is missing or blank", () => {
    expect(messagesFor(partnerSchema, { name: 'X' }, 'logo_url')).toEqual(['URL do Logo é obrigatória']);
    expect(messagesFor(partnerSchema, { name: 'X', logo_url: '  ' }, 'logo_url')).toEqual([
      'URL do Logo é obrigatória',
    ]);
    expect(messagesFor(partnerSchema, { name: 'X', logo_url: 'logo' }, 'logo_url')).toEqual(['URL inválida']);
  });

  it('stores an empty website as null and checks a given one', () => {
    expect(partnerSchema.parse({ ...partner, website_url: '' }).website_url).toBeNull();
    expect(partnerSchema.parse({ ...partner, website_url: 'https://x.com.br' }).website_url).toBe(
      'https://x.com.br',
    );
    expect(failedPaths(partnerSchema, { ...partner, website_url: 'x' })).toEqual(['website_url']);
  });

  it('takes a whole display order of 0 or more', () => {
    expect(partnerSchema.parse({ ...partner, display_order: 7 }).display_order).toBe(7);
    expect(partnerSchema.parse({ ...partner, display_order: null }).display_order).toBe(0);
    expect(failedPaths(partnerSchema, { ...partner, display_order: -1 })).toEqual(['display_order']);
    expect(failedPaths(partnerSchema, { ...partner, display_order: 1.5 })).toEqual(['display_order']);
  });

  it('derives is_maintainer from the type, ignoring what was sent', () => {
    expect(partnerSchema.parse({ ...partner, partner_type: 'maintainer' }).is_maintainer).toBe(true);
    expect(
      partnerSchema.parse({ ...partner, partner_type: 'participant', is_maintainer: true }).is_maintainer,
    ).toBe(false);
    expect(failedPaths(partnerSchema, { ...partner, partner_type: 'sponsor' })).toEqual(['partner_type']);
  });
});
