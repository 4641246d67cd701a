import {
  NEWS_CONTENT_ROWS,
  OPINION_CONTENT_ROWS,
  TRANSLATED_FIELDS,
  sourceFingerprint,
  type TranslatedCollection,
} from '@cvc/domain';

/** How a translation tab shows one translated field: as its original's input shows it. */
export type TranslationInputSpec = {
  source: string;
  /** Required once the translation is started, as in the original (domain/schemas/translation.ts). */
  required?: boolean;
  rows?: number;
  kind?: 'text' | 'lines' | 'body';
};

const article = (bodyRows: number): TranslationInputSpec[] => [
  { source: 'title', required: true },
  { source: 'summary', required: true, rows: 2 },
  { source: 'content', required: true, rows: bodyRows, kind: 'body' },
];

export const TRANSLATION_INPUTS = {
  news: article(NEWS_CONTENT_ROWS),
  opinions: article(OPINION_CONTENT_ROWS),
  reports: [
    { source: 'title', required: true },
    { source: 'description', required: true, rows: 3 },
    { source: 'category' },
  ],
  events: [
    { source: 'title', required: true },
    { source: 'location', required: true },
    { source: 'description', required: true, rows: 2 },
    { source: 'full_description', rows: 5 },
  ],
  columnists: [{ source: 'position' }, { source: 'bio', required: true, rows: 3 }],
  suppliers: [
    { source: 'description', required: true, rows: 3 },
    { source: 'services', kind: 'lines' },
  ],
} satisfies Record<TranslatedCollection, TranslationInputSpec[]>;

const isFilled = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(isFilled) : typeof value === 'string' && value.trim() !== '';

/** Whether a member has started the translation: any of its fields holds text. */
export function isStarted(collection: TranslatedCollection, translation: unknown): boolean {
  if (typeof translation !== 'object' || translation === null) return false;
  return TRANSLATED_FIELDS[collection].some((field) =>
    isFilled((translation as Record<string, unknown>)[field]),
  );
}

/** A form's value as the schema will store it: texts trimmed, a list without blank lines. */
function asSaved(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(asSaved).filter((item) => item !== '' && item != null);
  return value;
}

/** The fingerprint the Portuguese in the form will have once saved: what "Marcar como em dia" records. */
export function formFingerprint(collection: TranslatedCollection, values: Record<string, unknown>): string {
  const saved = Object.fromEntries(
    TRANSLATED_FIELDS[collection].map((field) => [field, asSaved(values[field])]),
  );
  return sourceFingerprint(collection, saved);
}
