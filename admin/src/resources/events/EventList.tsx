import { eventEnabledLabel } from '@cvc/domain';
import { FunctionField, TextField } from 'react-admin';
import { DateCell } from '../../components/dates';
import { ResourceList } from '../../components/ResourceList';
import { SCHEDULED_FILTER } from '../../features/schedule';
import { SCHEDULE_TEXTS } from '../../texts/schedule';
import { PublicationStatusCell } from '../StatusCell';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function EventList() {
  return (
    <ResourceList
      aside={<TranslationFilters />}
      sort={{ field: 'date', order: 'DESC' }}
      filters={[SCHEDULED_FILTER]}
    >
      <TextField source="title" />
      <DateCell source="date" />
      <TextField source="location" sortable={false} />
      <FunctionField
        source="enabled"
        render={(record: { enabled?: boolean }) => eventEnabledLabel(record.enabled !== false)}
      />
      {/* Events have no status: on the site from their publication time, "Agendado para" until then. */}
      <PublicationStatusCell label={SCHEDULE_TEXTS.reportState} />
      {translationStatesColumn('events')}
    </ResourceList>
  );
}
