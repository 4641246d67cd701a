import {
  DASHBOARD_DAYS,
  DASHBOARD_WEEKS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  RSVP_STATUS_LABELS,
  audienceDay,
  countsTotal,
  leadSourceLabel,
  recentDays,
  recentWeeks,
} from '@cvc/domain';
import type { Counts, DownloadStats, LeadStats, NewsletterStats, RsvpStats } from '@cvc/domain';

/** One chart's figures: row labels, one series per column, and the block's total. */
export type Figures = {
  rows: string[];
  series: { id: string; label: string; data: number[] }[];
  total: number;
};

/** A week key `2026-W47` as the axis shows it. */
export function weekLabel(week: string): string {
  return `Sem. ${Number(week.slice(-2))}/${week.slice(0, 4)}`;
}

/** Leads per week (last DASHBOARD_WEEKS) by source, known sources in their order, then any other stored one. */
export function leadsByWeek(stats: Partial<LeadStats> | undefined, now: Date): Figures {
  const weeks = recentWeeks(now, DASHBOARD_WEEKS);
  const buckets = stats?.weeks ?? {};
  const seen = new Set(weeks.flatMap((week) => Object.keys(buckets[week] ?? {})));
  const sources = [
    ...LEAD_SOURCES.filter((s) => seen.has(s)),
    ...[...seen].filter((s) => !LEAD_SOURCES.includes(s as never)),
  ];
  const series = sources.map((source) => ({
    id: source,
    label: leadSourceLabel(source),
    data: weeks.map((week) => buckets[week]?.[source] ?? 0),
  }));
  return { rows: weeks.map(weekLabel), series, total: sumSeries(series) };
}

/** Leads per status, in the status dropdown's order. */
export function leadsByStatus(stats: Partial<LeadStats> | undefined): Figures {
  const counts = stats?.by_status ?? {};
  return single(
    LEAD_STATUSES.map((status) => [LEAD_STATUS_LABELS[status], counts[status] ?? 0]),
    'Leads',
    countsTotal(counts),
  );
}

export type UpcomingEvent = { id: string; title: string; date: string };

/** What the Painel shows per event: the statuses, then the check-ins (a part of the confirmed). */
const EVENT_COLUMNS = [
  ['confirmed', RSVP_STATUS_LABELS.confirmed],
  ['waitlisted', RSVP_STATUS_LABELS.waitlisted],
  ['cancelled', RSVP_STATUS_LABELS.cancelled],
  ['checked_in', 'Check-in'],
] as const;

/**
 * Sign-ups per event whose day has not passed in São Paulo, soonest first: confirmed, waitlisted, cancelled
 * and checked-in side by side; the total is the sign-ups, each counted once.
 */
export function signUpsByEvent(
  stats: Partial<RsvpStats> | undefined,
  events: UpcomingEvent[],
  now: Date,
): Figures {
  const today = audienceDay(now);
  const counts = stats?.by_event ?? {};
  const byStatus = stats?.by_status ?? {};
  const upcoming = events.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const series = EVENT_COLUMNS.map(([id, label]) => ({
    id,
    label,
    // Counted before statuses existed: every sign-up of the event as confirmed.
    data: upcoming.map((e) =>
      byStatus[e.id] ? (byStatus[e.id]?.[id] ?? 0) : id === 'confirmed' ? (counts[e.id] ?? 0) : 0,
    ),
  }));
  return {
    rows: upcoming.map((e) => `${e.title} (${e.date.split('-').reverse().join('/')})`),
    series,
    total: upcoming.reduce((sum, e) => sum + (counts[e.id] ?? 0), 0),
  };
}

/** Downloads per report over the last DASHBOARD_DAYS days, most downloaded first. */
export function downloadsByReport(stats: Partial<DownloadStats> | undefined, now: Date): Figures {
  const perReport: Counts = {};
  for (const day of recentDays(now, DASHBOARD_DAYS)) {
    for (const [report, n] of Object.entries(stats?.days?.[day] ?? {}))
      perReport[report] = (perReport[report] ?? 0) + n;
  }
  const rows = Object.entries(perReport)
    .filter(([, n]) => n > 0)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return single(
    rows.map(([report, n]) => [stats?.titles?.[report] ?? report, n]),
    'Downloads',
  );
}

/**
 * Newsletter subscribers over the last DASHBOARD_WEEKS weeks: the confirmed subscribers at each week's end, and
 * who confirmed and who left in it. The week-end figures are worked back from today's confirmed count (each
 * week's end is the next week's end less its arrivals plus its departures), so they need no older history.
 */
export function subscribersByWeek(stats: Partial<NewsletterStats> | undefined, now: Date): Figures {
  const weeks = recentWeeks(now, DASHBOARD_WEEKS);
  const buckets = stats?.weeks ?? {};
  const joined = weeks.map((week) => buckets[week]?.joined ?? 0);
  const left = weeks.map((week) => buckets[week]?.left ?? 0);
  const confirmed = stats?.by_status?.confirmed ?? 0;
  const atEnd = weeks.map(() => confirmed);
  for (let i = weeks.length - 2; i >= 0; i--) atEnd[i] = atEnd[i + 1]! - joined[i + 1]! + left[i + 1]!;
  return {
    rows: weeks.map(weekLabel),
    series: [
      { id: 'subscribers', label: 'Inscritos no fim da semana', data: atEnd },
      { id: 'joined', label: 'Confirmaram', data: joined },
      { id: 'left', label: 'Saíram', data: left },
    ],
    total: confirmed,
  };
}

function single(rows: (readonly [string, number])[], label: string, total?: number): Figures {
  const series = [{ id: 'count', label, data: rows.map(([, n]) => n) }];
  return { rows: rows.map(([row]) => row), series, total: total ?? sumSeries(series) };
}

function sumSeries(series: Figures['series']): number {
  return series.reduce((sum, s) => sum + s.data.reduce((a, b) => a + b, 0), 0);
}
