/**
 * How a card's cover loads. The first card of a list is the page's largest paint on a phone, so it loads at
 * once and ahead of the rest; the others wait until they are near the screen.
 */
export function coverLoading(first: boolean) {
  return first ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}
