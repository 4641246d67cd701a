import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EDITION_ITEM_FIELDS,
  EDITION_ITEM_KINDS,
  type EditionDraft,
  type EditionItemKind,
  type Language,
  introField,
  subjectField,
} from '@cvc/domain';
import { PUBLIC_ROUTES, articlePath, eventPagePath, localizedPath } from '@cvc/web';
import { composeMail, type MailBlock } from '../mail/layout';
import type { MailMessage } from '../mail/mailDocument';
import { eventDay } from '../mail/eventDate';
import { SIGN_OFF, UNSUBSCRIBE_LABEL } from '../mail/phrases';
import { unsubscribeUrl } from '../mail/unsubscribeLink';

// What an edition's mail says: its subject and introduction in the subscriber's language, then each picked item
// that is still public, as a link to its page in that language. Items are the association's own content, in the
// language they were written in.

/** One picked item as the mail shows it; `path` is its Portuguese path, localized per mail. */
export interface EditionEntry {
  kind: EditionItemKind;
  title: string;
  text: string;
  path: string;
  /** An event's day ('YYYY-MM-DD'), written out in the mail's language. */
  date?: string;
}

const COLLECTION_OF: Record<EditionItemKind, string> = {
  news: COLLECTIONS.news,
  opinions: COLLECTIONS.opinions,
  reports: COLLECTIONS.reports,
  events: COLLECTIONS.events,
};

/** published_at has come: a later one is a schedule, not yet public (nor mailed). */
function hasCome(publishedAt: unknown, now: Date): boolean {
  const toDate = (publishedAt as { toDate?: () => Date } | null)?.toDate;
  const at = publishedAt instanceof Date ? publishedAt : toDate ? toDate.call(publishedAt) : null;
  return at !== null && at <= now;
}

/** Published, its time come and its unpublish time (if any) not yet. */
function isPublicAt(data: FirebaseFirestore.DocumentData, now: Date): boolean {
  return hasCome(data.published_at, now) && !(data.unpublish_at != null && hasCome(data.unpublish_at, now));
}

function isPublicArticle(data: FirebaseFirestore.DocumentData, now: Date): boolean {
  return data.status === 'published' && isPublicAt(data, now) && typeof data.slug === 'string';
}

function entryOf(
  kind: EditionItemKind,
  id: string,
  data: FirebaseFirestore.DocumentData,
  now: Date,
): EditionEntry | null {
  const title = String(data.title ?? '').trim();
  if (!title) return null;
  switch (kind) {
    case 'news':
    case 'opinions':
      if (!isPublicArticle(data, now)) return null;
      return {
        kind,
        title,
        text: String(data.summary ?? ''),
        path: articlePath(kind === 'news' ? 'news' : 'opinion', data.slug as string),
      };
    case 'reports':
      if (!isPublicAt(data, now)) return null;
      return { kind, title, text: String(data.description ?? ''), path: PUBLIC_ROUTES.reports };
    case 'events':
      // Stored before events had a publication time: published, as the site's readers take it.
      if (data.enabled === false || (data.published_at != null && !isPublicAt(data, now))) return null;
      return {
        kind,
        title,
        text: String(data.description ?? ''),
        path: eventPagePath(id),
        date: String(data.date ?? ''),
      };
  }
}

/**
 * The picked items public at `now`, in the edition's order (news, opinions, reports, events); one read each. A
 * scheduled item whose time has not come is left out, as one since unpublished is.
 */
export async function editionEntries(
  db: Firestore,
  edition: EditionDraft,
  now: Date = new Date(),
): Promise<EditionEntry[]> {
  const picks = EDITION_ITEM_KINDS.flatMap((kind) =>
    (edition[EDITION_ITEM_FIELDS[kind]] ?? []).map((id) => ({ kind, id })),
  );
  if (picks.length === 0) return [];
  const refs = picks.map(({ kind, id }) => db.collection(COLLECTION_OF[kind]).doc(id));
  const snapshots = await db.getAll(...refs);
  return snapshots.flatMap((snapshot, i) => {
    const { kind, id } = picks[i]!;
    const data = snapshot.data();
    const entry = data ? entryOf(kind, id, data, now) : null;
    return entry ? [entry] : [];
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
  entries: readonly EditionEntry[],
  language: Language,
  origin: string,
  unsubscribeUrl: string,
): MailMessage {
  const intro = edition[introField(language)]?.trim();
  const blocks: MailBlock[] = intro ? [{ kind: 'text', text: intro }] : [];
  for (const entry of entries) {
    const day = entry.date ? `${eventDay(entry.date, language)}. ` : '';
    blocks.push({
      kind: 'item',
      title: entry.title,
      text: `${day}${entry.text}`.trim(),
      href: `${origin}${localizedPath(language, entry.path)}`,
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
  entries: readonly EditionEntry[],
  email: string,
  language: Language,
  origin: string,
  secret: string,
): { link: string; message: MailMessage } {
  const link = unsubscribeUrl(origin, email, language, secret);
  return { link, message: editionMail(edition, entries, language, origin, link) };
}
