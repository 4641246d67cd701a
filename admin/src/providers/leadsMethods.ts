import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import type {
  Firestore,
  Query,
  QueryConstraint,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase/firestore';
import { COLLECTIONS, LEAD_SEARCH_FIELD, parseIsoDate, searchTokenOf } from '@cvc/domain';
import type { Lead, LeadSource, LeadStatus } from '@cvc/domain';
import { EXPIRE_AT_FIELD, isExpired } from './expiry';

/** What the leads screen narrows the list by; every field is a server-side query constraint. */
export type LeadFilters = {
  status?: LeadStatus | '';
  source?: LeadSource | '';
  /** Prefix of a word of the name, company or email (see domain leadSearchTokens). */
  search?: string;
  /** Created on or after this day, 'YYYY-MM-DD'. */
  from?: string;
  /** Created on or before this day, 'YYYY-MM-DD'. */
  to?: string;
};

/** Where the next page starts: opaque to the screen, which only hands it back. */
export type LeadsCursor = { readonly leadsCursor: true };

/** One page of the list, and where the next one starts (null on the last page). */
export type LeadPage = { leads: Lead[]; next: LeadsCursor | null };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Tolerant of hand-edited documents: a missing field shows blank rather than breaking the table. */
export function toLead(id: string, data: Record<string, unknown>): Lead {
  const created = data.created_at;
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    company: text(data.company),
    phone: text(data.phone),
    position: typeof data.position === 'string' ? data.position : null,
    source: text(data.source) as Lead['source'],
    status: (text(data.status) || 'new') as LeadStatus,
    notes: typeof data.notes === 'string' ? data.notes : null,
    created_at: created instanceof Timestamp ? created.toDate() : null,
    repeat_of: typeof data.repeat_of === 'string' ? data.repeat_of : null,
  };
}

/**
 * The one query shape of the leads screen: a search token (array-contains), status and source equalities, a
 * created_at range, newest first. firestore.indexes.json holds an index for each combination.
 */
export function leadsQuery(db: Firestore, filters: LeadFilters): Query {
  const constraints: QueryConstraint[] = [];
  const token = searchTokenOf(filters.search ?? '');
  if (token) constraints.push(where(LEAD_SEARCH_FIELD, 'array-contains', token));
  if (filters.status) constraints.push(where('status', '==', filters.status));
  if (filters.source) constraints.push(where('source', '==', filters.source));
  const from = parseIsoDate(filters.from ?? '');
  const to = parseIsoDate(filters.to ?? '');
  if (from) constraints.push(where('created_at', '>=', Timestamp.fromDate(startOfDay(from))));
  // The 'to' day is included: everything before the start of the next one.
  if (to) constraints.push(where('created_at', '<', Timestamp.fromDate(startOfDay(to, 1))));
  return query(collection(db, COLLECTIONS.leads), ...constraints, orderBy('created_at', 'desc'));
}

/** São Paulo's midnight of the day (plus `days`), the calendar the table's times are in; it has no DST. */
function startOfDay(date: Date, days = 0): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * The leads worth showing: TTL deletes an expired lead only within about a day, so the page drops it first
 * (filtered here rather than in the query, which would need an inequality on expire_at in every index).
 */
function current(docs: QueryDocumentSnapshot[]): QueryDocumentSnapshot[] {
  const now = Date.now();
  return docs.filter((d) => !isExpired(d.get(EXPIRE_AT_FIELD), now));
}

/**
 * Reads one more than a page to know whether another follows, without counting the whole match. The cursor is
 * the page's last document read, shown or expired, so the next page starts right after it.
 */
function toPage(docs: QueryDocumentSnapshot[], perPage: number): LeadPage {
  const read = docs.slice(0, perPage);
  return {
    leads: current(read).map((d) => toLead(d.id, d.data())),
    next: docs.length > perPage ? (read.at(-1)! as unknown as LeadsCursor) : null,
  };
}

/**
 * The leads screen's reads, as extra dataProvider methods (react-admin's CRM example does the same): the
 * list is paged by cursors and its first page is live, which getList's page numbers cannot say.
 */
export function leadsMethods(db: Firestore) {
  return {
    /**
     * The newest page, live: the first snapshot reads one page, then Firestore sends only the documents that
     * change, so an idle screen reads nothing and a new lead shows up within a second. Resolves to the
     * function that stops listening.
     */
    async subscribeToLeads(
      filters: LeadFilters,
      perPage: number,
      onPage: (page: LeadPage) => void,
      onError: (error: Error) => void,
    ): Promise<() => void> {
      return onSnapshot(
        query(leadsQuery(db, filters), limit(perPage + 1)),
        (snapshot) => onPage(toPage(snapshot.docs, perPage)),
        onError,
      );
    },

    /** An older page, read once on demand, starting after the last lead of the page before. */
    async readLeadsAfter(filters: LeadFilters, after: LeadsCursor, perPage: number): Promise<LeadPage> {
      const start = after as unknown as QueryDocumentSnapshot;
      const snapshot = await getDocs(query(leadsQuery(db, filters), startAfter(start), limit(perPage + 1)));
      return toPage(snapshot.docs, perPage);
    },

    /** Every lead matching the filters (the CSV export), read page by page on the same query. */
    async readAllLeads(filters: LeadFilters, perRead = 500): Promise<Lead[]> {
      const all: Lead[] = [];
      let after: QueryDocumentSnapshot | null = null;
      do {
        const base: Query = query(
          leadsQuery(db, filters),
          ...(after ? [startAfter(after)] : []),
          limit(perRead),
        );
        const snapshot: QuerySnapshot = await getDocs(base);
        all.push(...current(snapshot.docs).map((d) => toLead(d.id, d.data())));
        after = snapshot.size === perRead ? snapshot.docs.at(-1)! : null;
      } while (after);
      return all;
    },

    /** The lead of the alert email's link (`?lead=<id>`), wherever it sits in the list; null once deleted. */
    async readLead(id: string): Promise<Lead | null> {
      const snapshot = await getDoc(doc(db, COLLECTIONS.leads, id));
      return snapshot.exists() ? toLead(snapshot.id, snapshot.data()) : null;
    },
  };
}
