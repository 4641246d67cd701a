export { ArticleBodyInput } from './ArticleBodyInput';
export { withArticleBodyChecks } from './articleBodyChecks';
