// pt-BR date and time formatting, done by hand rather than with Intl so the output does not depend on the ICU
// data of the browser or of Node. Every moment is read on São Paulo's clock, never the runtime's: a visitor in
// Tokyo, a function in UTC and the prerender all print the same day, so a server render always hydrates.
import { audienceWallClock, fromAudienceWallClock } from './audience-time';

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
 * Reads 'YYYY-MM-DD' as midnight in São Paulo, whatever the runtime's zone. `new Date('2026-11-22')` would
 * mean UTC midnight, the evening before in Brazil. Impossible dates ('2026-02-30') give null, not a roll-over.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0-99 as 1900-1999
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) {
    return null;
  }
  return fromAudienceWallClock(wall);
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** The calendar date of a moment in São Paulo, as stored in an event's `date`. */
export function toIsoDate(date: Date): string {
  const wall = audienceWallClock(date);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value == null) return null;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** São Paulo's wall clock of a moment or of an ISO day; null for a missing or invalid one. */
function toWallClock(value: DateInput): Date | null {
  const date = toDate(value);
  return date ? audienceWallClock(date) : null;
}

/** '22/11/2026'; empty for a missing or invalid date so tables show a blank cell. */
export function formatDateBR(value: DateInput): string {
  const wall = toWallClock(value);
  return wall ? `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}` : '';
}

/** '22/11/2026 14:05' */
export function formatDateTimeBR(value: DateInput): string {
  const wall = toWallClock(value);
  return wall ? `${formatDateBR(value)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` : '';
}

/** '22 de novembro de 2026' */
export function formatLongDateBR(value: DateInput): string {
  const wall = toWallClock(value);
  return wall ? `${wall.getUTCDate()} de ${MONTHS_PT[wall.getUTCMonth()]} de ${wall.getUTCFullYear()}` : '';
}

// The short names pt-BR writes with a full stop, as Intl's pt-BR does ('seg.', 'dez.'): May is 'mai.'.
const WEEKDAYS_SHORT_PT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;
const MONTHS_SHORT_PT = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
] as const;

/** 'seg., 7 de dez.': a São Paulo day in short, for a calendar's day headings. */
export function formatShortDayBR(value: DateInput): string {
  const wall = toWallClock(value);
  return wall
    ? `${WEEKDAYS_SHORT_PT[wall.getUTCDay()]}, ${wall.getUTCDate()} de ${MONTHS_SHORT_PT[wall.getUTCMonth()]}`
    : '';
}

/** 'novembro de 2026' */
export function formatMonthYearBR(value: DateInput): string {
  const wall = toWallClock(value);
  return wall ? `${MONTHS_PT[wall.getUTCMonth()]} de ${wall.getUTCFullYear()}` : '';
}

/**
 * The São Paulo calendar day of a moment or ISO day as a UTC midnight, for Intl to name in another language
 * with `timeZone: 'UTC'`: the day cannot move, whatever the runtime's zone. Null for a missing or invalid one.
 */
export function audienceDayAsUtc(value: DateInput): Date | null {
  const wall = toWallClock(value);
  return wall ? new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())) : null;
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
