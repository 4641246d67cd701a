export { ArticleBodyInput } from './ArticleBodyInput';
export { linesToMarkdown } from './markdownBody';
