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

/**
 * The field of a news item or opinion that keeps the slugs it was public under, so their addresses answer a
 * redirect to the current one. Written only by the system (functions/src/articles/keepPreviousSlugs.ts).
 */
export const PREVIOUS_SLUGS_FIELD = 'previous_slugs';

/** How many addresses a title may try before a save gives up on a readable suffix: `x`, `x-2` … `x-10`. */
export const SLUG_SUFFIX_TRIES = 10;

/** The addresses a title may take, in order: the slug itself, then `-2`, `-3`… */
export function slugCandidates(slug: string, tries = SLUG_SUFFIX_TRIES): string[] {
  return Array.from({ length: tries }, (_, index) => (index === 0 ? slug : `${slug}-${index + 1}`));
}

/**
 * The first candidate no other item holds, current or previous: two items of one kind never share an address,
 * and an old link never starts opening another item. With every readable suffix taken, `fallback` (unique)
 * is appended instead.
 */
export function firstFreeSlug(
  candidates: readonly string[],
  taken: ReadonlySet<string>,
  fallback: string,
): string {
  return candidates.find((slug) => !taken.has(slug)) ?? `${candidates[0]}-${fallback}`;
}

/**
 * The previous slugs after a save, or null when they stay as they are. A slug is kept once the item has been
 * published under it (it has a date: SPEC §4 keeps the date of an item moved back to draft), since only a
 * public address can have been shared; the current slug is never among them.
 */
export function previousSlugsAfter(
  previous: readonly string[],
  before: { slug: string; published: boolean } | null,
  currentSlug: string,
): string[] | null {
  const kept = before && before.published && before.slug && before.slug !== currentSlug ? [before.slug] : [];
  const next = [...new Set([...previous, ...kept])].filter((slug) => slug !== currentSlug);
  const same = next.length === previous.length && next.every((slug, index) => slug === previous[index]);
  return same ? null : next;
}
