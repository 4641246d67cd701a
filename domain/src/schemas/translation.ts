import { z } from '../zod';
import {
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslatedCollection,
  type TranslationLanguage,
} from '../translations';
import { optionalText, requiredText, textList } from './fields';
import { publicationTitle } from './publication';

// A translation is bounded as its original is: what the original requires, the translation requires too; an
// optional field stays optional. A language whose fields are all blank is no translation (the form's empty
// tab) and is dropped before validation, so an untouched tab never blocks a save.

const bookkeeping = {
  // Derived on save (the console computes them): carried through the form, never typed in.
  slug: z.string().optional(),
  source_fingerprint: z.string().max(16).optional(),
  translated_at: z.unknown().optional(),
};

const articleTranslation = z.object({
  title: publicationTitle(),
  summary: requiredText(),
  content: requiredText(),
  ...bookkeeping,
});

const TRANSLATION_SHAPES = {
  news: articleTranslation,
  opinions: articleTranslation,
  reports: z.object({
    title: requiredText(),
    description: requiredText(),
    category: optionalText(),
    ...bookkeeping,
  }),
  events: z.object({
    title: requiredText(),
    description: requiredText(),
    full_description: optionalText(),
    location: requiredText(),
    ...bookkeeping,
  }),
  columnists: z.object({ position: optionalText(), bio: requiredText(), ...bookkeeping }),
  suppliers: z.object({ description: requiredText(), services: textList(), ...bookkeeping }),
} satisfies Record<TranslatedCollection, z.ZodType>;

function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  return typeof value === 'string' && value.trim() === '';
}

/** The form's translations with every all-blank language left out. */
function withoutBlankLanguages(collection: TranslatedCollection) {
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null) return {};
    const kept: Partial<Record<TranslationLanguage, unknown>> = {};
    for (const language of TRANSLATION_LANGUAGES) {
      const translation = (value as Record<string, unknown>)[language];
      if (typeof translation !== 'object' || translation === null) continue;
      const fields = TRANSLATED_FIELDS[collection].map(
        (field) => (translation as Record<string, unknown>)[field],
      );
      if (!fields.every(isBlank)) kept[language] = translation;
    }
    return kept;
  };
}

type Shape<C extends TranslatedCollection> = (typeof TRANSLATION_SHAPES)[C];
/** A collection's translations as its form holds them (in) and saves them (out). */
export type TranslationsData<C extends TranslatedCollection> = Partial<
  Record<TranslationLanguage, z.output<Shape<C>>>
>;
type TranslationsInput<C extends TranslatedCollection> = Partial<
  Record<TranslationLanguage, z.input<Shape<C>>>
>;

/** The `translations` field of a collection's staff form: English and Spanish, each optional. */
export function translationsField<C extends TranslatedCollection>(
  collection: C,
): z.ZodOptional<z.ZodType<TranslationsData<C>, TranslationsInput<C>>> {
  const shape: z.ZodType = TRANSLATION_SHAPES[collection];
  const field = z
    .preprocess(withoutBlankLanguages(collection), z.object({ en: shape.optional(), es: shape.optional() }))
    .optional();
  // The shapes' record loses which collection C is; the field is exactly that collection's shape.
  return field as unknown as z.ZodOptional<z.ZodType<TranslationsData<C>, TranslationsInput<C>>>;
}
