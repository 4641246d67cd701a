export { ArticleBodyInput } from './ArticleBodyInput';
