import { DateInput, List, Pagination, SelectInput, TextInput } from 'react-admin';
import { AuditEntries } from './AuditEntries';
import { AUDIT_LABELS, COLLECTION_LABELS } from '../../texts/audit';

const collections = Object.entries(COLLECTION_LABELS).map(([id, name]) => ({ id, name }));

// `at@gte`/`at@lte`: the dataProvider's day range (São Paulo days), newest first as the indexes hold it.
const filters = [
  <TextInput key="by_email" source="by_email" label={AUDIT_LABELS.person} alwaysOn />,
  <SelectInput
    key="collection"
    source="collection"
    label={AUDIT_LABELS.collection}
    choices={collections}
    alwaysOn
  />,
  <DateInput key="from" source="at@gte" label={AUDIT_LABELS.from} alwaysOn />,
  <DateInput key="until" source="at@lte" label={AUDIT_LABELS.until} alwaysOn />,
];

/** Auditoria (admins): every entry, filtered by person, collection and date; any version can be restored. */
export function AuditList() {
  return (
    <List
      title={AUDIT_LABELS.audit}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
      exporter={false}
    >
      <AuditEntries showDocument canRestore />
    </List>
  );
}
