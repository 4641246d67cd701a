import {
  SCHEDULE_WEEKS,
  audienceDateTimeInput,
  audienceDay,
  formatShortDayBR,
  type PublicationStatus,
  type SCHEDULE_KEYS,
} from '@cvc/domain';
import type { GetListParams, Identifier } from 'react-admin';
import { recordDate } from '../../providers/recordDate';

/** A kind of item the Agendados shows: its permission key, which is also its console resource. */
export type ScheduleKind = (typeof SCHEDULE_KEYS)[number];

/** What the Agendados reads of an item (reports and events have no status: published unless scheduled). */
export type ScheduledRecord = {
  id: Identifier;
  title?: string;
  status?: PublicationStatus;
  /** Events only: a disabled one goes out at no time. */
  enabled?: boolean;
  /** A Date, or its ISO string in react-admin's copy of a record just saved. */
  published_at?: unknown;
  unpublish_at?: unknown;
};

/** One kind's two reads: the items scheduled ahead and the items leaving the site in the window. */
export type KindSchedule = {
  kind: ScheduleKind;
  scheduled: readonly ScheduledRecord[];
  leaving: readonly ScheduledRecord[];
};

export type ScheduleEntry = {
  kind: ScheduleKind;
  id: Identifier;
  title: string;
  at: Date;
  /** 'HH:MM' on São Paulo's clock. */
  time: string;
  change: 'publishes' | 'leaves';
};

export type ScheduleDay = {
  /** The São Paulo day, `YYYY-MM-DD`. */
  day: string;
  /** 'seg., 7 de dez.' */
  label: string;
  entries: ScheduleEntry[];
};

const WEEK_MS = 7 * 86_400_000;

/**
 * Items read per kind and query, soonest first: far beyond what a month schedules. More would leave the latest
 * of the window out, never the soonest.
 */
export const SCHEDULE_READ = 100;

/** The end of the window the Agendados shows: SCHEDULE_WEEKS weeks from now. */
export function scheduleEnd(now: Date): Date {
  return new Date(now.getTime() + SCHEDULE_WEEKS * WEEK_MS);
}

const firstPage = { page: 1, perPage: SCHEDULE_READ };

/**
 * The lists' "Só agendados" (the dataProvider's `scheduled`: published_at after its clock's now, soonest
 * first; one field, so no composite index). It has no end: the window is cut by `scheduleDays`.
 */
export const SCHEDULED_QUERY = {
  filter: { scheduled: true },
  sort: { field: 'published_at', order: 'ASC' },
  pagination: firstPage,
} satisfies GetListParams;

/**
 * The items leaving the site within the window, soonest first: a range on unpublish_at sorted by it (one
 * field, no composite index; an item that never leaves has no such field and is not read).
 */
export function leavingQuery(now: Date) {
  return {
    filter: { 'unpublish_at@gte': now, 'unpublish_at@lte': scheduleEnd(now) },
    sort: { field: 'unpublish_at', order: 'ASC' },
    pagination: firstPage,
  } satisfies GetListParams;
}

const KIND_ORDER: readonly ScheduleKind[] = ['news', 'opinions', 'reports', 'events'];

/**
 * What is scheduled from `now` to the end of the window, by São Paulo day, soonest first: the items whose
 * publication is ahead and the items set to leave the site. Only published items count: a draft (or a disabled
 * event) keeps a date it was once scheduled for, but goes out on none (reports have no draft).
 */
export function scheduleDays(reads: readonly KindSchedule[], now: Date, untitled: string): ScheduleDay[] {
  const end = scheduleEnd(now);
  const inWindow = (at: Date | null): at is Date =>
    at !== null && at.getTime() > now.getTime() && at.getTime() <= end.getTime();
  const published = (record: ScheduledRecord) =>
    (record.status ?? 'published') === 'published' && record.enabled !== false;
  const entry = (
    kind: ScheduleKind,
    record: ScheduledRecord,
    at: Date,
    change: ScheduleEntry['change'],
  ): ScheduleEntry => ({
    kind,
    id: record.id,
    title: record.title?.trim() || untitled,
    at,
    time: audienceDateTimeInput(at).slice(11, 16),
    change,
  });
  const entries = reads.flatMap(({ kind, scheduled, leaving }) => [
    ...scheduled.flatMap((record) => {
      const at = recordDate(record.published_at);
      return published(record) && inWindow(at) ? [entry(kind, record, at, 'publishes')] : [];
    }),
    ...leaving.flatMap((record) => {
      const at = recordDate(record.unpublish_at);
      return published(record) && inWindow(at) ? [entry(kind, record, at, 'leaves')] : [];
    }),
  ]);
  entries.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.title.localeCompare(b.title, 'pt-BR'),
  );
  const days: ScheduleDay[] = [];
  for (const item of entries) {
    const day = audienceDay(item.at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(item);
    else days.push({ day, label: formatShortDayBR(item.at), entries: [item] });
  }
  return days;
}
