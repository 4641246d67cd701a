import { Children, cloneElement, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { Datagrid, List, useListContext, useResourceContext, type SortPayload } from 'react-admin';
import { narrowedSort, resourceConfig } from '../providers/resources';
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
        <ResourceDatagrid defaultSort={sort}>{children}</ResourceDatagrid>
      </ListGate>
    </List>
  );
}

type Column = ReactElement<{ source?: string; sortBy?: string; sortable?: boolean }>;

/**
 * While a filter that goes with one sort is set (a translation state: ResourceConfig.narrowFilters), the list
 * says the order the dataProvider gives it: that column's arrow, and no other column offering to sort.
 */
function ResourceDatagrid({ defaultSort, children }: { defaultSort: SortPayload; children: ReactNode }) {
  const { filterValues, sort, setSort } = useListContext();
  const narrow = narrowedSort(resourceConfig(useResourceContext() ?? ''), filterValues ?? {});
  useEffect(() => {
    if (narrow && sort.field !== narrow)
      setSort({ field: narrow, order: defaultSort.field === narrow ? defaultSort.order : 'ASC' });
  }, [narrow, sort.field, setSort, defaultSort]);
  const columns = narrow
    ? Children.map(children, (child) => {
        if (!isValidElement(child)) return child;
        const column = child as Column;
        const field = column.props.sortBy ?? column.props.source;
        return field === narrow ? column : cloneElement(column, { sortable: false });
      })
    : children;
  return (
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      {columns}
      <DeleteRowButton />
    </Datagrid>
  );
}
