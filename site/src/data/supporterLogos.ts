import { fetchLogos, type PartnerLogo } from './partnerLogo';

/** Supporters (plain partners, not maintainers): the home partners section. */
export function fetchSupporterLogos(): Promise<PartnerLogo[]> {
  return fetchLogos(({ where }) => [
    where('is_maintainer', '==', false),
    where('partner_type', '==', 'partner'),
  ]);
}
