import { EDITION_ITEMS_MAX, type EditionItemKind, type Language } from '@cvc/domain';

// Texts of the newsletter editions screens; the end-to-end test looks for them. Apart from react-admin's
// catalogue (catalogue.ts), which the login loads, so these travel only with these screens.

/** The language as a Portuguese field label says it: "Assunto (inglês)". */
const IN_PORTUGUESE: Record<Language, string> = { pt: 'português', en: 'inglês', es: 'espanhol' };

export const EDITION_LABELS = {
  title: 'Edições da newsletter',
  subject: (language: Language) => `Assunto (${IN_PORTUGUESE[language]})`,
  intro: (language: Language) => `Introdução (${IN_PORTUGUESE[language]})`,
  kinds: {
    news: 'Notícias',
    opinions: 'Opiniões',
    reports: 'Relatórios',
    events: 'Eventos',
  } satisfies Record<EditionItemKind, string>,
  status: 'Situação',
  allStatuses: 'Todas as situações',
  listSubject: 'Assunto',
  updatedAt: 'Atualizada em',
  sentAt: 'Envio iniciado em',
  finishedAt: 'Envio concluído em',
  empty: 'Nenhuma edição da newsletter encontrada',
  noSubject: '(sem assunto)',
} as const;

export const PICKER_MESSAGES = {
  help: `Até ${EDITION_ITEMS_MAX}, os mais recentes primeiro; “novo” marca o que saiu depois da última edição enviada.`,
  eventsHelp: `Até ${EDITION_ITEMS_MAX} dos próximos eventos, os mais próximos primeiro.`,
  nothing: 'Nada publicado para escolher.',
  failed: 'Não foi possível carregar os itens. Recarregue a página para tentar de novo.',
  isNew: 'novo',
  unavailable: 'Item que não está mais publicado (fica fora do e-mail)',
  untitled: '(sem título)',
} as const;

export const SEND_MESSAGES = {
  heading: 'Pré-visualização e envio',
  savedOnly: 'As ações abaixo usam a última versão salva da edição.',
  preview: 'Pré-visualizar',
  previewTitle: 'Pré-visualização da edição',
  previewLanguages: 'Idioma da pré-visualização',
  previewFrame: (language: Language) => `E-mail em ${IN_PORTUGUESE[language]}`,
  subjectLine: 'Assunto:',
  close: 'Fechar',
  testLanguage: 'Idioma do teste',
  test: 'Enviar teste',
  testSent: (to: string) => `Teste enviado para ${to}`,
  send: 'Enviar',
  sendTitle: 'Enviar edição',
  sendQuestion: (recipients: number) =>
    recipients === 1
      ? 'Enviar esta edição para 1 inscrito confirmado?'
      : `Enviar esta edição para ${recipients} inscritos confirmados?`,
  cancel: 'Cancelar',
  sendStarted: 'Envio iniciado',
  problems: 'Para enviar esta edição:',
} as const;

export const PROGRESS_MESSAGES = {
  heading: 'Andamento do envio',
  caption: (recipients: number) =>
    recipients === 1 ? 'De 1 destinatário' : `De ${recipients} destinatários`,
  queued: 'Na fila',
  sent: 'Enviados',
  failed: 'Falharam',
  unsubscribedSince: 'Cancelaram desde o envio',
  lastError: 'Último erro:',
  interrupted:
    'O envio parou depois de falhas seguidas. Veja o erro e retome quando o problema estiver resolvido.',
  resume: 'Retomar envio',
  resumed: 'Envio retomado',
  loading: 'Contando os envios...',
} as const;
