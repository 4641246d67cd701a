import { fetchLogos, type PartnerLogo } from './partnerLogo';

/** Maintainers (SPEC §7: is_maintainer true, by display_order): the home's maintainers section. */
export function fetchMaintainerLogos(): Promise<PartnerLogo[]> {
  return fetchLogos(({ where }) => [where('is_maintainer', '==', true)]);
}
