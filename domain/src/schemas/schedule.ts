import { z } from '../zod';
import { audienceDateTimeInput, fromAudienceDateTimeInput } from '../audience-time';
import { VALIDATION_MESSAGES as MSG } from './messages';

/**
 * The form's "Publicar em": a São Paulo date and time (a datetime-local value) or empty for "now". It is no
 * stored field: the data layer turns it into `published_at` (applyPublication, the report's save).
 */
export function publishAtField() {
  return z
    .union([z.date(), z.string().trim()])
    .nullish()
    .transform((value, context) => {
      if (value instanceof Date) return value;
      if (!value) return null;
      const at = fromAudienceDateTimeInput(value);
      if (!at) context.addIssue({ code: 'custom', message: MSG.dateTime });
      return at;
    });
}

/** What the form's "Publicar em" shows for a stored item: its time while that is ahead, else empty. */
export function publishAtOf(publishedAt: Date | null | undefined, now: Date): string {
  return publishedAt && publishedAt.getTime() > now.getTime() ? audienceDateTimeInput(publishedAt) : '';
}

/** A published item whose time has not come: the console says "Agendado para", the site shows nothing yet. */
export function isScheduled(item: { published_at?: Date | null }, now: Date): boolean {
  return item.published_at != null && item.published_at.getTime() > now.getTime();
}

/**
 * Why a "Publicar em" cannot be saved, or null. A time already past is refused unless it is the one the item
 * was saved with (its time came while the form was open): scheduling means a time ahead.
 */
export function publishAtProblem(value: string, savedAt: Date | null | undefined, now: Date): string | null {
  if (!value) return null;
  const at = fromAudienceDateTimeInput(value);
  if (!at) return MSG.dateTime;
  if (at.getTime() > now.getTime()) return null;
  return savedAt && savedAt.getTime() === at.getTime() ? null : MSG.publishAtPast;
}

/**
 * How far behind its own clock a browser asks for published items (`published_at <=`). The rules compare with
 * the time Firestore receives the read, and refuse a query asking for a later time whole: a clock running a
 * few minutes fast would otherwise break every list. Such a reader sees a new item that much later.
 */
export const BROWSER_CLOCK_MARGIN_MS = 5 * 60_000;

/** The time a browser's query of published items asks for: its clock less the margin. */
export function browserPublicationTime(now: Date): Date {
  return new Date(now.getTime() - BROWSER_CLOCK_MARGIN_MS);
}
