// An event as an iCalendar file (RFC 5545), for the .ics download and the sign-up confirmation's attachment.
// Written by hand: one VEVENT needs only CRLF lines, folding and TEXT escaping, and the `ics` package would
// convert times to UTC and hide the event's own zone from the calendar that imports it.
import { AUDIENCE_TIME_ZONE, AUDIENCE_UTC_OFFSET_HOURS, eventTimes, type CvcEvent } from '@cvc/domain';
import { compactDate, compactDateTime, eventSharePath } from '@cvc/web';

// Times carry TZID=America/Sao_Paulo with its VTIMEZONE, so calendars show the event in the audience's zone;
// that zone has had one fixed offset since Brazil dropped daylight saving in 2019, hence a single STANDARD rule.
function offset(): string {
  const sign = AUDIENCE_UTC_OFFSET_HOURS < 0 ? '-' : '+';
  return `${sign}${String(Math.abs(AUDIENCE_UTC_OFFSET_HOURS)).padStart(2, '0')}00`;
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${AUDIENCE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${offset()}`,
  `TZOFFSETTO:${offset()}`,
  `TZNAME:${offset().slice(0, 3)}`,
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on lines starting with a space, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventDates(event: CvcEvent): string[] {
  const times = eventTimes(event);
  if (times.allDay) {
    return [`DTSTART;VALUE=DATE:${compactDate(times.start)}`, `DTEND;VALUE=DATE:${compactDate(times.end)}`];
  }
  return [
    `DTSTART;TZID=${AUDIENCE_TIME_ZONE}:${compactDateTime(times.start)}`,
    `DTEND;TZID=${AUDIENCE_TIME_ZONE}:${compactDateTime(times.end)}`,
  ];
}

/** Calendars match a re-imported file to the entry they already have by UID, so it depends on the id alone. */
export function eventUid(eventId: string): string {
  return `event-${eventId}@cvc`;
}

/** `evento-<id>.ics`, with only safe characters: the id is part of a header value. */
export function icsFilename(eventId: string): string {
  return `evento-${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`;
}

/**
 * The .ics of one event. `origin` is the site's (https://host), for the event's share address; `now` is the
 * DTSTAMP, the moment the file was made.
 */
export function buildEventIcs(event: CvcEvent, origin: string, now: Date = new Date()): string {
  const url = `${origin}${eventSharePath(event.id)}`;
  const description = [event.full_description ?? event.description, url].join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CVC//Eventos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(eventUid(event.id))}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...eventDates(event),
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
