import { useRecordContext } from 'react-admin';
import { AUDIT_LABELS, auditValue } from './auditLabels';

type Entry = {
  action?: string;
  fields?: string[];
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The changed fields of an entry, one line each: field: before → after. */
export function AuditChanges() {
  const entry = useRecordContext<Entry & { id: string }>();
  if (!entry) return null;
  if (entry.action === 'delete') {
    // The deleted document's own name, so a person can tell which one to bring back.
    const name = entry.before?.title ?? entry.before?.name;
    return (
      <span>
        {AUDIT_LABELS.deletedWhole}
        {typeof name === 'string' ? ` ${name}` : ''}
      </span>
    );
  }
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {(entry.fields ?? []).map((field) => (
        <li key={field}>
          <strong>{field}</strong>: {auditValue(entry.before?.[field])} → {auditValue(entry.after?.[field])}
        </li>
      ))}
    </ul>
  );
}
