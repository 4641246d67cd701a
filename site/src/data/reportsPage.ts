import { COLLECTIONS } from '@cvc/domain';
import { toReport } from './latestReports';
import { pagedReader } from './pagedQuery';

/**
 * /reports: 12 published reports (published_at come, SPEC §4: a later one is scheduled) per page, newest first,
 * with the exact total.
 */
export const fetchReportsPage = pagedReader(
  ({ collection, db, orderBy, publicationTime, query, where }) =>
    query(
      collection(db, COLLECTIONS.reports),
      where('published_at', '<=', publicationTime()),
      orderBy('published_at', 'desc'),
    ),
  (docs, language) => docs.map((doc) => toReport(doc, language)),
);
