import { z } from 'zod';
import { PUBLICATION_STATUSES } from '../labels/publication';
import type { Columnist } from './columnist';
import { optionalUrl, requiredText } from './fields';
import { VALIDATION_MESSAGES as MSG } from './messages';
import type { Publication } from './publication';

export const opinionSchema = z.object({
  columnist_id: requiredText(128, MSG.columnist),
  title: requiredText(),
  summary: requiredText(),
  content: requiredText(),
  image_url: optionalUrl(),
  // Logo of the organisation the column is published with, shown beside the author.
  partner_logo_url: optionalUrl(),
  source_url: optionalUrl(),
  status: z.enum(PUBLICATION_STATUSES).default('draft'),
});

export type OpinionInput = z.input<typeof opinionSchema>;
export type OpinionData = z.output<typeof opinionSchema>;

/** The columnist fields the public pages join onto an opinion. */
export type OpinionAuthor = Pick<Columnist, 'name' | 'position' | 'company' | 'photo_url'>;

export type Opinion = OpinionData &
  Publication & { id: string; created_at: Date | null; columnist?: OpinionAuthor | null };
