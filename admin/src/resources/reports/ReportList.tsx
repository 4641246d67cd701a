import { adminPriceLabel } from '@cvc/domain';
import { FunctionField, TextField } from 'react-admin';
import { DateTimeCell } from '../../components/dates';
import { ResourceList } from '../../components/ResourceList';
import { SCHEDULED_FILTER } from '../../features/schedule';
import { SCHEDULE_TEXTS } from '../../texts/schedule';
import { PublicationStatusCell } from '../StatusCell';
import { TranslationFilters, translationStatesColumn } from '../translations';

export function ReportList() {
  return (
    <ResourceList
      aside={<TranslationFilters />}
      sort={{ field: 'published_at', order: 'DESC' }}
      filters={[SCHEDULED_FILTER]}
    >
      <TextField source="title" />
      <TextField source="category" />
      <FunctionField
        source="price"
        sortable={false}
        render={(record: { is_free?: boolean; price?: number | null }) =>
          adminPriceLabel({ is_free: record.is_free !== false, price: record.price ?? null })
        }
      />
      <PublicationStatusCell label={SCHEDULE_TEXTS.reportState} />
      <DateTimeCell source="published_at" />
      {translationStatesColumn('reports')}
    </ResourceList>
  );
}
