import type { Language } from '@cvc/domain';
import type { ArticlePreview } from '@cvc/web';
import type { Article } from '../../data/article';
import { articleBodyHtml } from '../../data/article-body/articleBodyHtml';
import { fetchColumnistAuthor } from '../../data/columnistAuthor';
import { fetchMentionedCvcs } from '../../data/mentionedCvcs';

/**
 * A stored item as its article page shows it: joined with its columnist (opinions) or its mentioned CVCs
 * (news) through the same lookups as the published article's read, so the preview is the page to come.
 */
export async function previewArticle(preview: ArticlePreview, language: Language): Promise<Article> {
  const [columnist, cvcs, bodyHtml] = await Promise.all([
    preview.kind === 'opinion' && preview.columnist_id
      ? fetchColumnistAuthor(preview.columnist_id, language)
      : null,
    preview.kind === 'news' ? fetchMentionedCvcs(preview.cvcs_mentioned) : [],
    articleBodyHtml(preview.content_format, preview.content),
  ]);
  return {
    id: preview.id,
    title: preview.title,
    summary: preview.summary,
    content: preview.content,
    body_html: bodyHtml,
    slug: preview.slug,
    image_url: preview.image_url || null,
    published_at: preview.published_at,
    source_url: preview.source_url || null,
    partner_logo_url: preview.partner_logo_url || null,
    columnist,
    cvcs,
    content_language: preview.content_language ?? 'pt',
    versions: { pt: preview.slug },
  };
}
