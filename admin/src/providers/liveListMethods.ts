import { limit, onSnapshot, query, type Firestore } from 'firebase/firestore';
import type { GetListParams } from 'react-admin';
import { listQuery } from './dataProvider';
import { RESOURCES, resourceConfig, type ResourceConfig } from './resources';

/** The list a screen shows: its filter and sort as getList receives them, and its page size. */
export type LiveListParams = Pick<GetListParams, 'filter' | 'sort'> & { perPage: number };

/**
 * Live lists as an extra dataProvider method (react-admin's realtime packages subscribe the same way): a
 * listener on a list's first page tells the screen when it changes, and the screen invalidates its queries.
 */
export function liveListMethods(db: Firestore, table: Record<string, ResourceConfig> = RESOURCES) {
  return {
    /**
     * Calls `onChange`, with the ids then on the page, each time the first page changes after its first read
     * (a record added, edited or removed within it; a change below it is not sent). Firestore then sends only
     * the documents that changed, so an idle screen reads nothing. Resolves, once the page has been read, to
     * the function that stops listening.
     */
    watchFirstPage(
      resource: string,
      params: LiveListParams,
      onChange: (ids: string[]) => void,
      onError: (error: Error) => void,
    ): Promise<() => void> {
      const firstPage = query(
        listQuery(db, resourceConfig(resource, table), params),
        limit(params.perPage + 1),
      );
      return new Promise((resolve, reject) => {
        let read = false;
        const stop = onSnapshot(
          firstPage,
          (snapshot) => {
            if (read) onChange(snapshot.docs.map((d) => d.id));
            else resolve(stop);
            read = true;
          },
          (error) => (read ? onError(error) : reject(error)),
        );
      });
    },
  };
}
