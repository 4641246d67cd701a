import { Typography } from '@mui/material';
import {
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { NEWSLETTER_STATUSES, NEWSLETTER_STATUS_LABELS, formatDateTimeBR } from '@cvc/domain';
import type { NewsletterSubscriber } from '@cvc/domain';
import { NEWSLETTER_MESSAGES } from '../../texts/newsletter';
import { ListGate } from '../../components/ListGate';
import { ExportListCsvButton } from '../../features/csv-export';
import { newsletterExporter } from './newsletterExport';
import { CRM_MESSAGES } from '../../texts/crm';

type Row = NewsletterSubscriber & { id: string };

function NewsletterActions() {
  return (
    <TopToolbar>
      <ExportListCsvButton emptyMessage={NEWSLETTER_MESSAGES.exportEmpty} />
    </TopToolbar>
  );
}

const filters = [
  // Addresses are stored trimmed and in lower case: the search finds one whole, whatever the case typed.
  <TextInput
    key="email"
    source="email"
    label={NEWSLETTER_MESSAGES.search}
    parse={(value: string) => value.trim().toLowerCase()}
    alwaysOn
    resettable
  />,
  <SelectInput
    key="status"
    source="status"
    label={NEWSLETTER_MESSAGES.status}
    choices={NEWSLETTER_STATUSES.map((id) => ({ id, name: NEWSLETTER_STATUS_LABELS[id] }))}
    emptyText={NEWSLETTER_MESSAGES.allStatuses}
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
];

const Empty = () => <Typography sx={{ p: 4, textAlign: 'center' }}>{NEWSLETTER_MESSAGES.empty}</Typography>;

/**
 * The newsletter's subscriptions, newest request first: status, language, where the visitor asked and when it
 * was confirmed; search by address, filter by status, CSV export, and remove one (the rules name the remover).
 */
export function NewsletterList() {
  return (
    <List
      resource="newsletter"
      title={CRM_MESSAGES.newsletterTitle}
      sort={{ field: 'requested_at', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<NewsletterActions />}
      empty={false}
      exporter={newsletterExporter}
    >
      <ListGate>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <TextField source="email" sortable={false} />
          <FunctionField<Row>
            label={NEWSLETTER_MESSAGES.status}
            render={(record) => NEWSLETTER_STATUS_LABELS[record.status] ?? record.status}
          />
          <TextField source="language" sortable={false} />
          <TextField source="source" sortable={false} />
          <FunctionField<Row>
            source="requested_at"
            render={(record) => formatDateTimeBR(record.requested_at)}
          />
          <FunctionField<Row>
            source="confirmed_at"
            sortable={false}
            render={(record) => formatDateTimeBR(record.confirmed_at)}
          />
          <DeleteWithConfirmButton
            label={CRM_MESSAGES.newsletterRemove}
            confirmTitle={CRM_MESSAGES.newsletterRemoveTitle}
            confirmContent={NEWSLETTER_MESSAGES.deleteConfirm}
            mutationMode="pessimistic"
          />
        </Datagrid>
      </ListGate>
    </List>
  );
}
