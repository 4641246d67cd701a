import { z } from '../zod';
import { ARTICLE_BODY_FORMAT } from '../article-body';
import { PUBLICATION_STATUSES } from '../labels/publication';
import type { Columnist } from './columnist';
import { PUBLIC_TEXT_MAX } from '../public-limits';
import { documentId, optionalUrl, requiredText } from './fields';
import { VALIDATION_MESSAGES as MSG } from './messages';
import { publicationTitle } from './publication';
import { translationsField } from './translation';
import { publishAtField, scheduleOrder, unpublishAtField } from './schedule';
import type { Publication } from './publication';

export const opinionSchema = z
  .object({
    // The id of a columnists document: the public pages look the author up by it.
    columnist_id: documentId(PUBLIC_TEXT_MAX.id, MSG.columnist),
    title: publicationTitle(),
    summary: requiredText(),
    content: requiredText(),
    // Every save from the console writes Markdown; a body stored without the field is read as lines.
    content_format: z.literal(ARTICLE_BODY_FORMAT).default(ARTICLE_BODY_FORMAT),
    image_url: optionalUrl(),
    // Logo of the organisation the column is published with, shown beside the author.
    partner_logo_url: optionalUrl(),
    source_url: optionalUrl(),
    status: z.enum(PUBLICATION_STATUSES).default('draft'),
    publish_at: publishAtField(),
    unpublish_at: unpublishAtField(),
    translations: translationsField('opinions'),
  })
  .superRefine(scheduleOrder);

export type OpinionInput = z.input<typeof opinionSchema>;
export type OpinionData = z.output<typeof opinionSchema>;

/** The columnist fields the public pages join onto an opinion. */
export type OpinionAuthor = Pick<Columnist, 'name' | 'position' | 'company' | 'photo_url'>;

/** A stored item: one saved before Markdown bodies has no content_format (its body is lines). */
export type Opinion = Omit<OpinionData, 'content_format' | 'publish_at' | 'unpublish_at'> &
  Partial<Pick<OpinionData, 'unpublish_at'>> &
  Partial<Pick<OpinionData, 'content_format'>> &
  Publication & { id: string; created_at: Date | null; columnist?: OpinionAuthor | null };
