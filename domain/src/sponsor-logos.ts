import type { SponsorLogo } from './schemas/event';

/**
 * An event's stored `sponsor_logos` as the public sees them: only entries with a name and a logo address, and none
 * when the field is not a list. The site's reads and the functions' read it alike.
 */
export function storedSponsorLogos(value: unknown): SponsorLogo[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is SponsorLogo =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as SponsorLogo).name === 'string' &&
      typeof (item as SponsorLogo).logo_url === 'string',
  );
}
