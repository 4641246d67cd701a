import {
  SLUGGED_TRANSLATIONS,
  TRANSLATION_STATE_FIELD,
  slugify,
  withTranslationBookkeeping,
  type TranslatedCollection,
  type TranslationLanguage,
} from '@cvc/domain';

// A few seeded items have an English or Spanish version, as a member saving one in the console stores it, so a
// local run shows both sides of the site in /en and /es: an item in its translation, and one in Portuguese,
// marked. None of them is the newest of its kind (the item the suites open) nor one a test names or counts; every other item is stored untranslated, with
// the state a console save would give it.

type Texts = Record<string, string | null>;
type SeedTranslations = Partial<Record<TranslationLanguage, Texts>>;

/** Paragraphs as a translation's body is stored: Markdown, which the console always writes, whatever the original's. */
const body = (paragraphs: string[]) => paragraphs.join('\n\n');

const TRANSLATIONS: Partial<Record<TranslatedCollection, Record<string, SeedTranslations>>> = {
  news: {
    'news-05': {
      en: {
        title: 'Mantiqueira Saúde launches a venture client program with the group’s hospitals',
        summary:
          'Selected startups will get paid contracts of up to six months to test their solutions in eight of the group’s hospitals.',
      },
    },
    'news-06': {
      es: {
        title: 'Los CVC participaron en una de cada cuatro rondas en Brasil en el último semestre',
        summary:
          'Un estudio de la asociación muestra que los inversores corporativos estuvieron en el 26% de las rondas de más de R$ 5 millones en el período.',
      },
    },
  },
  opinions: {
    'opinion-05': {
      en: {
        title: 'How to measure strategic return without losing financial rigour',
        summary:
          'Strategic indicators must be as auditable as the portfolio’s IRR, or they lose credibility with the board.',
      },
    },
  },
  reports: {
    'report-02': {
      en: {
        title: 'Governance Guide for CVC Units',
        description:
          'Approval levels, the make-up of the investment committee, conflict-of-interest policy and exit criteria, with sample documents.',
        category: 'Guide',
      },
    },
  },
  events: {
    'event-06': {
      en: {
        title: 'Annual Corporate Venture Capital Forum',
        description:
          "The association's main meeting of the year: a full day of talks, awards and networking.",
        full_description:
          'The Annual Forum is the association’s main event: a full day of talks and panels with corporate venture leaders from Brazil and Latin America, and the presentation of the sector’s annual outlook.\nSeats are limited. Member companies are guaranteed registration for up to three executives.',
        location: 'Auditório Faria Lima, Av. Brigadeiro Faria Lima, 3,500 - Itaim Bibi, São Paulo, Brazil',
      },
    },
  },
};

/** An article's translated body: short, in the item's own body format. */
const ARTICLE_BODIES: Record<TranslationLanguage, string[]> = {
  en: [
    'This is the English version of the article, written by the association’s team.',
    'The full Portuguese text has more detail; this version keeps its main points.',
  ],
  es: [
    'Esta es la versión en español del artículo, escrita por el equipo de la asociación.',
    'El texto completo en portugués tiene más detalles; esta versión conserva sus puntos principales.',
  ],
};

/** An item's seeded translations as the console stores them (texts, an article's slug), or null. */
function translationsOf(collection: TranslatedCollection, item: Record<string, unknown> & { id: string }) {
  const seeded = TRANSLATIONS[collection]?.[item.id];
  if (!seeded) return null;
  const article = SLUGGED_TRANSLATIONS.includes(collection);
  return Object.fromEntries(
    Object.entries(seeded).map(([language, texts]) => [
      language,
      article
        ? {
            ...texts,
            content: body(ARTICLE_BODIES[language as TranslationLanguage]),
            slug: slugify(texts.title ?? ''),
          }
        : texts,
    ]),
  );
}

/**
 * The items of a collection as stored after a console save: the seeded ones with their translations, their
 * fingerprints and states; every other one with no translation and `translation_state` missing in both.
 */
export function withSeedTranslations<T extends { id: string }>(
  collection: TranslatedCollection,
  items: readonly T[],
  now: Date,
): T[] {
  return items.map((item) => {
    const translations = translationsOf(collection, item as T & Record<string, unknown>);
    if (!translations) {
      return { ...item, [TRANSLATION_STATE_FIELD]: { en: 'missing', es: 'missing' } };
    }
    return withTranslationBookkeeping(collection, { ...item, translations }, null, now) as unknown as T;
  });
}
