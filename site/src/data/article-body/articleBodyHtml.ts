import { ARTICLE_BODY_FORMAT, articleBodyFormat } from '@cvc/domain';

/**
 * The sanitised HTML of a stored body, or null for a body of lines. The renderer loads only for a Markdown body,
 * so a page that shows no article body never fetches its code.
 */
export async function articleBodyHtml(storedFormat: unknown, content: string): Promise<string | null> {
  if (articleBodyFormat(storedFormat) !== ARTICLE_BODY_FORMAT) return null;
  const { renderArticleBody } = await import('./renderArticleBody');
  return renderArticleBody(content);
}
