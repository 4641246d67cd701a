// The publication's clock rules, apart from the form's schemas: the site's pages use them, and a module that
// imports zod (with its configuration, a side effect) would put zod on every page.

/** A published item whose unpublish time has come: it left the site by itself. */
export function isWithdrawn(item: { unpublish_at?: Date | null }, now: Date): boolean {
  return item.unpublish_at != null && item.unpublish_at.getTime() <= now.getTime();
}

/** A published item whose time has not come: the console says "Agendado para", the site shows nothing yet. */
export function isScheduled(item: { published_at?: Date | null }, now: Date): boolean {
  return item.published_at != null && item.published_at.getTime() > now.getTime();
}

/**
 * How far behind its own clock a browser asks for published items (`published_at <=`) once the rules refused it
 * the time of its clock: they compare with the time Firestore receives the read, so a clock running fast has
 * every list refused. Such a reader sees a new item that much later.
 */
export const BROWSER_CLOCK_MARGIN_MS = 5 * 60_000;

/** The time a fast-clocked browser's query of published items asks for: its clock less the margin. */
export function browserPublicationTime(now: Date): Date {
  return new Date(now.getTime() - BROWSER_CLOCK_MARGIN_MS);
}

/**
 * An event a visitor may see at `now`: enabled, its publication time come and its unpublish time not. An event
 * stored before events had a publication time has none and counts as published (the migration gives it one).
 */
export function isEventPublicAt(
  event: { enabled?: unknown; published_at?: Date | null; unpublish_at?: Date | null },
  now: Date,
): boolean {
  return event.enabled === true && !isScheduled(event, now) && !isWithdrawn(event, now);
}
