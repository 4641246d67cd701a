import { TRANSLATED_FIELDS, type TranslatedCollection, type TranslationLanguage } from '@cvc/domain';
import type { EntryData } from '../audit/auditFormat';

export type Entry = EntryData & { id: string | number; at?: Date; by_email?: string | null };

const translationIn = (data: EntryData['before'], language: TranslationLanguage) =>
  JSON.stringify((data?.translations as Record<string, unknown> | undefined)?.[language] ?? null);

/** Whether the entry's save wrote the translation into `language` (made it, edited it, marked it current). */
function touchesTranslation(entry: Entry, language: TranslationLanguage): boolean {
  if (!(entry.fields ?? []).includes('translations')) return false;
  return translationIn(entry.before, language) !== translationIn(entry.after, language);
}

/**
 * What changed in the Portuguese since the translation into `language` was last written, from the item's
 * history newest first: the updates after the last save that wrote that translation, each limited to the
 * translated fields (a status or a date is not the translator's business).
 */
export function changesSince(
  entries: readonly Entry[],
  collection: TranslatedCollection,
  language: TranslationLanguage,
): Entry[] {
  const translated: readonly string[] = TRANSLATED_FIELDS[collection];
  const changes: Entry[] = [];
  for (const entry of entries) {
    if (entry.action !== 'update' || touchesTranslation(entry, language)) break;
    const fields = (entry.fields ?? []).filter((field) => translated.includes(field));
    if (fields.length > 0) changes.push({ ...entry, fields });
  }
  return changes;
}
