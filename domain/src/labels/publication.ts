export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
};

export const EVENT_ENABLED_LABELS = { enabled: 'Habilitado', disabled: 'Desabilitado' } as const;

export function eventEnabledLabel(enabled: boolean): string {
  return enabled ? EVENT_ENABLED_LABELS.enabled : EVENT_ENABLED_LABELS.disabled;
}

/** Shown on an event dated before today; its register button is disabled. */
export const EVENT_CLOSED_LABEL = 'Evento Encerrado';
