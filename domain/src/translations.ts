import type { Language } from './constants';

// Translations as data: Portuguese is the original of every item staff write and is required; English and
// Spanish are optional per item, stored in the item's own document under `translations.<language>`, so a page
// reads what it read before and the rules that show the item show its translations. No zod here: the site reads
// these helpers and must not pull the schemas' zod into its pages.

export const TRANSLATION_LANGUAGES = ['en', 'es'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The map of translations on an item, by language. */
export const TRANSLATIONS_FIELD = 'translations';
/** Per language, missing / current / outdated, written with every console save, for the lists to filter on. */
export const TRANSLATION_STATE_FIELD = 'translation_state';

/** What a visitor reads that staff write, per collection; each is translated as a whole. */
export const TRANSLATED_FIELDS = {
  news: ['title', 'summary', 'content'],
  opinions: ['title', 'summary', 'content'],
  reports: ['title', 'description', 'category'],
  events: ['title', 'description', 'full_description', 'location'],
  columnists: ['position', 'bio'],
  suppliers: ['description', 'services'],
} as const satisfies Record<string, readonly string[]>;

export type TranslatedCollection = keyof typeof TRANSLATED_FIELDS;

/** Collections whose items have an address per language (a slug derived from the translated title). */
export const SLUGGED_TRANSLATIONS: readonly TranslatedCollection[] = ['news', 'opinions'];

export const TRANSLATION_STATES = ['missing', 'current', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/**
 * One language's version of an item: its translated fields, plus the fingerprint of the Portuguese it was
 * made from (outdated once the original's fingerprint differs) and when a member last saved its text.
 */
export type Translation = Record<string, unknown> & {
  slug?: string;
  source_fingerprint: string;
  translated_at?: Date | null;
};

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);
}

export function isTranslatedCollection(value: unknown): value is TranslatedCollection {
  return typeof value === 'string' && Object.hasOwn(TRANSLATED_FIELDS, value);
}

/**
 * The field keeping the slugs an item's version in `language` was public under (the render redirects from them);
 * Portuguese keeps `previous_slugs`. Top-level fields, written by the system alone, so a staff write of the
 * translations map never has to carry them.
 */
export function previousSlugsFieldOf(language: Language): string {
  return language === 'pt' ? 'previous_slugs' : `previous_slugs_${language}`;
}

type Item = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item's translation into `language`, or null (absent, or not a map). */
export function translationOf(item: Item, language: TranslationLanguage): Translation | null {
  const translations = item[TRANSLATIONS_FIELD];
  if (!isRecord(translations)) return null;
  const translation = translations[language];
  return isRecord(translation) ? (translation as Translation) : null;
}

/** FNV-1a, 32 bits, over UTF-16 code units: a change detector for the console, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A stored time as a Date: the console may hold it as an ISO string (react-admin's cache clones through JSON). */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value);
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}

const normalised = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The fingerprint of an item's Portuguese texts (the translated fields only: a status change changes nothing). */
export function sourceFingerprint(collection: TranslatedCollection, item: Item): string {
  return fnv1a(JSON.stringify(TRANSLATED_FIELDS[collection].map((field) => normalised(item[field]))));
}

/** Missing without a translation; outdated when the Portuguese changed after the translation was saved. */
export function translationStateOf(
  collection: TranslatedCollection,
  item: Item,
  language: TranslationLanguage,
): TranslationState {
  const translation = translationOf(item, language);
  if (!translation) return 'missing';
  return translation.source_fingerprint === sourceFingerprint(collection, item) ? 'current' : 'outdated';
}

export function translationStatesOf(
  collection: TranslatedCollection,
  item: Item,
): Record<TranslationLanguage, TranslationState> {
  return {
    en: translationStateOf(collection, item, 'en'),
    es: translationStateOf(collection, item, 'es'),
  };
}

/** The language an item is shown in on a page of `language`: its own, when translated, else the Portuguese. */
export function contentLanguageOf(item: Item, language: Language): Language {
  return language !== 'pt' && translationOf(item, language) ? language : 'pt';
}

/**
 * The item as a page of `language` shows it: the translated fields over the original when there is a
 * translation (a blank optional field stays blank: the translator left it so), with the language its texts
 * are in. The original keeps every field that is not translated (dates, links, prices).
 */
export function itemInLanguage<T extends Item>(
  collection: TranslatedCollection,
  item: T,
  language: Language,
): { item: T; language: Language } {
  const contentLanguage = contentLanguageOf(item, language);
  if (contentLanguage === 'pt') return { item, language: 'pt' };
  const translation = translationOf(item, contentLanguage as TranslationLanguage)!;
  const fields: Record<string, unknown> = {};
  for (const field of TRANSLATED_FIELDS[collection]) fields[field] = translation[field] ?? null;
  if (SLUGGED_TRANSLATIONS.includes(collection) && typeof translation.slug === 'string') {
    fields.slug = translation.slug;
  }
  return { item: { ...item, ...fields }, language: contentLanguage };
}

/** Whether a translation's own texts differ between two saves (what makes it "saved again" by a member). */
function textChanged(collection: TranslatedCollection, next: Item, previous: Item | null): boolean {
  if (!previous) return true;
  return TRANSLATED_FIELDS[collection].some(
    (field) => JSON.stringify(normalised(next[field])) !== JSON.stringify(normalised(previous[field])),
  );
}

/**
 * The translations and their states as a console save stores them. A translation whose text a member changed
 * (or added) is made from the Portuguese as it is now: its fingerprint and time are taken again. One whose
 * text is as stored keeps its fingerprint, so it turns outdated when the Portuguese changes; the form's "Marcar
 * como em dia" sends the current fingerprint itself. A translation with every field blank is removed; an item
 * without any keeps no map.
 */
export function withTranslationBookkeeping(
  collection: TranslatedCollection,
  next: Item,
  previous: Item | null,
  now: Date,
): Record<string, unknown> {
  const fingerprint = sourceFingerprint(collection, next);
  const translations: Record<string, Translation> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = translationOf(next, language);
    if (!translation || isBlankTranslation(collection, translation)) continue;
    const before = previous ? translationOf(previous, language) : null;
    const remade = textChanged(collection, translation, before) || !translation.source_fingerprint;
    translations[language] = {
      ...translation,
      source_fingerprint: remade ? fingerprint : translation.source_fingerprint,
      translated_at: remade
        ? now
        : (asDate(before?.translated_at) ?? asDate(translation.translated_at) ?? now),
    };
  }
  // An item that never had a translation keeps no map (its history shows no change); one whose last is removed
  // stores the empty map, which clears it.
  const hadSome = TRANSLATION_LANGUAGES.some((language) => previous && translationOf(previous, language));
  const { [TRANSLATIONS_FIELD]: _form, ...rest } = next;
  const stored =
    Object.keys(translations).length > 0 || hadSome ? { ...rest, [TRANSLATIONS_FIELD]: translations } : rest;
  return { ...stored, [TRANSLATION_STATE_FIELD]: translationStatesOf(collection, stored) };
}

function isBlankTranslation(collection: TranslatedCollection, translation: Translation): boolean {
  return TRANSLATED_FIELDS[collection].every((field) => {
    const value = translation[field];
    if (Array.isArray(value)) return value.length === 0;
    return typeof value !== 'string' || value.trim() === '';
  });
}
