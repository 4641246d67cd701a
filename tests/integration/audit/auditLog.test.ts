import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { collection, deleteDoc, doc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { AUDIT_LOG_COLLECTION, COLLECTIONS } from '@cvc/domain';
import { auditMethods } from '../../../admin/src/providers/auditMethods';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { withDomainRules } from '../../../admin/src/providers/domainRules';
import { takenSlugsIn } from '../../../admin/src/providers/takenSlugs';
import { admin, closeClients, staffMember, webClient } from '../staff/clients';

// Staff with real tokens, through the console's own dataProvider under firestore.rules; the audit triggers on
// the functions emulator write the entries, read back with the Admin SDK.

const RUN = Date.now().toString(36);
const ID = `it-audit-${RUN}`;
const news = admin.db.collection(COLLECTIONS.news);
const log = admin.db.collection(AUDIT_LOG_COLLECTION);

const item = {
  title: `IT auditoria ${RUN}`,
  slug: `it-auditoria-${RUN}`,
  summary: 'Resumo.',
  content: 'Texto.',
  image_url: null,
  source_url: null,
  cvcs_mentioned: [],
  status: 'published',
  published_at: Timestamp.now(),
};

let editor: { uid: string; email: string };
let adminMember: { uid: string; email: string };
let editorDb: Firestore;
let adminDb: Firestore;
let editorConsole: DataProvider;
let restore: ReturnType<typeof auditMethods>['restoreVersion'];

async function entriesOf(id: string, count: number, waitMs = 20_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = (await log.where('doc_id', '==', id).get()).docs
      .map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string })
      // Timestamp.valueOf() sorts as text to the nanosecond; quick successive saves share a millisecond.
      .sort((a, b) => ((a.at as Timestamp).valueOf() < (b.at as Timestamp).valueOf() ? -1 : 1));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A save in the console's news form, as the editor. */
async function edit(change: Record<string, unknown>) {
  const { data } = await editorConsole.getOne('news', { id: ID });
  await editorConsole.update('news', { id: ID, data: { ...data, ...change }, previousData: data });
}

beforeAll(async () => {
  const e = await staffMember('audit-editor', { permissions: { news: true } });
  const a = await staffMember('audit-admin', { role: 'admin' });
  const { db: eDb, auth: eAuth } = await webClient(e);
  const { db: aDb, auth: aAuth } = await webClient(a);
  editor = { uid: eAuth.currentUser!.uid, email: e.email };
  adminMember = { uid: aAuth.currentUser!.uid, email: a.email };
  editorDb = eDb;
  adminDb = aDb;
  editorConsole = withDomainRules(createDataProvider(eDb), undefined, takenSlugsIn(eDb));
  restore = auditMethods(aDb).restoreVersion;
  // Written by the Admin SDK, as the seed does: no stamp, so the create's entry names nobody.
  await news.doc(ID).set(item);
});

afterAll(async () => {
  await news.doc(ID).delete();
  await closeClients();
});

describe('audit_log', () => {
  it("refuses a staff write that names no writer or someone else's uid", async () => {
    const ref = doc(editorDb, COLLECTIONS.news, ID);
    await expect(updateDoc(ref, { title: 'Sem carimbo' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(updateDoc(ref, { title: 'Forjado', updated_by: adminMember.uid })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // A delete is allowed only once the stored document names the deleter.
    await expect(deleteDoc(ref)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("an editor's update writes exactly one entry naming them, with the changed fields before and after", async () => {
    await edit({ summary: 'Novo resumo.' });
    const entries = await entriesOf(ID, 2);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    const update = entries[1]!;
    expect(update).toMatchObject({
      collection: COLLECTIONS.news,
      by_uid: editor.uid,
      by_email: editor.email,
      // A save as published dates the item anew (SPEC §4), so published_at changes too; the item was stored
      // before Markdown bodies, and the console's first save marks its body as Markdown.
      fields: ['content_format', 'published_at', 'summary'],
      before: { summary: 'Resumo.' },
      after: { summary: 'Novo resumo.' },
    });
    expect(update.expire_at).toBeInstanceOf(Timestamp);
    expect(entries[0]!.by_uid).toBeNull();
  });

  it('the editor reads the entries of their collection; nobody writes one, an admin included', async () => {
    const mine = await getDocs(
      query(collection(editorDb, AUDIT_LOG_COLLECTION), where('collection', '==', COLLECTIONS.news)),
    );
    expect(mine.docs.some((d) => d.get('doc_id') === ID)).toBe(true);
    await expect(
      getDocs(
        query(collection(editorDb, AUDIT_LOG_COLLECTION), where('collection', '==', COLLECTIONS.events)),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const [entry] = await entriesOf(ID, 1);
    const forged = { collection: COLLECTIONS.news, doc_id: ID, action: 'delete', by_uid: adminMember.uid };
    for (const db of [editorDb, adminDb]) {
      await expect(setDoc(doc(db, AUDIT_LOG_COLLECTION, `forged-${RUN}`), forged)).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        updateDoc(doc(db, AUDIT_LOG_COLLECTION, entry!.id), { by_uid: 'x' }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(deleteDoc(doc(db, AUDIT_LOG_COLLECTION, entry!.id))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
  });

  it("a holder of any logo key reads the logos' history (one collection holds all three kinds); others do not", async () => {
    const partnersLog = (db: Firestore) =>
      getDocs(query(collection(db, AUDIT_LOG_COLLECTION), where('collection', '==', COLLECTIONS.partners)));
    for (const key of ['partners', 'maintainers', 'participants']) {
      const { db } = await webClient(await staffMember(`audit-${key}`, { permissions: { [key]: true } }));
      await expect(partnersLog(db)).resolves.toBeDefined();
    }
    await expect(partnersLog(editorDb)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a restore of an earlier version keeps the live status and is itself one entry, by the admin', async () => {
    await edit({ status: 'draft' });
    const [created] = await entriesOf(ID, 1);
    const before = (await entriesOf(ID, 3)).length;
    expect(before).toBe(3);
    await restore(created!.id);
    const stored = (await news.doc(ID).get()).data()!;
    expect(stored).toMatchObject({ summary: 'Resumo.', status: 'draft', updated_by: adminMember.uid });
    const entries = await entriesOf(ID, before + 1);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      by_uid: adminMember.uid,
      by_email: adminMember.email,
    });
    // The version restored was stored before Markdown bodies: its body is lines again, and says so.
    expect(entries.at(-1)!.fields).toEqual(['content_format', 'summary']);
  });

  it('a delete through the console is one entry with the whole document; a restore brings it back unpublished', async () => {
    await edit({ status: 'published' });
    const count = (await entriesOf(ID, 5)).length;
    expect(count).toBe(5);
    await editorConsole.delete('news', { id: ID, previousData: { id: ID } });
    const entries = await entriesOf(ID, count + 1);
    expect(entries).toHaveLength(count + 1);
    const deleted = entries.at(-1)!;
    expect(deleted).toMatchObject({ action: 'delete', by_uid: editor.uid, after: null });
    expect(deleted.snapshot).toMatchObject({
      title: item.title,
      status: 'published',
      updated_by: editor.uid,
    });

    await restore(deleted.id);
    const back = await news.doc(ID).get();
    expect(back.exists).toBe(true);
    expect(back.data()).toMatchObject({ title: item.title, status: 'draft', updated_by: adminMember.uid });
    expect((await entriesOf(ID, count + 2)).at(-1)).toMatchObject({
      action: 'create',
      by_uid: adminMember.uid,
    });
  });
});
