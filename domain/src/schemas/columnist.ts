import { z } from '../zod';
import { translationsField } from './translation';
import { optionalText, optionalUrl, requiredText } from './fields';

export const columnistSchema = z.object({
  name: requiredText(),
  bio: requiredText(),
  photo_url: optionalUrl(),
  position: optionalText(),
  company: optionalText(),
  linkedin_url: optionalUrl(),
  translations: translationsField('columnists'),
});

export type ColumnistInput = z.input<typeof columnistSchema>;
export type ColumnistData = z.output<typeof columnistSchema>;
export type Columnist = ColumnistData & { id: string; created_at: Date | null };
