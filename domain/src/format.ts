// pt-BR date and time formatting, done by hand rather than with Intl so the output does not depend on the ICU
// data of the browser or of Node. Dates are read in the runtime's local time zone: the viewer's, which for this
// audience is Brazil's.

/**
 * The time zone of the site's audience. A browser reads dates in its own; the functions that render pages set
 * their runtime to this one (functions/src/shared/options.ts), so a server render and the hydration that
 * follows agree on which day it is: Cloud Functions run in UTC, three hours ahead, where an event would close
 * at 21:00.
 */
export const AUDIENCE_TIME_ZONE = 'America/Sao_Paulo';

const MONTHS_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Reads 'YYYY-MM-DD' as local midnight. `new Date('2026-11-22')` would mean UTC midnight, which is the
 * evening before in Brazil. Impossible dates ('2026-02-30') give null instead of rolling over.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** The local calendar date of a moment, as stored in an event's `date`. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value == null) return null;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '22/11/2026'; empty for a missing or invalid date so tables show a blank cell. */
export function formatDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : '';
}

/** '22/11/2026 14:05' */
export function formatDateTimeBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDateBR(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** '22 de novembro de 2026' */
export function formatLongDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} de ${MONTHS_PT[date.getMonth()]} de ${date.getFullYear()}` : '';
}

/** 'HH:MM' from 'HH:MM' or 'HH:MM:SS' (older data carried seconds); null when absent or malformed. */
export function normaliseTime(value: string | null | undefined): string | null {
  const match = value ? TIME.exec(value.trim()) : null;
  return match ? `${match[1]}:${match[2]}` : null;
}

/** '19:00 - 21:00', or just the start time, or '' when there is no start. */
export function formatTimeRange(start: string | null | undefined, end?: string | null): string {
  const from = normaliseTime(start);
  if (!from) return '';
  const to = normaliseTime(end);
  return to ? `${from} - ${to}` : from;
}

function todayIso(today: Date | string): string {
  return typeof today === 'string' ? today : toIsoDate(today);
}

/** An event is over once its calendar day has passed; on the day itself it is still open. */
export function isPastEvent(date: string, today: Date | string): boolean {
  return isIsoDate(date) && date < todayIso(today);
}

/**
 * Index of the event to mark as next: the earliest one dated today or later (the first of equals), or -1.
 * ISO dates compare correctly as strings.
 */
export function nextEventIndex(events: readonly { date: string }[], today: Date | string): number {
  const from = todayIso(today);
  let best = -1;
  events.forEach((event, i) => {
    if (!isIsoDate(event.date) || event.date < from) return;
    if (best === -1 || event.date < (events[best]?.date ?? '')) best = i;
  });
  return best;
}
