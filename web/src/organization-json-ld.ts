import type { SiteIdentity } from '@cvc/domain';

// The association as schema.org describes an organisation: whole on the home (Organization), and as the
// publisher of every article and the author of news. Its name and postal address are the identity admins keep
// (site_identity); its logo is the site's icon, the association's mark.

/**
 * The mark as a square PNG (scripts/lib/site-icons.ts draws it): Google wants a logo of at least 112 px on each
 * side, in a format its image search reads.
 */
export const ASSOCIATION_LOGO = { path: '/icon-512.png', width: 512, height: 512 } as const;

/** Who the association is, as an article names it: one `@id`, so every page speaks of the same organisation. */
export interface AssociationJsonLd {
  '@type': 'Organization';
  '@id': string;
  name: string;
  url: string;
  logo: { '@type': 'ImageObject'; url: string; width: number; height: number };
}

/** The home's description of the association: who it is, its logo, its postal address and its profiles. */
export interface OrganizationJsonLd extends AssociationJsonLd {
  '@context': 'https://schema.org';
  address: { '@type': 'PostalAddress'; streetAddress: string; addressCountry: 'BR' };
  sameAs?: string[];
}

/** `origin`: https://host of the site, whose home is the association's address on the web. */
export function associationJsonLd(
  association: SiteIdentity['association'],
  origin: string,
): AssociationJsonLd {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: association.name,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${ASSOCIATION_LOGO.path}`,
      width: ASSOCIATION_LOGO.width,
      height: ASSOCIATION_LOGO.height,
    },
  };
}

export function organizationJsonLd(
  { association, profiles }: Pick<SiteIdentity, 'association' | 'profiles'>,
  origin: string,
): OrganizationJsonLd {
  return {
    '@context': 'https://schema.org',
    ...associationJsonLd(association, origin),
    // The identity keeps the address as the one line mail footers print, so it goes whole; the association is
    // Brazil's.
    address: { '@type': 'PostalAddress', streetAddress: association.postal_address, addressCountry: 'BR' },
    // Its pages elsewhere, as admins list them (Google's recommended sameAs); none listed, no property.
    ...(profiles.length > 0 ? { sameAs: profiles.map((profile) => profile.url) } : {}),
  };
}
