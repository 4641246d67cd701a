import { describe, expect, it } from 'vitest';
import { associationJsonLd, organizationJsonLd } from './organization-json-ld';

const ASSOCIATION = {
  name: 'Associação Brasileira de Corporate Venture Capital',
  postal_address: 'Av. Faria Lima, 3400, São Paulo - SP, 04538-132',
};

describe('organizationJsonLd', () => {
  it('describes the association with its name, home, logo and postal address', () => {
    expect(organizationJsonLd({ association: ASSOCIATION, profiles: [] }, 'https://cvc.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://cvc.example/#organization',
      name: 'Associação Brasileira de Corporate Venture Capital',
      url: 'https://cvc.example/',
      logo: {
        '@type': 'ImageObject',
        url: 'https://cvc.example/icon-512.png',
        width: 512,
        height: 512,
      },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Faria Lima, 3400, São Paulo - SP, 04538-132',
        addressCountry: 'BR',
      },
    });
  });
});

describe('organizationJsonLd sameAs', () => {
  it("names the association's profiles elsewhere, in the order admins listed them", () => {
    const profiles = [
      { url: 'https://www.linkedin.com/company/cvc-exemplo' },
      { url: 'https://www.instagram.com/cvc.exemplo' },
    ];
    expect(organizationJsonLd({ association: ASSOCIATION, profiles }, 'https://cvc.example').sameAs).toEqual([
      'https://www.linkedin.com/company/cvc-exemplo',
      'https://www.instagram.com/cvc.exemplo',
    ]);
  });
});

describe('associationJsonLd', () => {
  it('names the same organisation as the home, without the context an embedded node does not repeat', () => {
    const named = associationJsonLd(ASSOCIATION, 'https://cvc.example');
    expect(named).toEqual({
      '@type': 'Organization',
      '@id': 'https://cvc.example/#organization',
      name: 'Associação Brasileira de Corporate Venture Capital',
      url: 'https://cvc.example/',
      logo: { '@type': 'ImageObject', url: 'https://cvc.example/icon-512.png', width: 512, height: 512 },
    });
  });
});
