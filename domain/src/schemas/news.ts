import { z } from '../zod';
import { ARTICLE_BODY_FORMAT } from '../article-body';
import { PUBLICATION_STATUSES } from '../labels/publication';
import { optionalUrl, requiredText, textList } from './fields';
import { publicationTitle } from './publication';
import { translationsField } from './translation';
import { publishAtField, scheduleOrder, unpublishAtField } from './schedule';
import type { Publication } from './publication';

// Content is Markdown (domain/article-body.ts); a body stored before it has a paragraph per line.
export const newsSchema = z
  .object({
    title: publicationTitle(),
    summary: requiredText(),
    content: requiredText(),
    // Every save from the console writes Markdown; a body stored without the field is read as lines.
    content_format: z.literal(ARTICLE_BODY_FORMAT).default(ARTICLE_BODY_FORMAT),
    source_url: optionalUrl(),
    image_url: optionalUrl(),
    status: z.enum(PUBLICATION_STATUSES).default('draft'),
    publish_at: publishAtField(),
    unpublish_at: unpublishAtField(),
    // Names of CVCs the article mentions; the site looks each one up through fetch-cvc-info.
    cvcs_mentioned: textList(),
    translations: translationsField('news'),
  })
  .superRefine(scheduleOrder);

export type NewsInput = z.input<typeof newsSchema>;
export type NewsData = z.output<typeof newsSchema>;
/** A stored item: one saved before Markdown bodies has no content_format (its body is lines). */
export type News = Omit<NewsData, 'content_format' | 'publish_at' | 'unpublish_at'> &
  Partial<Pick<NewsData, 'unpublish_at'>> &
  Partial<Pick<NewsData, 'content_format'>> &
  Publication & { id: string; created_at: Date | null };
