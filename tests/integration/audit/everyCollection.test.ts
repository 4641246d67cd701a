import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FUNCTIONS } from '@cvc/web';
import type { DataProvider } from 'react-admin';
import { Timestamp } from 'firebase-admin/firestore';
import {
  AUDITED_CONTENT,
  AUDITED_FIELDS_ONLY,
  AUDIT_LOG_COLLECTION,
  COLLECTIONS,
  LEAD_SOURCE,
  auditDocTitle,
} from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { RESOURCES, type ResourceConfig } from '../../../admin/src/providers/resources';
import * as F from '../../support/rules-fixtures';
import { triggersSettled } from '../../support/trigger-queue';
import { admin, closeClients, staffMember, uniqueEmail, webClient } from '../staff/clients';

// Every audited collection, written the way staff write it (the console's dataProvider under firestore.rules,
// the staff callables for staff records): each create, update and delete is one entry naming the writer, and
// the field-only collections keep only their listed fields.

const RUN = Date.now().toString(36);
const log = admin.db.collection(AUDIT_LOG_COLLECTION);

type Entry = Record<string, unknown> & { action: string; fields: string[] };

async function entriesOf(collection: string, id: string): Promise<Entry[]> {
  await triggersSettled();
  return (await log.where('collection', '==', collection).where('doc_id', '==', id).get()).docs
    .map((d) => d.data() as Entry & { at: { valueOf(): string } })
    .sort((a, b) => (a.at.valueOf() < b.at.valueOf() ? -1 : 1));
}

/** A content record as its form saves it: the console's resource, a valid record and one field to change. */
interface ContentCase {
  resource: string;
  collection: string;
  data: () => Record<string, unknown>;
  change: Record<string, unknown>;
  /** The change shows in these top-level fields (a nested change shows as its parent). */
  fields: string[];
  /** What every entry names the item by, when it is not the item's own title or name. */
  title?: string;
}

const CONTENT: ContentCase[] = [
  {
    resource: 'news',
    collection: COLLECTIONS.news,
    data: () => F.news(false),
    change: { title: `N ${RUN}` },
  },
  {
    resource: 'opinions',
    collection: COLLECTIONS.opinions,
    data: () => F.opinion(false),
    change: { title: `O ${RUN}` },
  },
  {
    resource: 'columnists',
    collection: COLLECTIONS.columnists,
    data: F.columnist,
    change: { bio: 'Outra.' },
  },
  {
    resource: 'reports',
    collection: COLLECTIONS.reports,
    data: () => ({ ...F.report(false), ...F.reportFile() }),
    change: { title: `R ${RUN}` },
  },
  {
    // The file address is the report's private half: its own document and entries, named by the report's title
    // (the delete's too, written once the report beside it is gone).
    resource: 'reports',
    collection: COLLECTIONS.reportFiles,
    data: () => ({ ...F.report(false), ...F.reportFile() }),
    change: { pdf_url: '/files/reports/outro.pdf' },
    title: 'Panorama CVC',
  },
  {
    resource: 'partners',
    collection: COLLECTIONS.partners,
    data: () => F.partner('partner'),
    change: { name: `P ${RUN}` },
  },
  {
    resource: 'suppliers',
    collection: COLLECTIONS.suppliers,
    data: () => F.supplier(false),
    change: { featured: true },
  },
  {
    resource: 'events',
    collection: COLLECTIONS.events,
    data: () => F.event(false),
    change: { location: 'Rio de Janeiro, RJ' },
  },
  {
    resource: 'market-sectors',
    collection: COLLECTIONS.marketSectors,
    data: F.marketSector,
    change: { cvcs: 13 },
  },
  { resource: 'cvcs', collection: COLLECTIONS.cvcs, data: F.cvc, change: { sector: 'Energia' } },
  {
    resource: 'site-settings',
    collection: COLLECTIONS.siteSettings,
    data: F.siteSettings,
    change: { radar_url: 'https://radar.example.org/novo' },
  },
  {
    resource: 'site-identity',
    collection: COLLECTIONS.siteIdentity,
    data: F.siteIdentity,
    change: { association: { ...F.siteIdentity().association, postal_address: 'Av. Paulista, 1000' } },
  },
].map((c): ContentCase => ({ ...c, fields: Object.keys(c.change) }));

// The settings are one document each: written here under a scratch id, so the pages' own stay as they are.
const TABLE: Record<string, ResourceConfig> = {
  ...RESOURCES,
  'site-settings': { ...RESOURCES['site-settings']!, singletonId: `it-audit-${RUN}` },
  'site-identity': { ...RESOURCES['site-identity']!, singletonId: `it-audit-${RUN}` },
};

let writer: { uid: string; email: string };
let console_: DataProvider;
let call: Awaited<ReturnType<typeof webClient>>['call'];

