import { LANGUAGES, type Language } from './constants';
import { z } from './zod';

// A newsletter edition: staff compose it in the console (a subject and an introduction per language, items picked
// from what is published), then the newsletterEdition callable previews it, mails a test to the member, and sends
// it to every confirmed subscriber in their language, a paced batch at a time (functions/src/newsletter/).
// Staff write only drafts; `status` past draft and `send` are the functions'.

/** The picked items, one list of document ids per kind, in the order the mail shows them. */
export const EDITION_ITEM_FIELDS = {
  news: 'news_ids',
  opinions: 'opinion_ids',
  reports: 'report_ids',
  events: 'event_ids',
} as const;
export type EditionItemKind = keyof typeof EDITION_ITEM_FIELDS;
export const EDITION_ITEM_KINDS = Object.keys(EDITION_ITEM_FIELDS) as EditionItemKind[];

/** Items of one kind an edition may carry (the rules check each list up to this length). */
export const EDITION_ITEMS_MAX = 10;

export const EDITION_STATUSES = ['draft', 'sending', 'interrupted', 'sent'] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

export const EDITION_STATUS_LABELS: Record<EditionStatus, string> = {
  draft: 'Rascunho',
  sending: 'Enviando',
  interrupted: 'Envio interrompido',
  sent: 'Enviada',
};

/** The staff-written fields: `subject_pt`, `intro_en`… and the item lists. */
export type EditionTextField = `${'subject' | 'intro'}_${Language}`;
export const subjectField = (language: Language) => `subject_${language}` as const;
export const introField = (language: Language) => `intro_${language}` as const;

export type EditionDraft = Partial<Record<EditionTextField, string | null>> &
  Partial<Record<(typeof EDITION_ITEM_FIELDS)[EditionItemKind], string[] | null>> & {
    status?: EditionStatus;
  };

/** The send's bookkeeping under `send`, written only by functions. */
export interface EditionSend<Time = Date> {
  started_at: Time;
  started_by: string;
  /** Confirmed subscribers when the send started (the number the confirmation named). */
  recipients: number;
  /** The last subscriber document id queued: the next batch starts after it. */
  cursor: string | null;
  batches: number;
  /** Batches that failed in a row; past EDITION_FAILURES_MAX the send stops as `interrupted`. */
  failures: number;
  last_error: string | null;
  finished_at: Time | null;
}

/** Failed batches in a row after which a send waits for a member's "Retomar envio". */
export const EDITION_FAILURES_MAX = 3;

/** Mails queued per minute by default (the NEWSLETTER_MAILS_PER_MINUTE parameter). */
export const EDITION_MAILS_PER_MINUTE_DEFAULT = 100;

export const EDITION_MESSAGES = {
  subjectMissing: (language: Language) =>
    `Escreva o assunto em ${LANGUAGE_NAMES_PT[language]} antes de enviar.`,
  noItems: 'Escolha pelo menos um item publicado antes de enviar.',
  notDraft: 'Esta edição já foi enviada ou está sendo enviada.',
  notResumable: 'Só um envio interrompido ou em andamento pode ser retomado.',
  noRecipients: 'Não há inscritos confirmados para receber esta edição.',
  notFound: 'Edição não encontrada.',
  forbidden: 'Você não tem acesso à newsletter.',
  noTestAddress: 'Sua conta não tem e-mail para receber o teste.',
  invalidRequest: 'Pedido inválido.',
  itemsGone: 'Nenhum dos itens escolhidos está publicado agora.',
} as const;

const LANGUAGE_NAMES_PT: Record<Language, string> = { pt: 'português', en: 'inglês', es: 'espanhol' };

/** Why an edition cannot be sent yet, in the console's words; empty when it can. */
export function editionSendProblems(edition: EditionDraft): string[] {
  const problems: string[] = [];
  if ((edition.status ?? 'draft') !== 'draft') problems.push(EDITION_MESSAGES.notDraft);
  for (const language of LANGUAGES) {
    if (!edition[subjectField(language)]?.trim()) problems.push(EDITION_MESSAGES.subjectMissing(language));
  }
  const items = EDITION_ITEM_KINDS.flatMap((kind) => edition[EDITION_ITEM_FIELDS[kind]] ?? []);
  if (items.length === 0) problems.push(EDITION_MESSAGES.noItems);
  return problems;
}

/** What the console asks the newsletterEdition callable. */
export const EDITION_ACTIONS = ['count', 'preview', 'test', 'send', 'resume', 'progress'] as const;
export type EditionAction = (typeof EDITION_ACTIONS)[number];

export const editionRequestSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/]+$/),
  action: z.enum(EDITION_ACTIONS),
  /** The test mail's language (pt when absent). */
  language: z.enum(LANGUAGES).optional(),
});
export type EditionRequest = z.input<typeof editionRequestSchema>;

/** One language's mail as a subscriber gets it. */
export interface EditionPreview {
  language: Language;
  subject: string;
  html: string;
  text: string;
}

/** What happened to a send, counted when asked. */
export interface EditionProgress {
  status: EditionStatus;
  recipients: number;
  /** Mails written to the queue (one per subscriber reached so far). */
  queued: number;
  sent: number;
  failed: number;
  /** Subscribers who unsubscribed since the send started. */
  unsubscribed_since: number;
  last_error: string | null;
}

export type EditionResult =
  | { action: 'count'; recipients: number }
  | { action: 'preview'; previews: EditionPreview[] }
  | { action: 'test'; to: string; language: Language }
  | { action: 'send' | 'resume' | 'progress'; progress: EditionProgress };
