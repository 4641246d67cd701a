import { formatDateTimeBR, toIsoDate } from './format';
import type { ReportDownload } from './schemas/report-download';
import type { EventRsvp } from './schemas/event-rsvp';
import { slugify } from './slug';
import { RSVP_STATUS_LABELS, rsvpStatus } from './event-seats';
import { LEAD_STATUS_LABELS, leadSourceLabel } from './labels/lead';
import type { Lead } from './schemas/lead';
import { NEWSLETTER_STATUS_LABELS, type NewsletterSubscriber } from './newsletter';

// Both exports start with a BOM so Excel reads them as UTF-8 ('Relatório', 'Inscrição' and the visitors'
// accented names would otherwise come out garbled), and end lines with CRLF as RFC 4180 asks, which every
// spreadsheet accepts.
const BOM = '\uFEFF';
const EOL = '\r\n';

/**
 * Visitors fill these values. A spreadsheet runs a cell starting with one of these characters as a formula
 * (tab and carriage return because some programs skip them first); a leading apostrophe makes it plain text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(value: string): string {
  return `"${neutraliseCell(value).replaceAll('"', '""')}"`;
}

/** Shown in the Evento column when a sign-up points at a deleted event. */
export const MISSING_EVENT_TITLE = 'Evento não encontrado';

// SPEC §7's columns, then the seat and the door: the status and when the guest was checked in.
export const RSVP_CSV_COLUMNS = [
  'Nome',
  'Email',
  'Empresa',
  'Cargo',
  'Telefone',
  'Evento',
  'Data Inscrição',
  'Situação',
  'Check-in',
];

type RsvpRow = Pick<
  EventRsvp,
  'event_id' | 'name' | 'email' | 'company' | 'position' | 'phone' | 'created_at'
> & { status?: unknown; checked_in_at?: Date | null };
type TitleLookup = Readonly<Record<string, string>> | ReadonlyMap<string, string>;

/** Event sign-ups: every cell quoted, so commas, quotes and line breaks inside values are safe. */
export function rsvpCsv(rows: readonly RsvpRow[], eventTitleById: TitleLookup): string {
  const titles = eventTitleById instanceof Map ? eventTitleById : new Map(Object.entries(eventTitleById));
  const titleOf = (id: string) => titles.get(id) ?? MISSING_EVENT_TITLE;
  const lines = [
    RSVP_CSV_COLUMNS,
    ...rows.map((r) => [
      r.name,
      r.email,
      r.company,
      r.position,
      r.phone,
      titleOf(r.event_id),
      formatDateTimeBR(r.created_at),
      RSVP_STATUS_LABELS[rsvpStatus(r.status)],
      formatDateTimeBR(r.checked_in_at ?? null),
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(quoted).join(',')).join(EOL) + EOL;
}

/** 'inscricoes-<event slug>-2026-11-22.csv'; pass null (or 'todas') when exporting every event. */
export function rsvpCsvFileName(eventTitle: string | null, date: Date): string {
  const name = slugify(eventTitle ?? 'todas') || 'evento';
  return `inscricoes-${name}-${toIsoDate(date)}.csv`;
}

/**
 * SPEC §7 wants this file unquoted. To keep it well-formed anyway, characters that would need quoting are
 * replaced: line breaks and commas by a space, double quotes by an apostrophe, then spaces are collapsed.
 * The values are names and titles, where that loses nothing a reader needs.
 */
function plainCell(value: string): string {
  const flat = value
    .replace(/[\r\n,]+/g, ' ')
    .replaceAll('"', "'")
    .replace(/\s+/g, ' ')
    .trim();
  return neutraliseCell(flat);
}

export const DOWNLOADS_CSV_COLUMNS = ['Nome', 'Email', 'Empresa', 'Relatório', 'Data'];

export function downloadsCsv(
  rows: readonly Pick<ReportDownload, 'name' | 'email' | 'company' | 'report_title' | 'downloaded_at'>[],
): string {
  const lines = [
    DOWNLOADS_CSV_COLUMNS,
    ...rows.map((r) => [r.name, r.email, r.company, r.report_title, formatDateTimeBR(r.downloaded_at)]),
  ];
  return BOM + lines.map((cells) => cells.map(plainCell).join(',')).join(EOL) + EOL;
}

export function downloadsCsvFileName(date: Date): string {
  return `downloads-relatorios-${toIsoDate(date)}.csv`;
}

export const LEADS_CSV_COLUMNS = [
  'Data',
  'Nome',
  'Email',
  'Telefone',
  'Empresa',
  'Cargo',
  'Origem',
  'Status',
  'Notas',
];

type LeadRow = Pick<
  Lead,
  'name' | 'email' | 'phone' | 'company' | 'position' | 'source' | 'status' | 'notes' | 'created_at'
>;

/** Leads as the console lists them, labels instead of stored keys; every cell quoted (notes hold line breaks). */
export function leadsCsv(rows: readonly LeadRow[]): string {
  const lines = [
    LEADS_CSV_COLUMNS,
    ...rows.map((r) => [
      formatDateTimeBR(r.created_at),
      r.name,
      r.email,
      r.phone,
      r.company,
      r.position ?? '',
      leadSourceLabel(r.source),
      LEAD_STATUS_LABELS[r.status] ?? r.status,
      r.notes ?? '',
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(quoted).join(',')).join(EOL) + EOL;
}

export function leadsCsvFileName(date: Date): string {
  return `leads-${toIsoDate(date)}.csv`;
}

export const NEWSLETTER_CSV_COLUMNS = ['Email', 'Status', 'Idioma', 'Origem', 'Pedido em', 'Confirmado em'];

type NewsletterRow = Pick<
  NewsletterSubscriber,
  'email' | 'status' | 'language' | 'source' | 'requested_at' | 'confirmed_at'
>;

/** The newsletter's subscriptions as the console lists them, the status in words. */
export function newsletterCsv(rows: readonly NewsletterRow[]): string {
  const lines = [
    NEWSLETTER_CSV_COLUMNS,
    ...rows.map((r) => [
      r.email,
      NEWSLETTER_STATUS_LABELS[r.status] ?? r.status,
      r.language,
      r.source,
      formatDateTimeBR(r.requested_at),
      formatDateTimeBR(r.confirmed_at),
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(plainCell).join(',')).join(EOL) + EOL;
}

export function newsletterCsvFileName(date: Date): string {
  return `newsletter-inscritos-${toIsoDate(date)}.csv`;
}
