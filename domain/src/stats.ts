import { audienceDay, audienceWallClock } from './audience-time';
import { rsvpStatus } from './event-seats';

/**
 * The dashboard's counters: four documents of the `stats` collection, kept with increments by triggers and
 * rebuilt by the recount, so a dashboard view reads the same few documents whatever the number of leads.
 * `newsletter` counts the subscriptions and is read with the `leads` key, as the subscribers are.
 */
export const STATS_DOCS = {
  leads: 'leads',
  rsvp: 'rsvp',
  downloads: 'downloads',
  newsletter: 'newsletter',
} as const;
export type StatsDoc = keyof typeof STATS_DOCS;

/**
 * Two times on each stats document: the read time of the last recount (changes at or before it are in its
 * figures, so the triggers skip them) and the latest change the triggers applied (a recount that read before it
 * must count again, or its write would undo that change).
 */
export const STATS_TIMES = { countedAt: 'counted_at', lastChangeAt: 'last_change_at' } as const;

/**
 * `stats/<name>/applied_events/<event id>`: the trigger events a counter has applied, so a redelivered event
 * counts once. Firestore TTL deletes each after STATS_APPLIED_EVENT_DAYS, well past the triggers' retries.
 */
export const STATS_APPLIED_EVENTS = 'applied_events';
export const STATS_APPLIED_EVENT_DAYS = 7;

/** Who sees the Painel: the holders of any of these keys, each block only to its own. */
export const DASHBOARD_KEYS = ['leads', 'rsvp', 'downloads'] as const;

/**
 * The Painel's Agendados (what is scheduled to come out or leave the site): its holders see the Painel too,
 * each only the items of their own keys. Each key is also the console resource of its items.
 */
export const SCHEDULE_KEYS = ['news', 'opinions', 'reports', 'events'] as const;

/** How far ahead the Agendados looks. */
export const SCHEDULE_WEEKS = 4;

/** What the Painel shows, and how much history the counters keep (older buckets are deleted). */
export const DASHBOARD_WEEKS = 12;
export const DASHBOARD_DAYS = 90;
export const STATS_KEEP_WEEKS = 26;
export const STATS_KEEP_DAYS = 120;

export type Counts = Record<string, number>;
export type LeadStats = { by_status: Counts; weeks: Record<string, Counts> };
/** Sign-ups per event, and per event by status ('confirmed', 'waitlisted', 'cancelled') plus 'checked_in'. */
export type RsvpStats = { by_event: Counts; by_status: Record<string, Counts> };
export type DownloadStats = { days: Record<string, Counts>; titles: Record<string, string> };
/** Subscriptions per status, and per week the confirmations (`joined`) and the confirmed who left (`left`). */
export type NewsletterStats = { by_status: Counts; weeks: Record<string, Counts> };

const DAY_MS = 86_400_000;

/** The ISO 8601 week (Monday first) of the audience's calendar day of an instant, `YYYY-Www`. */
export function audienceWeek(at: Date): string {
  const day = audienceWallClock(at);
  const thursday = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7)),
  );
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS) + 1);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last `count` weeks up to and including the one of `now`, oldest first. */
export function recentWeeks(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    audienceWeek(new Date(now.getTime() - (count - 1 - i) * 7 * DAY_MS)),
  );
}

/** The last `count` days up to and including the one of `now`, oldest first. */
export function recentDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    audienceDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
}

/**
 * Buckets that have just fallen out of the kept window: a trigger deletes them with its increment, so the
 * document stays small without reading it. The recount drops whatever is older still.
 */
export function expiredWeeks(now: Date): string[] {
  const back = recentWeeks(now, 2 * STATS_KEEP_WEEKS);
  return back.slice(0, STATS_KEEP_WEEKS);
}
export function expiredDays(now: Date): string[] {
  return recentDays(now, STATS_KEEP_DAYS + 30).slice(0, 30);
}

/** The facts of a lead the counters use; a missing field counts nowhere. */
export type LeadFacts = { status?: unknown; source?: unknown; created_at?: Date | null };
export type RsvpFacts = { event_id?: unknown; status?: unknown; checked_in?: boolean };
export type DownloadFacts = { report_id?: unknown; report_title?: unknown; downloaded_at?: Date | null };
export type SubscriptionFacts = {
  status?: unknown;
  confirmed_at?: Date | null;
  unsubscribed_at?: Date | null;
};

function add(counts: Counts, key: unknown, by: number): void {
  if (typeof key !== 'string' || key === '') return;
  counts[key] = (counts[key] ?? 0) + by;
  if (counts[key] === 0) delete counts[key];
}

function addNested(buckets: Record<string, Counts>, bucket: string, key: unknown, by: number): void {
  const counts = buckets[bucket] ?? {};
  add(counts, key, by);
  if (Object.keys(counts).length > 0) buckets[bucket] = counts;
  else delete buckets[bucket];
}

/**
 * What one write of a lead changes in `stats/leads` (before: null on create, after: null on delete). Week
 * buckets outside the kept window are left alone, so a late delete never revives a pruned week.
 */
