import { PUBLICATION_STATUSES, PUBLICATION_STATUS_LABELS } from '@cvc/domain';

/** Rascunho / Publicado, in the domain's order; new news and opinions start as drafts. */
export const PUBLICATION_CHOICES = PUBLICATION_STATUSES.map((id) => ({
  id,
  name: PUBLICATION_STATUS_LABELS[id],
}));
export const DRAFT_DEFAULTS = { status: 'draft' } as const;
