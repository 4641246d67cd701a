import { eventEnabledLabel } from '@cvc/domain';
import { FunctionField, TextField } from 'react-admin';
import { DateCell } from '../../components/dates';
import { ResourceList } from '../../components/ResourceList';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function EventList() {
  return (
    <ResourceList aside={<TranslationFilters />} sort={{ field: 'date', order: 'DESC' }}>
      <TextField source="title" />
      <DateCell source="date" />
      <TextField source="location" sortable={false} />
      <FunctionField
        source="enabled"
        render={(record: { enabled?: boolean }) => eventEnabledLabel(record.enabled !== false)}
      />
      {translationStatesColumn('events')}
    </ResourceList>
  );
}
