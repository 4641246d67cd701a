import { Timestamp, addDoc, collection, doc, serverTimestamp, setDoc } from '../../support/rules-firestore';
import type { DocumentData } from '../../support/rules-firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, LEAD_SOURCES, PRIVACY_TEXT_MAX, PUBLIC_TEXT_MAX } from '@cvc/domain';
import { ANONYMOUS, allow, allowed, asServer, dbAs, deny } from '../../support/rules';
import * as F from '../../support/rules-fixtures';
import { seedSupport } from './support-docs';

const visitor = () => dbAs(ANONYMOUS);
const without = (data: DocumentData, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

/** An email of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@empresa.com.br';
  return 'a'.repeat(length - domain.length) + domain;
}
function ofLength(key: string, length: number): string {
  return key === 'email' ? emailOfLength(length) : 'x'.repeat(length);
}

// Ids at the id bound and one past it, each pointing at a real, visible document, so only the bound decides.
const LONG_ID = 'r'.repeat(PUBLIC_TEXT_MAX.id);
const TOO_LONG_ID = 'r'.repeat(PUBLIC_TEXT_MAX.id + 1);

interface Form {
  name: string;
  collection: string;
  valid: () => DocumentData;
  timestampKey: string;
  stringKeys: (keyof typeof PUBLIC_TEXT_MAX)[];
  idKey?: 'event_id';
}

const FORMS: Form[] = [
  {
    name: 'leads',
    collection: COLLECTIONS.leads,
    valid: () => ({ ...F.publicLead(), position: 'Diretora' }),
    timestampKey: 'created_at',
    stringKeys: ['name', 'email', 'company', 'phone', 'position'],
  },
  {
    name: 'event_rsvp',
    collection: COLLECTIONS.eventRsvp,
    valid: () => F.publicRsvp(F.SUPPORT.enabledEvent),
    timestampKey: 'created_at',
    stringKeys: ['name', 'email', 'company', 'position', 'phone'],
    idKey: 'event_id',
  },
];

// Enabled events around today in São Paulo, where the site closes sign-ups once the day has passed.
const EVENT_DAYS = { 'event-yesterday': -1, 'event-today': 0, 'event-tomorrow': 1 } as const;

const create = (form: Form, data: DocumentData) => addDoc(collection(visitor(), form.collection), data);

export function describePublicCreates(): void {
  describe('public creates: field cases', () => {
    beforeAll(async () => {
      await seedSupport();
      await asServer(async (db) => {
        for (const id of [LONG_ID, TOO_LONG_ID]) await setDoc(doc(db, COLLECTIONS.events, id), F.event(true));
        await setDoc(doc(db, COLLECTIONS.events, 'disabled-event'), F.event(false));
        await setDoc(doc(db, COLLECTIONS.events, 'undated-event'), { ...F.event(true), date: '' });
      });
    });

    for (const form of FORMS) {
      describe(form.name, () => {
        it('accepts the valid form', () => allow(create(form, form.valid())));

        it('rejects each required key missing', async () => {
          for (const key of Object.keys(form.valid()).filter(
            (k) => k !== 'position' || form.name !== 'leads',
          )) {
            await deny(create(form, without(form.valid(), key)));
          }
        });

        it('rejects an extra key: notes, and status on a sign-up', async () => {
          await deny(create(form, { ...form.valid(), notes: 'VIP' }));
          if (form.name !== 'leads') await deny(create(form, { ...form.valid(), status: 'new' }));
          if (form.name === 'event_rsvp') {
            await deny(create(form, { ...form.valid(), status: 'confirmed' }));
            await deny(create(form, { ...form.valid(), checked_in_at: serverTimestamp() }));
          }
        });

        it('rejects each wrong type', async () => {
          for (const key of Object.keys(form.valid())) {
            const value = form.valid()[key];
            const wrong = typeof value === 'string' ? 42 : 'now';
            await deny(create(form, { ...form.valid(), [key]: wrong }));
          }
        });

        it('rejects blank strings and a malformed email', async () => {
          await deny(create(form, { ...form.valid(), name: '   ' }));
          await deny(create(form, { ...form.valid(), email: 'maria.empresa.com.br' }));
          await deny(create(form, { ...form.valid(), email: 'maria @empresa.com' }));
        });

        for (const key of form.stringKeys) {
          it(`bounds ${key} at ${PUBLIC_TEXT_MAX[key]} characters (domain PUBLIC_TEXT_MAX)`, async () => {
            await allow(create(form, { ...form.valid(), [key]: ofLength(key, PUBLIC_TEXT_MAX[key]) }));
            await deny(create(form, { ...form.valid(), [key]: ofLength(key, PUBLIC_TEXT_MAX[key] + 1) }));
          });
        }

        if (form.idKey) {
          const idKey = form.idKey;
          it(`bounds ${idKey} at ${PUBLIC_TEXT_MAX.id} characters`, async () => {
            await allow(create(form, { ...form.valid(), [idKey]: LONG_ID }));
            await deny(create(form, { ...form.valid(), [idKey]: TOO_LONG_ID }));
          });
        }

        it('accepts the language of the site (pt, en, es) and refuses any other or a non-string', async () => {
          for (const language of ['pt', 'en', 'es']) await allow(create(form, { ...form.valid(), language }));
          for (const language of ['fr', 'PT', '', 1, null, ['en']]) {
            await deny(create(form, { ...form.valid(), language }));
          }
        });

        it('accepts the notice version and the marketing choice with their types, and refuses others', async () => {
          for (const marketing_opt_in of [true, false]) {
            await allow(create(form, { ...form.valid(), notice_version: '2026-11-25', marketing_opt_in }));
          }
          await allow(
            create(form, { ...form.valid(), notice_version: 'v'.repeat(PRIVACY_TEXT_MAX.notice_version) }),
          );
          for (const marketing_opt_in of ['true', 1, null]) {
            await deny(create(form, { ...form.valid(), notice_version: '2026-11-25', marketing_opt_in }));
          }
          const tooLong = 'v'.repeat(PRIVACY_TEXT_MAX.notice_version + 1);
          for (const notice_version of ['', '  ', 20261125, null, tooLong]) {
            await deny(create(form, { ...form.valid(), notice_version, marketing_opt_in: false }));
          }
        });

        it('rejects a client clock instead of the server time', async () => {
          // A minute off, as a visitor's clock may be: a client time sent within the very millisecond of the
          // server's equals request.time, which no rule can tell apart.
          await deny(
            create(form, { ...form.valid(), [form.timestampKey]: Timestamp.fromMillis(Date.now() - 60_000) }),
          );
          await deny(create(form, { ...form.valid(), [form.timestampKey]: new Date(Date.now() + 60_000) }));
        });
      });
    }

    describe('leads only', () => {
      const lead = FORMS[0]!;
      it('accepts every documented source and no other', async () => {
        for (const source of LEAD_SOURCES) await allow(create(lead, { ...F.publicLead(), source }));
        await deny(create(lead, { ...F.publicLead(), source: 'facebook' }));
      });

      it('accepts position as optional, never empty', async () => {
        await allow(create(lead, F.publicLead()));
        await deny(create(lead, { ...F.publicLead(), position: '' }));
      });

      it('rejects any status but new', async () => {
        for (const status of ['converted', 'contacted', 'New', null]) {
          await deny(create(lead, { ...F.publicLead(), status }));
        }
      });

      it('refuses the fields only the repeat marking writes: repeat_of and email_key', async () => {
        await deny(create(lead, { ...F.publicLead(), repeat_of: 'earlier-lead' }));
        await deny(create(lead, { ...F.publicLead(), email_key: 'maria@empresa.com.br' }));
        await allow(create(lead, F.publicLead()));
      });

      it('refuses search_tokens, which only the receiveLead trigger writes', async () => {
        await deny(create(lead, { ...F.publicLead(), search_tokens: ['maria'] }));
        await deny(create(lead, { ...F.publicLead(), search_tokens: [] }));
        await allow(create(lead, F.publicLead()));
      });
    });

    describe('targets must be visible', () => {
      it('signs up only for an existing enabled event', async () => {
        const rsvp = FORMS[1]!;
        await deny(create(rsvp, F.publicRsvp('disabled-event')));
        await deny(create(rsvp, F.publicRsvp('no-such-event')));
        await deny(create(rsvp, F.publicRsvp('a/b')));
      });

      it("signs up for an event dated today or later in São Paulo, never for yesterday's", async () => {
        const rsvp = FORMS.find((form) => form.name === 'event_rsvp')!;
        // The rules judge by the request's time, which no test chooses: the events are dated from the day it is
        // as the calls start, and the calls are made again should São Paulo's day turn while they run.
        for (;;) {
          const now = Date.now();
          await asServer(async (db) => {
            for (const [id, days] of Object.entries(EVENT_DAYS)) {
              await setDoc(doc(db, COLLECTIONS.events, id), {
                ...F.event(true),
                date: F.audienceDay(days, now),
              });
            }
          });
          const outcomes = {
            today: await allowed(create(rsvp, F.publicRsvp('event-today'))),
            tomorrow: await allowed(create(rsvp, F.publicRsvp('event-tomorrow'))),
            yesterday: await allowed(create(rsvp, F.publicRsvp('event-yesterday'))),
            undated: await allowed(create(rsvp, F.publicRsvp('undated-event'))),
          };
          if (F.audienceDay(0) !== F.audienceDay(0, now)) continue;
          expect(outcomes).toEqual({ today: true, tomorrow: true, yesterday: false, undated: false });
          return;
        }
      });
    });
  });
}
