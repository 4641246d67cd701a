/**
 * SPEC §5 slug rule for news and opinions. NFD splits 'ç' or 'ã' into a base letter plus a combining mark, so
 * dropping the marks keeps the letter ('Ação' → 'acao') instead of turning it into a hyphen.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
