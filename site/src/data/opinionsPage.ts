import { toOpinionTeasers } from './opinionHighlights';
import { pagedReader } from './pagedQuery';
import { publishedArticles } from './publishedQuery';

/** /opinioes: 12 published opinions per page, each joined with its columnist, and the exact total. */
export const fetchOpinionsPage = pagedReader((sdk) => publishedArticles(sdk, 'opinions'), toOpinionTeasers);
