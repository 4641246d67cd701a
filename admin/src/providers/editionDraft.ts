import { EDITION_ITEMS_MAX, VALIDATION_MESSAGES, optionalText, requiredText, z } from '@cvc/domain';

const itemIds = () =>
  z
    .array(z.string().min(1))
    .max(EDITION_ITEMS_MAX, VALIDATION_MESSAGES.tooManyItems(EDITION_ITEMS_MAX))
    .nullish()
    .transform((ids) => ids ?? []);

/**
 * A newsletter edition as the console saves it: exactly the fields the rules let staff write, always a draft
 * (only the newsletterEdition function moves it on). The Portuguese subject names the edition in the list, so a
 * draft needs it; the other languages may wait until the send, whose problems editionSendProblems lists.
 */
export const editionDraftSchema = z
  .object({
    subject_pt: requiredText(),
    subject_en: optionalText(),
    subject_es: optionalText(),
    intro_pt: optionalText(),
    intro_en: optionalText(),
    intro_es: optionalText(),
    news_ids: itemIds(),
    opinion_ids: itemIds(),
    report_ids: itemIds(),
    event_ids: itemIds(),
  })
  .transform((draft) => ({ ...draft, status: 'draft' as const }));

export type EditionDraftData = z.output<typeof editionDraftSchema>;
