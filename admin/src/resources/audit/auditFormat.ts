import {
  COLLECTIONS,
  LEAD_STATUS_LABELS,
  PARTNER_TYPE_LABELS,
  PUBLICATION_STATUS_LABELS,
  SUPPLIER_STATUS_LABELS,
  auditDocTitle,
  eventEnabledLabel,
  formatDateTimeBR,
  type AuditAction,
} from '@cvc/domain';
import { diffArrays, diffWords } from 'diff';
import { PERMISSION_KEY_LABELS } from '../../texts/crm';
import { COLLECTION_LABELS } from '../../texts/audit';
import { fieldLabel } from './fieldLabels';

// An audit entry put in words: each changed field under its form's label, lists as lists with the items added
// and removed, a long text as the words added and removed among a little of the text around them.

type Data = Record<string, unknown>;

/** What an entry holds (audit_log, read through the dataProvider, so Timestamps are Dates). */
export type EntryData = {
  collection?: string;
  doc_id?: string;
  action?: AuditAction;
  fields?: string[];
  before?: Data | null;
  after?: Data | null;
  snapshot?: Data | null;
  doc_title?: string | null;
};

/** A run of text, or an item of a list, and whether the change added or removed it. */
export type Part = { text: string; change?: 'added' | 'removed' };

export type ChangeLine = { path: string; label: string } & (
  | { kind: 'value'; before?: string; after: string }
  | { kind: 'words'; parts: Part[] }
  | { kind: 'list'; items: Part[] }
);

const EMPTY = '—';
/** A text longer than this (or of more than one line) shows its changed words rather than before → after. */
export const LONG_TEXT = 60;
/** Words of unchanged text kept on each side of a change. */
export const CONTEXT_WORDS = 8;
/** An added or removed run is cut after this many characters. */
const CHANGED_MAX = 400;
const SHORT_MAX = 120;

