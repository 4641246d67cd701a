import type { StaffClaims } from '@cvc/domain';
import { SelectInput, usePermissions, useRecordContext } from 'react-admin';
import { REQUIRED } from '../../components/required';
import {
  DEFAULT_PARTNER_TYPE,
  PARTNER_TYPE_CHOICES,
  partnerTypeLockedText,
  partnerTypeOf,
  writablePartnerTypes,
} from './partnerTypes';

/**
 * The Partners screen's type: it offers the types the staff member's keys cover (the rules refuse any other),
 * and a row of a type no key covers is shown read-only. A record stored without a type reads as a partner.
 */
export function PartnerTypeInput() {
  const record = useRecordContext();
  const { permissions } = usePermissions<StaffClaims | null>();
  const writable = writablePartnerTypes(permissions);
  const current = record ? partnerTypeOf(record) : DEFAULT_PARTNER_TYPE;
  const locked = !writable.includes(current);
  return (
    <SelectInput
      source="partner_type"
      choices={PARTNER_TYPE_CHOICES.filter(({ id }) => id === current || writable.includes(id))}
      defaultValue={DEFAULT_PARTNER_TYPE}
      {...REQUIRED}
      readOnly={locked}
      helperText={locked ? partnerTypeLockedText(current) : false}
    />
  );
}
