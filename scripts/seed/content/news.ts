import { ARTICLE_BODY_FORMAT, slugify } from '@cvc/domain';
import { imagePath } from './assets';
import { NEWS_A } from './news-a';
import { NEWS_B } from './news-b';
import { NEWS_C } from './news-c';
import { before } from './time';
import type { ArticleInput, SeedNews } from './types';

/** Shared by news and opinions: dates relative to `now`, slug from the title, content joined by newlines. */
export function buildArticleBase(input: ArticleInput, now: Date) {
  const draft = input.draft === true;
  return {
    title: input.title,
    summary: input.summary,
    // Bodies of lines, as stored before Markdown, except those the seed writes as the console does today.
    ...(input.markdown
      ? { content: input.paragraphs.join('\n\n'), content_format: ARTICLE_BODY_FORMAT }
      : { content: input.paragraphs.join('\n') }),
    slug: slugify(input.title),
    image_url: input.has_image === false ? null : imagePath(input.id),
    // Published items were written a few hours before going live; drafts keep published_at null.
    published_at: draft ? null : before(now, input.age_days, 2),
    created_at: before(now, input.age_days, draft ? 1 : 6),
    status: draft ? ('draft' as const) : ('published' as const),
    source_url: input.source_url,
  };
}

export function buildNews(now: Date): SeedNews[] {
  return [...NEWS_A, ...NEWS_B, ...NEWS_C].map((input) => ({
    id: input.id,
    ...buildArticleBase(input, now),
    cvcs_mentioned: input.cvcs_mentioned,
  }));
}
