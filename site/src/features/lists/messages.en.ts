import type { ListMessages } from './messages.pt';

export const en: ListMessages = {
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{count}}',
  },
  news: {
    eyebrow: 'News',
    title: 'Corporate Venture Capital news',
    subtitle: 'Investments, new vehicles, research and the agenda of the Brazilian CVC ecosystem.',
    empty: 'No news available at the moment.',
  },
  opinions: {
    eyebrow: 'Opinion',
    title: 'Opinion articles',
    subtitle: 'Innovation and investment leaders discuss the challenges and trends of corporate venturing.',
    empty: 'No opinion articles available at the moment.',
  },
  reports: {
    eyebrow: 'Reports',
    title: 'Reports and research',
    subtitle: 'Studies by the association and its committees: free to download or available for purchase.',
    empty: 'No reports available at the moment.',
  },
  search: {
    eyebrow: 'Search',
    title: 'Search the site',
    subtitle: 'News, opinion, reports and events from the association.',
    label: 'What are you looking for?',
    submit: 'Search',
    hint: 'Type a word of three letters or more. Accents, capitals and plurals do not matter.',
    results_one: '{{count}} result for “{{query}}”',
    results_other: '{{count}} results for “{{query}}”',
    none: 'Nothing matched your search. Here is the latest:',
    kinds: { news: 'News', opinion: 'Opinion', report: 'Report', event: 'Event' },
  },
};
