import { ListBase, Pagination, useRecordContext, useResourceContext } from 'react-admin';
import { resourceConfig } from '../../providers/resources';
import { AuditEntries } from './AuditEntries';
import { useIsAdmin } from './useIsAdmin';

/** The entries of the record being edited, newest first. */
export function HistoryTab() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const canRestore = useIsAdmin();
  if (!record || !resource) return null;
  return (
    <ListBase
      resource="audit"
      filter={{ collection: resourceConfig(resource).collection, doc_id: String(record.id) }}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      // The edit page has already checked the key; 'audit' itself (the Auditoria screen) is admins' only.
      disableAuthentication
    >
      <AuditEntries canRestore={canRestore} />
      <Pagination rowsPerPageOptions={[25]} />
    </ListBase>
  );
}
