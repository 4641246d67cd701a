import { createHmac } from 'node:crypto';
import { type BlockList, isIP } from 'node:net';

// The abuse ceilings' decisions, free of Firestore so they can be tested alone: which state a visitor mail is in,
// which hour counts it, and which client a request comes from.

/**
 * `gate.state` of a visitor mail (staff and system mail carry no `gate`):
 * - AWAITING_RELEASE: queued by a form's trigger; waits for the submitting client's POST /api/mail-release.
 * - CLIENT_CEILING: that client had used its hourly share; never sent, deleted by TTL with the mail.
 * - RELEASED: the client's share allowed it; the sender counts it against the hour next.
 * - HOURLY_CEILING: the hour was full; waits for `gate.wait_until`, when admitHeldMail lets it go.
 * - ADMITTED: counted in its hour; the sender delivers it.
 */
export const MAIL_GATE_STATES = [
  'AWAITING_RELEASE',
  'CLIENT_CEILING',
  'RELEASED',
  'HOURLY_CEILING',
  'ADMITTED',
] as const;
export type MailGateState = (typeof MAIL_GATE_STATES)[number];

/** What a client's release (or a function that saw the client) decides. */
export type ClientDecision = Extract<MailGateState, 'RELEASED' | 'CLIENT_CEILING'>;

/** The field of a mail document that holds its gate, and the collection of the gate's own records. */
export const GATE_FIELD = 'gate';
export const MAIL_GATE_COLLECTION = 'mail_gate';

/**
 * The warning logged when a client passes its ceiling (the hourly ceiling's alert text is
 * shared/alertLabels.ts VISITOR_MAIL_CEILING_LOG).
 */
export const CLIENT_CEILING_LOG = 'visitorMail: client ceiling reached';

/** Defaults of MAIL_CLIENT_HOURLY_MAX and MAIL_HOURLY_MAX (ceilingParams.ts). */
export const CLIENT_HOURLY_MAX_DEFAULT = 5;
export const HOURLY_MAX_DEFAULT = 300;

/** A ceiling as set, or its default when unset, not a whole number or below 1. */
export function ceiling(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}

const HOUR_MS = 60 * 60 * 1000;

/** The UTC hour `now` falls in, as an id part: `2026-11-25T21`. */
export function hourKey(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/** The first instant of the hour after `now`'s. */
export function nextHour(now: Date): Date {
  return new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/** Whole seconds from `now` to the next hour, for a 429's Retry-After. */
export function secondsToNextHour(now: Date): number {
  return Math.ceil((nextHour(now).getTime() - now.getTime()) / 1000);
}

/** The mail a form's trigger queues for a document of `collection`; the release endpoint names it the same way. */
export const RELEASABLE_MAIL_PREFIX = { leads: 'lead-ack-', event_rsvp: 'rsvp-' } as const;
export type ReleasableCollection = keyof typeof RELEASABLE_MAIL_PREFIX;

export function formMailId(collection: ReleasableCollection, id: string): string {
  return `${RELEASABLE_MAIL_PREFIX[collection]}${id}`;
}

/**
 * The newsletter confirmation a form's marketing box asks for: a second mail answering the same form, held and
 * released with the form's own (one client decision, one count, for the form).
 */
export function companionMailId(formMail: string): string {
  return `${formMail}-newsletter`;
}

type Headers = Record<string, string | string[] | undefined>;

const normalise = (value: string | undefined) =>
  value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address as Cloud Functions see it: walking `x-forwarded-for` from its end, the first hop that is
 * not one of Hosting's own forwarding addresses (`trusted`, MAIL_TRUSTED_PROXIES). The last hop is the address
 * Google's front end saw connecting: a direct caller of the function's own URL, or Hosting; through Hosting the
 * hop before it is the visitor, appended by Hosting's edge. Hops further left, and headers such as
 * `x-fah-client-ip` or `fastly-client-ip`, are the caller's to write, so they are never read. Without
 * `x-forwarded-for`, the socket's peer. Undefined when the chosen hop is no IP address: a bad hop never falls
 * back to an earlier, caller-written one.
 */
export function clientAddress(headers: Headers, peer?: string, trusted?: BlockList): string | undefined {
  // Repeated headers count as one list (Node joins them the same way).
  const forwarded = [headers['x-forwarded-for'] ?? []].flat().join(',');
  const hops = forwarded ? forwarded.split(',') : [peer];
  for (const hop of hops.map(normalise).reverse()) {
    const family = hop ? isIP(hop) : 0;
    if (!hop || family === 0) return undefined;
    if (!trusted?.check(hop, family === 6 ? 'ipv6' : 'ipv4')) return hop;
  }
  return undefined;
}

/** Expands an IPv6 address to its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = address.includes('::') ? [...left, ...Array<string>(missing).fill('0'), ...right] : left;
  return groups.map((group) => group.padStart(4, '0'));
}

/**
 * Who a ceiling counts: an IPv4 address, or an IPv6 address's /64 (one household or server gets a whole /64,
 * so counting single IPv6 addresses would give one client billions of shares). `unknown` pools requests
 * without an address.
 */
export function clientBucket(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIP(address) === 6) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The bucket of the client behind a request, as every endpoint that counts its client reads it. */
export function requestClientBucket(
  req: { headers: Headers; socket?: { remoteAddress?: string | undefined } | null },
  trusted?: BlockList,
): string {
  return clientBucket(clientAddress(req.headers, req.socket?.remoteAddress, trusted));
}

/**
 * The id of a client's counter for one hour: an HMAC of the hour and the bucket under the secret key, so the
 * stored id names no address and the same client's counters of two hours cannot be linked.
 */
export function clientCounterId(bucket: string, now: Date, secret: string): string {
  const digest = createHmac('sha256', secret)
    .update(`mail-client:${hourKey(now)}:${bucket}`)
    .digest('hex');
  return `client-${digest}`;
}

/** The id of the hour's counter of admitted visitor mail. */
export function hourCounterId(now: Date): string {
  return `hour-${hourKey(now)}`;
}

/** The id of a release record: the mail it lets go, released before or after that mail was queued. */
export function releaseId(mailId: string): string {
  return `release-${mailId}`;
}
