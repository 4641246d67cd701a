import { Link, useCreatePath, useRecordContext, useResourceDefinitions } from 'react-admin';
import { entryTitle, type EntryData } from './auditFormat';
import { resourceOfCollection } from './fieldLabels';

/**
 * Auditoria's "Documento": the item's title (or name) as the entry kept it, linked to the screen that edits
 * it; a deletion's entry names the item it removed, with no link to follow. Nothing is read per row.
 */
export function DocumentLink() {
  const entry = useRecordContext<EntryData & { id: string }>();
  const definitions = useResourceDefinitions();
  const createPath = useCreatePath();
  if (!entry) return null;
  const title = entryTitle(entry);
  const resource = resourceOfCollection(entry.collection ?? '');
  const definition = resource ? definitions[resource] : undefined;
  if (!resource || !definition || entry.action === 'delete') return <span>{title}</span>;
  const to = definition.hasEdit
    ? createPath({ resource, id: entry.doc_id, type: 'edit' })
    : createPath({ resource, type: 'list' });
  return <Link to={to}>{title}</Link>;
}
