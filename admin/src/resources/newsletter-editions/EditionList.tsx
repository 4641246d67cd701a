import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, type RaRecord } from 'react-admin';
import { EDITION_STATUSES, EDITION_STATUS_LABELS, formatDateTimeBR } from '@cvc/domain';
import { ListGate } from '../../components/ListGate';
import { EDITION_LABELS } from '../../texts/newsletterEditions';
import { isDraft, type EditionRecord } from './editionRecord';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label={EDITION_LABELS.status}
    choices={EDITION_STATUSES.map((id) => ({ id, name: EDITION_STATUS_LABELS[id] }))}
    emptyText={EDITION_LABELS.allStatuses}
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
];

const Empty = () => <Typography sx={{ p: 4, textAlign: 'center' }}>{EDITION_LABELS.empty}</Typography>;

// A draft opens its form; an edition sent or sending opens its page, where its progress is.
const openRow = (_id: unknown, _resource: string, record: RaRecord) =>
  isDraft(record as EditionRecord) ? 'edit' : 'show';

/** The newsletter's editions, newest first: subject, status in words, last change and when the send began. */
export function EditionList() {
  return (
    <List
      title={EDITION_LABELS.title}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      filters={filters}
      exporter={false}
      empty={false}
    >
      <ListGate>
        <Datagrid bulkActionButtons={false} rowClick={openRow} empty={<Empty />}>
          <FunctionField<EditionRecord>
            label={EDITION_LABELS.listSubject}
            render={(record) => record.subject_pt || EDITION_LABELS.noSubject}
          />
          <FunctionField<EditionRecord>
            label={EDITION_LABELS.status}
            render={(record) => EDITION_STATUS_LABELS[record.status ?? 'draft']}
          />
          <FunctionField<EditionRecord>
            label={EDITION_LABELS.updatedAt}
            render={(record) => formatDateTimeBR(record.updated_at ?? record.created_at)}
          />
          <FunctionField<EditionRecord>
            label={EDITION_LABELS.sentAt}
            render={(record) => formatDateTimeBR(record.send?.started_at)}
          />
        </Datagrid>
      </ListGate>
    </List>
  );
}
