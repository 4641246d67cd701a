import ICAL from 'ical.js';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  eventRsvpInputSchema,
  leadInputSchema,
  type EventRsvpInput,
  type LeadInput,
} from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { triggersSettled } from '../../support/trigger-queue';
import { releaseFormMail } from '../../support/mail-release';
import { publicFirestore } from '../../support/public-firestore';
import { audienceDay } from '../../support/rules-fixtures';

// The forms as the site sends them (site/src/data: the domain's schema, then an add with the server's time,
// then the release of its answer mail), through the visitor's own Firestore client under the rules.

let clients = 0;

async function asVisitor<T>(write: (db: ReturnType<typeof publicFirestore>['db']) => Promise<T>): Promise<T> {
  const visitor = publicFirestore(`mail-visitor-${clients++}`);
  try {
    return await write(visitor.db);
  } finally {
    await visitor.close();
  }
}

/** The form's id, once the site's release call for its mail was answered 200. */
async function released(form: 'leads' | 'event_rsvp', id: string): Promise<string> {
  const { status, body } = await releaseFormMail(form, id);
  if (status !== 200)
    throw new Error(`mail release of ${form}/${id}: HTTP ${status} ${JSON.stringify(body)}`);
  return id;
}

export function sendLead(input: LeadInput): Promise<string> {
  const lead = leadInputSchema.parse(input);
  return asVisitor(async (db) => {
    const ref = await addDoc(collection(db, COLLECTIONS.leads), { ...lead, created_at: serverTimestamp() });
    return released('leads', ref.id);
  });
}

/** A lead written straight to Firestore, past the site's schema: only the rules judge it, as for any client. */
export function sendRawLead(lead: Record<string, unknown>): Promise<string> {
  return asVisitor(async (db) => {
    const ref = await addDoc(collection(db, COLLECTIONS.leads), { ...lead, created_at: serverTimestamp() });
    return released('leads', ref.id);
  });
}

export function sendRsvp(input: EventRsvpInput): Promise<string> {
  const rsvp = eventRsvpInputSchema.parse(input);
  return asVisitor(async (db) => {
    const ref = await addDoc(collection(db, COLLECTIONS.eventRsvp), {
      ...rsvp,
      created_at: serverTimestamp(),
    });
    return released('event_rsvp', ref.id);
  });
}

/** A mail document as the functions wrote it, or null. */
export async function mailDoc(id: string): Promise<Record<string, unknown> | null> {
  const snapshot = await adminFirestore().collection(COLLECTIONS.mail).doc(id).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** Ids of the mail documents whose id starts with `prefix`. */
export async function mailIdsStartingWith(prefix: string): Promise<string[]> {
  const snapshot = await adminFirestore()
    .collection(COLLECTIONS.mail)
    .orderBy('__name__')
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Waits until `mail/{id}` reaches a final state. */
export async function settledMail(id: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  await triggersSettled();
  const deadline = Date.now() + timeoutMs;
  let last: Record<string, unknown> | null = null;
  while (Date.now() < deadline) {
    last = await mailDoc(id);
    const state = (last?.delivery as { state?: string } | undefined)?.state;
    if (last && (state === 'SUCCESS' || state === 'ERROR')) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`mail/${id} never settled; last seen ${JSON.stringify(last?.delivery ?? null)}`);
}

export interface ParsedIcs {
  start: string;
  end: string;
  startUtc: string;
  timeZone: string | null;
  location: string;
  summary: string;
}

/** An .ics read back with ical.js, as a calendar would: wall-clock times, their zone and the UTC instant. */
export function parseIcs(ics: string): ParsedIcs {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the .ics');
  const event = new ICAL.Event(vevent);
  const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
  return {
    start: event.startDate.toString(),
    end: event.endDate.toString(),
    startUtc: event.startDate.toJSDate().toISOString(),
    timeZone: typeof tzid === 'string' ? tzid : null,
    location: event.location,
    summary: event.summary,
  };
}

/** An enabled event a month from now, open for sign-ups, as the mail tests store it. */
export function testEvent(title = 'Encontro de CVCs') {
  return {
    title,
    date: audienceDay(30),
    location: 'Av. Paulista, 1000 - São Paulo, SP',
    description: 'Painel sobre investimento corporativo.',
    full_description: null,
    image_url: null,
    registration_url: null,
    start_time: '19:00',
    end_time: '21:30',
    sponsors: null,
    sponsor_logos: [],
    enabled: true,
    published_at: new Date('2025-06-01T12:00:00Z'),
  };
}