export function leadStatsDelta(before: LeadFacts | null, after: LeadFacts | null, now: Date): LeadStats {
  const delta: LeadStats = { by_status: {}, weeks: {} };
  const kept = new Set(recentWeeks(now, STATS_KEEP_WEEKS));
  for (const [lead, by] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!lead) continue;
    add(delta.by_status, lead.status, by);
    if (lead.created_at instanceof Date) {
      const week = audienceWeek(lead.created_at);
      if (kept.has(week)) addNested(delta.weeks, week, lead.source, by);
    }
  }
  return delta;
}

/** What one write of a sign-up changes in `stats/rsvp`. */
export function rsvpStatsDelta(before: RsvpFacts | null, after: RsvpFacts | null): RsvpStats {
  const delta: RsvpStats = { by_event: {}, by_status: {} };
  for (const [signUp, by] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!signUp || typeof signUp.event_id !== 'string' || signUp.event_id === '') continue;
    add(delta.by_event, signUp.event_id, by);
    addNested(delta.by_status, signUp.event_id, rsvpStatus(signUp.status), by);
    if (signUp.checked_in) addNested(delta.by_status, signUp.event_id, 'checked_in', by);
  }
  return delta;
}

/** What one write of a download changes in `stats/downloads`; the report's title is kept to name the bar. */
export function downloadStatsDelta(
  before: DownloadFacts | null,
  after: DownloadFacts | null,
  now: Date,
): DownloadStats {
  const delta: DownloadStats = { days: {}, titles: {} };
  const kept = new Set(recentDays(now, STATS_KEEP_DAYS));
  for (const [download, by] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!download || !(download.downloaded_at instanceof Date)) continue;
    const day = audienceDay(download.downloaded_at);
    if (kept.has(day)) addNested(delta.days, day, download.report_id, by);
  }
  if (after && typeof after.report_id === 'string' && typeof after.report_title === 'string') {
    delta.titles[after.report_id] = after.report_title;
  }
  return delta;
}

/**
 * What one write of a subscription changes in `stats/newsletter`: its status, the week it was confirmed in
 * (`joined`) and, for a confirmed address that left, the week it left in (`left`). A request never confirmed
 * joins nothing and so leaves nothing. Erasing an address takes it out of its weeks too, as if it never came.
 */
export function newsletterStatsDelta(
  before: SubscriptionFacts | null,
  after: SubscriptionFacts | null,
  now: Date,
): NewsletterStats {
  const delta: NewsletterStats = { by_status: {}, weeks: {} };
  const kept = new Set(recentWeeks(now, STATS_KEEP_WEEKS));
  const addWeek = (at: Date, key: string, by: number) => {
    const week = audienceWeek(at);
    if (kept.has(week)) addNested(delta.weeks, week, key, by);
  };
  for (const [subscription, by] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!subscription) continue;
    add(delta.by_status, subscription.status, by);
    if (!(subscription.confirmed_at instanceof Date)) continue;
    addWeek(subscription.confirmed_at, 'joined', by);
    if (subscription.unsubscribed_at instanceof Date) addWeek(subscription.unsubscribed_at, 'left', by);
  }
  return delta;
}

/** True when a delta changes no count (a lead's notes edited, say): the trigger then writes nothing. */
export function isEmptyDelta(delta: object): boolean {
  return Object.values(delta).every((part) => Object.keys(part as object).length === 0);
}

/** Absolute counters of a whole collection, as the recount writes them: the sum of every document's delta. */
export function leadStatsOf(leads: LeadFacts[], now: Date): LeadStats {
  return sumDeltas<LeadStats>(
    { by_status: {}, weeks: {} },
    leads.map((lead) => leadStatsDelta(null, lead, now)),
  );
}
export function rsvpStatsOf(signUps: RsvpFacts[]): RsvpStats {
  return sumDeltas<RsvpStats>(
    { by_event: {}, by_status: {} },
    signUps.map((signUp) => rsvpStatsDelta(null, signUp)),
  );
}
export function downloadStatsOf(downloads: DownloadFacts[], now: Date): DownloadStats {
  return sumDeltas<DownloadStats>(
    { days: {}, titles: {} },
    downloads.map((download) => downloadStatsDelta(null, download, now)),
  );
}

export function newsletterStatsOf(subscriptions: SubscriptionFacts[], now: Date): NewsletterStats {
  return sumDeltas<NewsletterStats>(
    { by_status: {}, weeks: {} },
    subscriptions.map((subscription) => newsletterStatsDelta(null, subscription, now)),
  );
}

type Tree = { [key: string]: number | string | Tree };

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + value;
    else if (typeof value === 'string') into[key] = value;
    else merge((into[key] ??= {}) as Tree, value);
  }
}

/** `empty` names every part, so a collection without documents still gives each part, empty. */
function sumDeltas<T extends object>(empty: T, deltas: T[]): T {
  const total = empty as unknown as Tree;
  for (const delta of deltas) merge(total, delta as unknown as Tree);
  return empty;
}

/** The sum of a counts map: the total a dashboard block shows. */
export function countsTotal(counts: Counts | undefined): number {
  return Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);
}
