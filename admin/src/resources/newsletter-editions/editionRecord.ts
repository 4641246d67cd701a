import type { EditionDraft, EditionSend } from '@cvc/domain';

/** An edition as the console reads it (timestamps as Dates). */
export type EditionRecord = EditionDraft & {
  id: string;
  created_at?: Date | null;
  updated_at?: Date | null;
  send?: EditionSend | null;
};

/** A record stored without a status is a draft, as the domain's editionSendProblems reads it. */
export const isDraft = (edition: { status?: unknown } | undefined): boolean =>
  (edition?.status ?? 'draft') === 'draft';
