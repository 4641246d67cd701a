import { fetchLogos, type PartnerLogo } from './partnerLogo';

/** Participant corporations with a logo: the hero's strip. */
export function fetchParticipantLogos(): Promise<PartnerLogo[]> {
  return fetchLogos(({ where }) => [where('partner_type', '==', 'participant')]);
}
