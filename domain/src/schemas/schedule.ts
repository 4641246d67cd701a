import { z } from '../zod';
import { audienceDateTimeInput, fromAudienceDateTimeInput } from '../audience-time';
import { VALIDATION_MESSAGES as MSG } from './messages';

/** A São Paulo date and time typed as a datetime-local value, or a Date; empty is null. */
function audienceDateTimeField() {
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

/**
 * The form's "Publicar em": a São Paulo date and time or empty for "now". It is no stored field: the data
 * layer turns it into `published_at` (applyPublication, the report's save).
 */
export const publishAtField = audienceDateTimeField;

/**
 * "Retirar do site em": stored as `unpublish_at`, the moment the item leaves the site by itself (null: never).
 * It must come after the publication: `scheduleOrder` checks it against "Publicar em", the console's check
 * against now when that is empty, and the rules against the stored published_at.
 */
export const unpublishAtField = audienceDateTimeField;

/** An object refinement: "Retirar do site em" after "Publicar em" when both are set. */
export function scheduleOrder(
  values: { publish_at?: Date | null; unpublish_at?: Date | null },
  context: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
): void {
  const { publish_at, unpublish_at } = values;
  if (publish_at && unpublish_at && unpublish_at.getTime() <= publish_at.getTime())
    context.addIssue({ code: 'custom', message: MSG.unpublishBeforePublish, path: ['unpublish_at'] });
}

/** What the form's "Retirar do site em" shows for a stored unpublish_at: its São Paulo time, or empty. */
export function unpublishAtOf(unpublishAt: Date | null | undefined): string {
  return unpublishAt ? audienceDateTimeInput(unpublishAt) : '';
}

/** What the form's "Publicar em" shows for a stored item: its time while that is ahead, else empty. */
export function publishAtOf(publishedAt: Date | null | undefined, now: Date): string {
  return publishedAt && publishedAt.getTime() > now.getTime() ? audienceDateTimeInput(publishedAt) : '';
}

/**
 * Why a "Retirar do site em" cannot be saved, or null: it must come after the time the item is published at,
 * the typed "Publicar em" or, empty, now (a save as published stamps now).
 */
export function unpublishAtProblem(value: string, publishAt: string, now: Date): string | null {
  if (!value) return null;
  const at = fromAudienceDateTimeInput(value);
  if (!at) return MSG.dateTime;
  const publishedAt = (publishAt && fromAudienceDateTimeInput(publishAt)) || now;
  return at.getTime() > publishedAt.getTime() ? null : MSG.unpublishBeforePublish;
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
