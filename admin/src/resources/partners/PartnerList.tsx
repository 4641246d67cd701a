import { PARTNER_TYPE_LABELS } from '@cvc/domain';
import {
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  UrlField,
  useResourceContext,
} from 'react-admin';
import { ResourceList } from '../../components/ResourceList';
import { PARTNER_TYPE_CHOICES, partnerTypeOf } from './partnerTypes';

// Equality on the stored field: a record stored without a type matches no type filter until it is saved.
const TYPE_FILTERS = [
  <SelectInput key="type" source="partner_type" choices={PARTNER_TYPE_CHOICES} alwaysOn />,
];

/**
 * By display order. The Partners screen lists every type (SPEC §5) with its type and a type filter; the
 * maintainer and participant screens are their slice (the resource's scope picks the partner_type).
 */
export function PartnerList() {
  const everyType = useResourceContext() === 'partners';
  return (
    <ResourceList
      sort={{ field: 'display_order', order: 'ASC' }}
      filters={everyType ? TYPE_FILTERS : undefined}
    >
      <FunctionField
        source="logo_url"
        sortable={false}
        // Decorative: the name is read out by the next cell, so the logo stays silent (an empty text alternative).
        render={(record) =>
          record.logo_url ? (
            <img
              src={String(record.logo_url)}
              alt=""
              style={{ maxHeight: 40, maxWidth: 120, objectFit: 'contain' }}
            />
          ) : null
        }
      />
      <TextField source="name" />
      {everyType && (
        <FunctionField
          source="partner_type"
          sortable={false}
          render={(record) => PARTNER_TYPE_LABELS[partnerTypeOf(record)]}
        />
      )}
      <UrlField source="website_url" sortable={false} onClick={(event) => event.stopPropagation()} />
      <NumberField source="display_order" />
    </ResourceList>
  );
}