function isMap(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const numberFormat = new Intl.NumberFormat('pt-BR');

/** The choices a field's input offers, by stored value: the history shows the words the form shows. */
function choiceText(collection: string, field: string, value: unknown): string | undefined {
  const pick = (labels: Record<string, string>) => (typeof value === 'string' ? labels[value] : undefined);
  if (field === 'status') {
    if (collection === COLLECTIONS.leads) return pick(LEAD_STATUS_LABELS);
    if (collection === COLLECTIONS.suppliers) return pick(SUPPLIER_STATUS_LABELS);
    return pick(PUBLICATION_STATUS_LABELS);
  }
  if (field === 'partner_type') return pick(PARTNER_TYPE_LABELS);
  if (field === 'enabled' && collection === COLLECTIONS.events && typeof value === 'boolean') {
    return eventEnabledLabel(value);
  }
  // A staff record's role is the "Administrador" box: the role is there or absent.
  if (field === 'role' && collection === COLLECTIONS.adminUsers) return value === 'admin' ? 'Sim' : 'Não';
  return undefined;
}

/** A stored value as one short line: choices as the form names them, dates in pt-BR, empty as a dash. */
export function valueText(collection: string, field: string, value: unknown): string {
  const choice = choiceText(collection, field, value);
  if (choice !== undefined) return choice;
  if (value === null || value === undefined || value === '') return EMPTY;
  if (value instanceof Date) return formatDateTimeBR(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') return cut(value, SHORT_MAX);
  if (Array.isArray(value)) return value.map(itemText).join('; ');
  return JSON.stringify(value);
}

/** One item of a list: a text as it is, a logo or a link as its name and its address. */
export function itemText(item: unknown): string {
  if (!isMap(item)) return typeof item === 'string' ? item : String(item ?? EMPTY);
  const name = item.name ?? item.outlet ?? item.title;
  const address = item.logo_url ?? item.url;
  const parts =
    name !== undefined || address !== undefined
      ? [name, address]
      : Object.values(item).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return parts.filter((p) => p !== undefined && p !== null && p !== '').join(' — ');
}

/** A field held as a list: arrays, and a staff record's keys (a map of key → true). */
function listItems(collection: string, field: string, value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(itemText);
  if (field === 'permissions' && collection === COLLECTIONS.adminUsers) {
    if (!isMap(value)) return value === null || value === undefined ? [] : undefined;
    return Object.keys(value)
      .filter((key) => value[key] === true)
      .map((key) => PERMISSION_KEY_LABELS[key as keyof typeof PERMISSION_KEY_LABELS] ?? key);
  }
  return undefined;
}

/** The items of two versions of a list, in the new order, each removed one where it stood. */
export function listParts(before: string[], after: string[]): Part[] {
  return diffArrays(before, after).flatMap((change) =>
    change.value.map((text): Part => {
      if (change.added) return { text, change: 'added' };
      if (change.removed) return { text, change: 'removed' };
      return { text };
    }),
  );
}

const isWord = (token: string) => /\S/.test(token);

/** The first (or last) `words` words of a text with the space after (or before) them; null if it has no more. */
function keepWords(text: string, words: number, from: 'head' | 'tail'): string | null {
  const tokens = text.match(/\s+|\S+/g) ?? [];
  if (tokens.filter(isWord).length <= words) return null;
  const ordered = from === 'head' ? tokens : [...tokens].reverse();
  const kept: string[] = [];
  let count = 0;
  for (const token of ordered) {
    if (isWord(token) && count++ === words) break;
    kept.push(token);
  }
  return (from === 'head' ? kept : kept.reverse()).join('');
}

/**
 * The words two versions of a text differ by (jsdiff's word diff), with the unchanged text between changes cut
 * to CONTEXT_WORDS on each side.
 */
export function wordParts(before: string, after: string, context = CONTEXT_WORDS): Part[] {
  // The space around a changed run belongs to the text around it, so a mark holds words only.
  const runs: Part[] = [];
  const push = (part: Part) => {
    if (part.text === '') return;
    const previous = runs.at(-1);
    if (previous && !previous.change && !part.change) previous.text += part.text;
    else runs.push(part);
  };
  for (const change of diffWords(before, after)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : undefined;
    if (!kind) {
      push({ text: change.value });
      continue;
    }
    const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(change.value) ?? [];
    push({ text: lead });
    push({ text: cut(core, CHANGED_MAX), change: kind });
    push({ text: trail });
  }
  return runs.map((run, index): Part => {
    if (run.change) return run;
    const text = run.text;
    const head = keepWords(text, context, 'head');
    const tail = keepWords(text, context, 'tail');
    const first = index === 0;
    const last = index === runs.length - 1;
    if (first && last) return run;
    if (first) return { text: tail === null ? text : `…${tail}` };
    if (last) return { text: head === null ? text : `${head}…` };
    // Between two changes: both sides' context, and the rest cut when there is more than that.
    if (head === null || tail === null || text.split(/\S+/).length - 1 <= context * 2) return run;
    return { text: `${head}…${tail}` };
  });
}

const isLongText = (value: unknown) =>
  typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n'));

function line(
  entry: EntryData,
  collection: string,
  path: string,
  before: unknown,
  after: unknown,
): ChangeLine {
  const label = fieldLabel(collection, path) ?? path;
  const field = path.split('.').at(-1)!;
  const created = entry.action === 'create';
  const none = (value: unknown) => value === null || value === undefined;
  const beforeItems = none(before) ? [] : listItems(collection, field, before);
  const afterItems = none(after) ? [] : listItems(collection, field, after);
  if (beforeItems && afterItems && !(none(before) && none(after))) {
    const items = created ? afterItems.map((text) => ({ text })) : listParts(beforeItems, afterItems);
    return { path, label, kind: 'list', items };
  }
  const texts =
    (before === undefined || before === null || typeof before === 'string') &&
    (after === undefined || after === null || typeof after === 'string');
  if (!created && texts && (isLongText(before) || isLongText(after))) {
    return { path, label, kind: 'words', parts: wordParts(String(before ?? ''), String(after ?? '')) };
  }
  const afterText = valueText(collection, field, after);
  return created
    ? { path, label, kind: 'value', after: afterText }
    : { path, label, kind: 'value', before: valueText(collection, field, before), after: afterText };
}

/**
 * The lines of an entry, one per changed field. A map the form edits field by field (the settings' privacy
 * block) opens into its changed fields, each under its own label; a map the form edits as one (a staff
 * record's keys) stays one line.
 */
export function changeLines(entry: EntryData): ChangeLine[] {
  const collection = entry.collection ?? '';
  const lines: ChangeLine[] = [];
  const visit = (path: string, before: unknown, after: unknown) => {
    if (!fieldLabel(collection, path) && (isMap(before) || isMap(after))) {
      const was = isMap(before) ? before : {};
      const is = isMap(after) ? after : {};
      const keys = [...new Set([...Object.keys(is), ...Object.keys(was)])];
      for (const key of keys) {
        if (!same(was[key], is[key])) visit(`${path}.${key}`, was[key], is[key]);
      }
      return;
    }
    lines.push(line(entry, collection, path, before, after));
  };
  for (const field of entry.fields ?? []) visit(field, entry.before?.[field], entry.after?.[field]);
  return lines;
}

/**
 * What the history names the entry's item by: the title (or name) the entry kept, so a deleted item shows its
 * last one; for an entry from before titles were kept, the title in its saved version; a one-document area by
 * its own name; else the document id.
 */
export function entryTitle(entry: EntryData): string {
  const collection = entry.collection ?? '';
  if (entry.doc_title) return entry.doc_title;
  const kept = auditDocTitle(collection, entry.snapshot ?? entry.after ?? entry.before);
  if (kept) return kept;
  const singleton = collection === COLLECTIONS.siteSettings || collection === COLLECTIONS.siteIdentity;
  return singleton ? (COLLECTION_LABELS[collection] ?? collection) : (entry.doc_id ?? '');
}
