import { SUPPLIER_CATEGORIES, SUPPLIER_STATUSES, SUPPLIER_STATUS_LABELS } from '@cvc/domain';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { LinesInput } from '../../components/LinesInput';
import { REQUIRED } from '../../components/required';
import { TranslatedInputs } from '../translations';

const CATEGORY_CHOICES = SUPPLIER_CATEGORIES.map((id) => ({ id, name: id }));
const STATUS_CHOICES = SUPPLIER_STATUSES.map((id) => ({ id, name: SUPPLIER_STATUS_LABELS[id] }));

/** SPEC §5: name, description and category required; any number of services, one per line. */
export function SupplierInputs() {
  return (
    <TranslatedInputs collection="suppliers">
      <TextInput source="name" {...REQUIRED} fullWidth />
      <TextInput source="description" {...REQUIRED} multiline minRows={3} fullWidth />
      <SelectInput source="category" {...REQUIRED} choices={CATEGORY_CHOICES} />
      <LinesInput source="services" />
      <TextInput source="website_url" fullWidth />
      <TextInput source="contact_email" type="email" />
      <TextInput source="contact_phone" type="tel" />
      <TextInput source="logo_url" fullWidth />
      <BooleanInput source="featured" />
      <SelectInput source="status" {...REQUIRED} choices={STATUS_CHOICES} />
    </TranslatedInputs>
  );
}
