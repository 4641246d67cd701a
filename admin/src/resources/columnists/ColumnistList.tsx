import { COLUMNIST_BIO_PREVIEW_CHARS } from '@cvc/domain';
import { FunctionField, TextField } from 'react-admin';
import { preview } from '../../components/preview';
import { ResourceList } from '../../components/ResourceList';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function ColumnistList() {
  return (
    <ResourceList aside={<TranslationFilters />} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="name" />
      <FunctionField
        source="bio"
        sortable={false}
        render={(record: { bio?: string }) => preview(record.bio, COLUMNIST_BIO_PREVIEW_CHARS)}
      />
      <TextField source="position" sortable={false} />
      <TextField source="company" sortable={false} />
      {translationStatesColumn('columnists')}
    </ResourceList>
  );
}
