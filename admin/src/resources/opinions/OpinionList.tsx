import { ReferenceField, TextField } from 'react-admin';
import { DateTimeCell } from '../../components/dates';
import { ResourceList } from '../../components/ResourceList';
import { SCHEDULED_FILTER } from '../../features/schedule';
import { PublicationStatusCell } from '../StatusCell';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function OpinionList() {
  return (
    <ResourceList
      aside={<TranslationFilters />}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={[SCHEDULED_FILTER]}
    >
      <TextField source="title" />
      <ReferenceField source="columnist_id" reference="columnists" link={false} sortable={false}>
        <TextField source="name" />
      </ReferenceField>
      <PublicationStatusCell />
      <DateTimeCell source="published_at" />
      {translationStatesColumn('opinions')}
    </ResourceList>
  );
}
