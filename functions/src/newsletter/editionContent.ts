import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EDITION_ITEM_FIELDS,
  EDITION_ITEM_KINDS,
  LANGUAGES,
  type EditionDraft,
  type EditionItemKind,
  type Language,
  type PublicationStatus,
  introField,
  isEventPublicAt,
  isPublishedAt,
  isScheduled,
  isWithdrawn,
  itemInLanguage,
  subjectField,
} from '@cvc/domain';
import { HTML_LANG, PUBLIC_ROUTES, articlePath, eventPagePath, localizedPath } from '@cvc/web';
import { composeMail, type MailBlock } from '../mail/layout';
import type { MailMessage } from '../mail/mailDocument';
import { eventDay } from '../mail/eventDate';
import { SIGN_OFF, UNSUBSCRIBE_LABEL } from '../mail/phrases';
import { unsubscribeUrl } from '../mail/unsubscribeLink';

// What an edition's mail says: its subject and introduction in the subscriber's language, then each picked item
// that is still public, in the subscriber's language when it is translated into it (else in Portuguese, marked
// so), as a link to its page in that language.

/** One picked item as a mail in one language shows it. */
export interface EditionEntry {
  kind: EditionItemKind;
  title: string;
  text: string;
  /** Its path without the language prefix (a translation's own slug), localized per mail. */
  path: string;
  /** An event's day ('YYYY-MM-DD'), written out in the mail's language. */
  date?: string;
  /** The language title and text are in: the mail's when the item is translated into it, else Portuguese. */
  language: Language;
}

/** One picked item as the mail of each language shows it. */
export type EditionItem = Record<Language, EditionEntry>;

const COLLECTION_OF: Record<EditionItemKind, string> = {
  news: COLLECTIONS.news,
  opinions: COLLECTIONS.opinions,
  reports: COLLECTIONS.reports,
  events: COLLECTIONS.events,
};

/** A stored time as a Date (a Timestamp, a Date), or null. */
function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
}

/** Public at `now` by the rule every reader applies; a report has no status, only its times. */
function isPublic(kind: EditionItemKind, data: FirebaseFirestore.DocumentData, now: Date): boolean {
  const times = { published_at: dateOf(data.published_at), unpublish_at: dateOf(data.unpublish_at) };
  switch (kind) {
    case 'news':
    case 'opinions':
      return isPublishedAt({ status: data.status as PublicationStatus, ...times }, now);
    case 'reports':
      return times.published_at !== null && !isScheduled(times, now) && !isWithdrawn(times, now);
    case 'events':
      // An event stored before events had a publication time has none: published, as the site's readers take it.
      return isEventPublicAt({ ...times, enabled: data.enabled !== false }, now);
  }
}

function entryOf(
  kind: EditionItemKind,
  id: string,
  stored: FirebaseFirestore.DocumentData,
  language: Language,
): EditionEntry | null {
  const { item: data, language: textLanguage } = itemInLanguage(kind, stored, language);
  const title = String(data.title ?? '').trim();
  if (!title) return null;
  switch (kind) {
    case 'news':
    case 'opinions':
      if (typeof data.slug !== 'string') return null;
      return {
        kind,
        title,
        text: String(data.summary ?? ''),
        path: articlePath(kind === 'news' ? 'news' : 'opinion', data.slug),
        language: textLanguage,
      };
    case 'reports':
      return {
        kind,
        title,
        text: String(data.description ?? ''),
        path: PUBLIC_ROUTES.reports,
        language: textLanguage,
      };
    case 'events':
      return {
        kind,
        title,
        text: String(data.description ?? ''),
        path: eventPagePath(id),
        date: String(data.date ?? ''),
        language: textLanguage,
      };
  }
}

/** The item in each mail language, or null when it is not public at `now` or has no title. */
function itemOf(
  kind: EditionItemKind,
  id: string,
  data: FirebaseFirestore.DocumentData,
  now: Date,
): EditionItem | null {
  if (!isPublic(kind, data, now)) return null;
  const entries = LANGUAGES.map((language) => [language, entryOf(kind, id, data, language)] as const);
  if (entries.some(([, entry]) => !entry)) return null;
  return Object.fromEntries(entries) as EditionItem;
}

/**
 * The picked items public at `now`, in the edition's order (news, opinions, reports, events), each in every mail
 * language; one read each. A scheduled item whose time has not come is left out, as one since unpublished is.
 */
export async function editionEntries(
  db: Firestore,
  edition: EditionDraft,
  now: Date = new Date(),
): Promise<EditionItem[]> {
  const picks = EDITION_ITEM_KINDS.flatMap((kind) =>
    (edition[EDITION_ITEM_FIELDS[kind]] ?? []).map((id) => ({ kind, id })),
  );
  if (picks.length === 0) return [];
  const refs = picks.map(({ kind, id }) => db.collection(COLLECTION_OF[kind]).doc(id));
  const snapshots = await db.getAll(...refs);
  return snapshots.flatMap((snapshot, i) => {
    const { kind, id } = picks[i]!;
    const data = snapshot.data();
    const item = data ? itemOf(kind, id, data, now) : null;
    return item ? [item] : [];
  });
}

const REASON: Record<Language, string> = {
  pt: 'Você recebe este e-mail porque confirmou sua inscrição nas novidades da Associação CVC.',
  en: 'You receive this email because you confirmed your subscription to CVC Association news.',
  es: 'Recibe este correo porque confirmó su suscripción a las novedades de la Asociación CVC.',
};

const HELLO: Record<Language, string> = { pt: 'Olá!', en: 'Hello,', es: '¡Hola!' };

/** The edition's mail in `language`, with the recipient's signed unsubscribe link in its footer. */
export function editionMail(
  edition: EditionDraft,
  items: readonly EditionItem[],
  language: Language,
  origin: string,
  unsubscribeUrl: string,
): MailMessage {
  const intro = edition[introField(language)]?.trim();
  const blocks: MailBlock[] = intro ? [{ kind: 'text', text: intro }] : [];
  for (const item of items) {
    const entry = item[language];
    blocks.push({
      kind: 'item',
      title: entry.title,
      text: entry.text.trim(),
      href: `${origin}${localizedPath(language, entry.path)}`,
      ...(entry.date ? { lead: `${eventDay(entry.date, language)}.` } : {}),
      ...(entry.language !== language ? { lang: HTML_LANG[entry.language] } : {}),
    });
  }
  return composeMail({
    language,
    subject: edition[subjectField(language)] ?? '',
    greeting: HELLO[language],
    blocks,
    signOff: SIGN_OFF[language],
    reason: REASON[language],
    unsubscribe: { href: unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}

/** The edition as one address gets it: the mail in that language, with the address's own signed unsubscribe link. */
export function editionMailTo(
  edition: EditionDraft,
  items: readonly EditionItem[],
  email: string,
  language: Language,
  origin: string,
  secret: string,
): { link: string; message: MailMessage } {
  const link = unsubscribeUrl(origin, email, language, secret);
  return { link, message: editionMail(edition, items, language, origin, link) };
}
