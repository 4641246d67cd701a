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
} as const;
