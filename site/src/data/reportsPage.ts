import { COLLECTIONS } from '@cvc/domain';
import { toReport } from './latestReports';
import { pagedReader } from './pagedQuery';

/** /reports: 12 published reports (published_at set, SPEC §4) per page, newest first, with the exact total. */
export const fetchReportsPage = pagedReader(
  ({ collection, db, orderBy, query, where }) =>
    query(
      collection(db, COLLECTIONS.reports),
      where('published_at', '!=', null),
      orderBy('published_at', 'desc'),
    ),
  (docs) => docs.map(toReport),
);
