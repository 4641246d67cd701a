import type { TranslationLanguage, TranslationState } from '@cvc/domain';

/** The translations' words: the edit screens' tabs, each translation's state, the lists' filter, the history. */
export const TRANSLATION_TEXTS = {
  original: 'Português (original)',
  languages: { en: 'Inglês', es: 'Espanhol' } satisfies Record<TranslationLanguage, string>,
  tab: { en: 'Tradução em inglês', es: 'Tradução em espanhol' } satisfies Record<TranslationLanguage, string>,
  states: {
    missing: 'Sem tradução',
    current: 'Em dia',
    outdated: 'Desatualizada',
  } satisfies Record<TranslationState, string>,
  /** The lists' filter, one per language: "sem tradução em inglês" and the others. */
  filter: { en: 'Tradução em inglês', es: 'Tradução em espanhol' } satisfies Record<
    TranslationLanguage,
    string
  >,
  stateField: 'Estado das traduções',
  fingerprint: 'Versão do original traduzida',
  translatedAt: 'Traduzida em',
  slug: 'Endereço (slug)',
  /** The edit screens' tabs: the original and each language, the state after it. */
  tabs: 'Idiomas do conteúdo',
  tabWithState: (tab: string, state: string) => `${tab} · ${state}`,
  tabHasErrors: 'contém erros',
  blankHint:
    'Deixe tudo em branco para não traduzir. Começada a tradução, os campos obrigatórios do original também são obrigatórios aqui.',
  outdated:
    'O original em português mudou depois que esta tradução foi salva. Revise o texto, ou marque-a como em dia se a mudança não a afeta.',
  changesSince: 'O que mudou no original desde a tradução',
  noChangesFound:
    'O histórico não guarda as mudanças deste período (anteriores a ele ou já apagadas); compare com a aba do original.',
  markCurrent: 'Marcar como em dia',
  markedCurrent: 'Marcada como em dia: salve para guardar.',
  translatedAtLine: (when: string) => `Traduzida em ${when}`,
  by: (who: string) => `por ${who}`,
  /** A translation's body is refused where the page would leave parts out (the original only warns). */
  bodyHidden: (parts: string) =>
    `O site remove estas partes do texto ao publicar; reescreva-as sem HTML e só com links http(s) ou mailto: ${parts}`,
  /** The lists' compact column. */
  column: 'Traduções',
  codes: { en: 'EN', es: 'ES' } satisfies Record<TranslationLanguage, string>,
  cell: (code: string, state: string) => `${code}: ${state}`,
  /** The delete confirmation of an item with translations. */
  deletedWith: (languages: string) =>
    `As versões em ${languages} são excluídas junto com o original: ficam no mesmo documento.`,
  and: ' e ',
  languageNames: { en: 'inglês', es: 'espanhol' } satisfies Record<TranslationLanguage, string>,
} as const;
