import { ImageField, NumberField, TextField, UrlField } from 'react-admin';
import { ResourceList } from '../../components/ResourceList';

/** One slice of `partners` (the resource's scope picks the partner_type), by display order. */
export function PartnerList() {
  return (
    <ResourceList sort={{ field: 'display_order', order: 'ASC' }}>
      <ImageField
        source="logo_url"
        sortable={false}
        sx={{ '& img': { maxHeight: 40, maxWidth: 120, objectFit: 'contain' } }}
      />
      <TextField source="name" />
      <UrlField source="website_url" sortable={false} onClick={(event) => event.stopPropagation()} />
      <NumberField source="display_order" />
    </ResourceList>
  );
}
