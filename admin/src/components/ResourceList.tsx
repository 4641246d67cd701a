import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, type SortPayload } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';
import { ListGate } from './ListGate';

/**
 * One server-side page per view (the dataProvider reads perPage documents and one count), rows open the edit
 * form, and each row has its delete with the entity's confirmation.
 */
export function ResourceList({
  sort,
  filters,
  aside,
  children,
}: {
  sort: SortPayload;
  /** Filters beside the list (one click each); their fields too must be in the resource's `filters`. */
  aside?: ReactElement;
  /** Equality filters; each must be in the resource's `filters` (providers/resources), which the index check reads. */
  filters?: ReactElement[];
  children: ReactNode;
}) {
  return (
    <List sort={sort} filters={filters} aside={aside} perPage={25} exporter={false}>
      <ListGate>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {children}
          <DeleteRowButton />
        </Datagrid>
      </ListGate>
    </List>
  );
}
