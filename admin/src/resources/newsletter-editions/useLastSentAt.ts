import { useGetList } from 'react-admin';
import { lastSentAt } from './editionChoices';
import type { EditionRecord } from './editionRecord';

/**
 * When the last edition sent began, from the latest few sent (newest created first): the pickers mark what came
 * out since as new.
 */
export function useLastSentAt(): Date | null {
  const { data } = useGetList<EditionRecord>('newsletter-editions', {
    filter: { status: 'sent' },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 5 },
  });
  return lastSentAt(data ?? []);
}
