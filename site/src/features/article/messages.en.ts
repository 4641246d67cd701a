import type { ArticleMessages } from './messages.pt';

export const en: ArticleMessages = {
  back: 'Back',
  news: 'News',
  opinion: 'Opinion',
  share: 'Share',
  shareOn: 'Share on {{network}}',
  copy: 'Copy link',
  copied: 'Copied!',
  continueReading: 'Continue reading',
  readMore: 'Read article',
  source: 'Read the original source',
  partner: 'Published in partnership with',
  mentionedCvcs: 'CVCs mentioned in this story',
  sector: 'Sector',
  notFound: 'Article not found',
  notFoundText: 'The article you are looking for does not exist or is no longer available.',
  home: 'Back to the home page',
};
