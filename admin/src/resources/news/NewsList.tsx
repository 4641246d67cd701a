import { NEWS_SUMMARY_PREVIEW_CHARS } from '@cvc/domain';
import { FunctionField, TextField } from 'react-admin';
import { DateTimeCell } from '../../components/dates';
import { preview } from '../../components/preview';
import { ResourceList } from '../../components/ResourceList';
import { SCHEDULED_FILTER } from '../../features/schedule';
import { PublicationStatusCell } from '../StatusCell';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function NewsList() {
  return (
    <ResourceList
      aside={<TranslationFilters />}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={[SCHEDULED_FILTER]}
    >
      <TextField source="title" />
      <FunctionField
        source="summary"
        sortable={false}
        render={(record: { summary?: string }) => preview(record.summary, NEWS_SUMMARY_PREVIEW_CHARS)}
      />
      <PublicationStatusCell />
      <DateTimeCell source="published_at" />
      {translationStatesColumn('news')}
    </ResourceList>
  );
}