beforeAll(async () => {
  const member = await staffMember('audit-every', { role: 'admin' });
  const client = await webClient(member);
  writer = { uid: client.auth.currentUser!.uid, email: member.email };
  console_ = createDataProvider(client.db, TABLE);
  call = client.call;
});

afterAll(() => closeClients());

describe('the audit trigger, for every audited collection', () => {
  it('has a case below for every audited collection', () => {
    expect(new Set(CONTENT.map((c) => c.collection))).toEqual(new Set(AUDITED_CONTENT));
    expect(Object.keys(AUDITED_FIELDS_ONLY).sort()).toEqual(
      [COLLECTIONS.adminUsers, COLLECTIONS.leads].sort(),
    );
  });

  for (const c of CONTENT) {
    it(`${c.collection}: a create, an update and a delete through the console, each one entry naming the writer`, async () => {
      const { data: created } = await console_.create(c.resource, { data: c.data() });
      const id = String(created.id);
      const { data: record } = await console_.getOne(c.resource, { id });
      await console_.update(c.resource, { id, data: { ...record, ...c.change }, previousData: record });
      await console_.delete(c.resource, { id, previousData: record });

      const entries = await entriesOf(c.collection, id);
      // The stamp before the delete changes only bookkeeping, so it is no entry.
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      for (const entry of entries)
        expect(entry).toMatchObject({ by_uid: writer.uid, by_email: writer.email });
      expect(entries[1]!.fields).toEqual(c.fields);
      expect(entries[2]!.snapshot).toMatchObject({ ...c.change, updated_by: writer.uid });
      // The delete's entry keeps the item's last title (or name), so the history names a deleted item.
      const snapshot = entries[2]!.snapshot as Record<string, unknown>;
      if (c.title) expect(entries.map((e) => e.doc_title)).toEqual([c.title, c.title, c.title]);
      else expect(entries[2]!.doc_title).toBe(auditDocTitle(c.collection, snapshot));
      const renamed = c.change.title ?? c.change.name;
      if (renamed !== undefined) expect(entries[2]!.doc_title).toBe(renamed);
    });
  }

  it("leads: a status change is one entry naming the writer, with the status alone; the lead's arrival and removal are none", async () => {
    // As the public form writes it: no stamp, and no entry (its personal data stays out of the history).
    const lead = admin.db.collection(COLLECTIONS.leads).doc(`it-audit-${RUN}`);
    await lead.set({
      name: 'Pessoa Auditada',
      email: uniqueEmail('audit-lead'),
      company: 'Empresa',
      phone: '+55 11 99999-0000',
      source: LEAD_SOURCE.membership,
      status: 'new',
      created_at: Timestamp.now(),
    });
    await triggersSettled();
    await console_.update('leads', {
      id: lead.id,
      data: { status: 'contacted' },
      previousData: { id: lead.id },
    });
    await console_.update('leads', {
      id: lead.id,
      data: { notes: 'Só notas' },
      previousData: { id: lead.id },
    });
    await console_.delete('leads', { id: lead.id, previousData: { id: lead.id } });
    expect((await lead.get()).exists).toBe(false);

    const entries = await entriesOf(COLLECTIONS.leads, lead.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      by_uid: writer.uid,
      by_email: writer.email,
      fields: ['status'],
      before: { status: 'new' },
      after: { status: 'contacted' },
      snapshot: null,
      doc_title: null,
    });
  });

  it('admin_users: an invite, a change and a removal by the callables, each one entry naming the admin, with the listed fields alone', async () => {
    const invited = await call<StaffInviteResult>(STAFF_FUNCTIONS.invite, {
      email: uniqueEmail('audit-member'),
      name: 'Pessoa Auditada',
      permissions: ['news'],
    });
    await call(STAFF_FUNCTIONS.update, { uid: invited.uid, name: 'Pessoa Renomeada', permissions: ['news'] });
    await call(STAFF_FUNCTIONS.remove, { uid: invited.uid });

    const entries = await entriesOf(COLLECTIONS.adminUsers, invited.uid);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    const listed = AUDITED_FIELDS_ONLY[COLLECTIONS.adminUsers]!;
    for (const entry of entries) {
      expect(entry).toMatchObject({ by_uid: writer.uid, by_email: writer.email, snapshot: null });
      for (const field of entry.fields) expect(listed).toContain(field);
      for (const side of [entry.before, entry.after] as (Record<string, unknown> | null)[])
        for (const field of Object.keys(side ?? {})) expect(listed).toContain(field);
    }
    expect(entries[1]).toMatchObject({
      fields: ['name'],
      before: { name: 'Pessoa Auditada' },
      after: { name: 'Pessoa Renomeada' },
    });
    expect(entries[2]!.doc_title).toBe('Pessoa Renomeada');
  });
});
