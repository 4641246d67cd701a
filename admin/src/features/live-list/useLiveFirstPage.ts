import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers';
import type { LiveListParams } from '../../providers/liveListMethods';
import { untilUnmount } from '../../providers/untilUnmount';

/**
 * Keeps a react-admin list current: while the screen is open, a change within the list's first page
 * invalidates the resource's queries, so react-admin reads the pages shown again (another member's edit, a
 * lead sent from the site).
 */
export function useLiveFirstPage(resource: string, params: LiveListParams) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  // Filters arrive as a new object on every render: the listener is reopened only when the list changes.
  const list = JSON.stringify(params);
  useEffect(
    () =>
      untilUnmount(
        dataProvider.watchFirstPage(
          resource,
          JSON.parse(list) as LiveListParams,
          () => void queryClient.invalidateQueries({ queryKey: [resource] }),
          (error) => console.error(`${resource} listener`, error),
        ),
      ),
    [dataProvider, queryClient, resource, list],
  );
}
