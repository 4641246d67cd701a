import { z } from '../zod';
import { PUBLICATION_STATUSES } from '../labels/publication';
import { optionalUrl, requiredText, textList } from './fields';
import { publicationTitle } from './publication';
import type { Publication } from './publication';

// Content is plain text; each line is a paragraph on the article page.
export const newsSchema = z.object({
  title: publicationTitle(),
  summary: requiredText(),
  content: requiredText(),
  source_url: optionalUrl(),
  image_url: optionalUrl(),
  status: z.enum(PUBLICATION_STATUSES).default('draft'),
  // Names of CVCs the article mentions; the site looks each one up through fetch-cvc-info.
  cvcs_mentioned: textList(),
});

export type NewsInput = z.input<typeof newsSchema>;
export type NewsData = z.output<typeof newsSchema>;
export type News = NewsData & Publication & { id: string; created_at: Date | null };
