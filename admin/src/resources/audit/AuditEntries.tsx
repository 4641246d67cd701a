import { formatDateTimeBR } from '@cvc/domain';
import { Datagrid, FunctionField } from 'react-admin';
import { AuditChanges } from './AuditChanges';
import { DocumentLink } from './DocumentLink';
import { ACTION_LABELS, AUDIT_LABELS, COLLECTION_LABELS } from '../../texts/audit';
import { RestoreButton } from './RestoreButton';

type Row = { at?: Date; by_email?: string | null; action?: keyof typeof ACTION_LABELS; collection?: string };

/** The rows of the history, newest first (the only order the indexes hold); admins get "Restaurar". */
export function AuditEntries({ showDocument, canRestore }: { showDocument?: boolean; canRestore: boolean }) {
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{AUDIT_LABELS.empty}</p>}>
      <FunctionField
        label={AUDIT_LABELS.when}
        sortable={false}
        render={(row: Row) => formatDateTimeBR(row.at ?? null)}
      />
      <FunctionField
        label={AUDIT_LABELS.who}
        sortable={false}
        render={(row: Row) => row.by_email ?? AUDIT_LABELS.system}
      />
      <FunctionField
        label={AUDIT_LABELS.what}
        sortable={false}
        render={(row: Row) =>
          [
            row.action ? ACTION_LABELS[row.action] : '',
            showDocument ? COLLECTION_LABELS[row.collection ?? ''] : '',
          ]
            .filter(Boolean)
            .join(' · ')
        }
      />
      {showDocument && (
        <FunctionField label={AUDIT_LABELS.document} sortable={false} render={() => <DocumentLink />} />
      )}
      <FunctionField label={AUDIT_LABELS.changes} sortable={false} render={() => <AuditChanges />} />
      {canRestore && <RestoreButton />}
    </Datagrid>
  );
}
