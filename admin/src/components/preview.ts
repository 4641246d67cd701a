/** SPEC §9 list previews: the first `max` characters, with an ellipsis only when something was cut. */
export function preview(text: unknown, max: number): string {
  const value = typeof text === 'string' ? text.trim() : '';
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}
