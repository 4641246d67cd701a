/** Every string of a message tree by its dotted path ('stages.mapping.title', 'facts.0'). */
export function messageLeaves(value: unknown, prefix = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[prefix, value]]);
  if (value === null || typeof value !== 'object') return new Map([[prefix, String(value)]]);
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [
      ...messageLeaves(inner, prefix ? `${prefix}.${key}` : key),
    ]),
  );
}

/** The share of entries whose translation reads the same as the Portuguese (names, 'Venture Lab', 'E-mail'). */
export function shareUntranslated(pt: Map<string, string>, other: Map<string, string>): number {
  const same = [...pt].filter(([key, text]) => other.get(key) === text).length;
  return same / pt.size;
}

/** The {{placeholders}} of a string, sorted, so a translation can be checked to interpolate the same values. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
