import type { Language } from '@cvc/domain';
import type { ShownSupplier } from './activeSuppliers';
import type { ShownEvent } from './enabledEvents';
import type { NewsTeaser } from './latestNews';
import type { ShownReport } from './latestReports';
import type { OpinionTeaser } from './opinionHighlights';
import type { Page, PageOf } from './pagedQuery';

// The reads of the pages' first screens, each loading its code when it runs, as an article's do: a page rendered
// with its data never runs them in the browser, so their queries and their conversions (and the translations'
// helpers) stay out of the app every page loads. A page and its sections name the same function, so the section
// finds the page's result.

export const readLatestNews = (language: Language): Promise<NewsTeaser[]> =>
  import('./latestNews').then((data) => data.fetchLatestNews(language));

export const readOpinionHighlights = (language: Language): Promise<OpinionTeaser[]> =>
  import('./opinionHighlights').then((data) => data.fetchOpinionHighlights(language));

export const readLatestReports = (language: Language): Promise<ShownReport[]> =>
  import('./latestReports').then((data) => data.fetchLatestReports(language));

export const readEnabledEvents = (language: Language): Promise<ShownEvent[]> =>
  import('./enabledEvents').then((data) => data.fetchEnabledEvents(language));

export const readActiveSuppliers = (language: Language): Promise<ShownSupplier[]> =>
  import('./activeSuppliers').then((data) => data.fetchActiveSuppliers(language));

export const readNewsPage = (at: PageOf): Promise<Page<NewsTeaser>> =>
  import('./newsPage').then((data) => data.fetchNewsPage(at));

export const readOpinionsPage = (at: PageOf): Promise<Page<OpinionTeaser>> =>
  import('./opinionsPage').then((data) => data.fetchOpinionsPage(at));

export const readReportsPage = (at: PageOf): Promise<Page<ShownReport>> =>
  import('./reportsPage').then((data) => data.fetchReportsPage(at));
