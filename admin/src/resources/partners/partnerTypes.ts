import {
  PARTNER_TYPES,
  PARTNER_TYPE_LABELS,
  PARTNER_TYPE_PERMISSION,
  can,
  type PartnerType,
  type StaffClaims,
} from '@cvc/domain';
import { PERMISSION_KEY_LABELS } from '../../texts/crm';

/** SPEC §5 and the rules' default: a record stored without a type is a partner. */
export const DEFAULT_PARTNER_TYPE: PartnerType = 'partner';

export function partnerTypeOf(record: Record<string, unknown> | undefined): PartnerType {
  const type = record?.partner_type;
  return PARTNER_TYPES.includes(type as PartnerType) ? (type as PartnerType) : DEFAULT_PARTNER_TYPE;
}

/** The types these keys may write: the rules refuse a row whose type, before or after, no key covers. */
export function writablePartnerTypes(claims: StaffClaims | null | undefined): PartnerType[] {
  return PARTNER_TYPES.filter((type) => can(claims, PARTNER_TYPE_PERMISSION[type]));
}

export const PARTNER_TYPE_CHOICES = PARTNER_TYPES.map((type) => ({
  id: type,
  name: PARTNER_TYPE_LABELS[type],
}));

/** Shown on a row whose type the staff member's keys do not cover. */
export function partnerTypeLockedText(type: PartnerType): string {
  return `Somente quem tem a permissão ${PERMISSION_KEY_LABELS[PARTNER_TYPE_PERMISSION[type]]} altera este registro.`;
}
