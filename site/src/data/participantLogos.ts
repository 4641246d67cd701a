import { where } from 'firebase/firestore/lite';
import { fetchLogos, type PartnerLogo } from './partnerLogo';

/** Participant corporations with a logo: the hero's strip. */
export function fetchParticipantLogos(): Promise<PartnerLogo[]> {
  return fetchLogos(where('partner_type', '==', 'participant'));
}
