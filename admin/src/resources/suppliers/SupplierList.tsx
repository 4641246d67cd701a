import { SUPPLIER_STATUS_LABELS, type SupplierStatus } from '@cvc/domain';
import { BooleanField, FunctionField, TextField } from 'react-admin';
import { ResourceList } from '../../components/ResourceList';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function SupplierList() {
  return (
    <ResourceList aside={<TranslationFilters />} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="name" />
      <TextField source="category" />
      <BooleanField source="featured" />
      <FunctionField
        source="status"
        render={(record: { status?: SupplierStatus }) =>
          record.status ? SUPPLIER_STATUS_LABELS[record.status] : ''
        }
      />
      {translationStatesColumn('suppliers')}
    </ResourceList>
  );
}
