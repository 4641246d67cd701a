import { doc, getDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, leadSearchTokens, leadsCsv } from '@cvc/domain';
import type { LeadSource, LeadStatus } from '@cvc/domain';
import type { Lead } from '@cvc/domain';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import type { LeadFilters } from '../../../admin/src/resources/leads/leadFilters';
import { migrateLeadSearch } from '../../../scripts/lib/migrate-lead-search';
import { sendLead } from '../mail-messages/support';
import { admin, closeClients, uniqueEmail } from '../staff/clients';
import { scratchFirestore } from '../admin/firestore-client';

// The leads screen's queries (the dataProvider's getList of `leads`, paged by cursors) on a project of their own
// holding more leads than the old in-browser window (LEADS_MAX = 1000), the old ones out of it.

const PROJECT = 'demo-leads-search';
const FILLER = 1_000;
const PER_PAGE = 50;
const DAY = 86_400_000;
/** Noon, local time, `days` before the newest filler lead. */
const NOW = new Date(2026, 5, 30, 12).getTime();

type Fixture = {
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  source: LeadSource;
  status: LeadStatus;
  notes: string | null;
  position?: string;
  created_at: Date;
};

/** The leads the tests look for, all older than the 1,000 filler leads. */
const OLD: Fixture[] = [
  {
    id: 'old-1',
    name: 'João Araújo',
    email: 'joao.araujo@cordilheira.example.com',
    company: 'Cordilheira Logística',
    phone: '(11) 90000-0001',
    source: 'venturelab',
    status: 'qualified',
    notes: 'Ligar, "urgente"\nsegunda',
    position: 'Diretor',
    created_at: new Date(NOW - 400 * DAY),
  },
  {
    id: 'old-2',
    name: 'Joana Prado',
    email: 'joana@planalto.example.com',
    company: '=Planalto Sementes',
    phone: '(11) 90000-0002',
    source: 'venturelab',
    status: 'new',
    notes: null,
    created_at: new Date(NOW - 300 * DAY),
  },
  {
    id: 'old-3',
    name: 'Joaquim Souza',
    email: 'joaquim@litoral.example.com',
    company: 'Litoral Pescados',
    phone: '(11) 90000-0003',
    source: 'trusted_advisor',
    status: 'qualified',
    notes: null,
    created_at: new Date(NOW - 200 * DAY),
  },
];

let scratch: Awaited<ReturnType<typeof scratchFirestore>>;

beforeAll(async () => {
  scratch = await scratchFirestore(PROJECT);
  const fillers: Fixture[] = Array.from({ length: FILLER }, (_, n) => ({
    id: `filler-${String(n).padStart(4, '0')}`,
    name: `Pessoa ${n}`,
    email: `pessoa.${n}@massa.example.com`,
    company: `Empresa ${n}`,
    phone: '(11) 90000-0000',
    source: n % 2 ? 'Associação' : 'venturelab',
    status: 'new',
    notes: null,
    created_at: new Date(NOW - n * 60_000),
  }));
  const all = [...fillers, ...OLD];
  for (let start = 0; start < all.length; start += 500) {
    const batch = writeBatch(scratch.db);
    for (const { id, created_at, ...lead } of all.slice(start, start + 500)) {
      batch.set(doc(scratch.db, COLLECTIONS.leads, id), {
        ...lead,
        created_at: Timestamp.fromDate(created_at),
        search_tokens: leadSearchTokens(lead),
      });
    }
    await batch.commit();
  }
});

afterAll(async () => {
  await scratch.close();
  await closeClients();
});

const NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;

/** Ids of every lead the screen lists for these filters, walking its pages the way it does. */
async function listed(filters: LeadFilters): Promise<string[]> {
  const provider = createDataProvider(scratch.db);
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data, pageInfo, total } = await provider.getList('leads', {
      pagination: { page, perPage: PER_PAGE },
      sort: NEWEST_FIRST,
      filter: filters,
    });
    ids.push(...data.map((lead) => String(lead.id)));
    // Nothing is counted: a page says whether another follows, and the last one knows how many there were.
    if (pageInfo?.hasNextPage) {
      expect(total).toBeUndefined();
    } else {
      expect(total).toBe(ids.length);
      return ids;
    }
  }
}

describe('a lead older than the newest 1,000', () => {
  it('is found by a name prefix, with and without accents and in any case', async () => {
    for (const search of ['João', 'joao', 'JOAO ARA', 'araújo', 'Arau'])
      expect(await listed({ q: search })).toEqual(['old-1']);
    expect(await listed({ q: 'joa' })).toEqual(['old-3', 'old-2', 'old-1']);
  });

  it('is found by its email, its local part and the email domain', async () => {
    expect(await listed({ q: 'joao.araujo@cordilheira.example.com' })).toEqual(['old-1']);
    expect(await listed({ q: 'joana@' })).toEqual(['old-2']);
    expect(await listed({ q: 'joaquim@litoral' })).toEqual(['old-3']);
  });

  it('is found by its company, with and without accents', async () => {
    expect(await listed({ q: 'Logística' })).toEqual(['old-1']);
    expect(await listed({ q: 'cordilheira logis' })).toEqual(['old-1']);
    expect(await listed({ q: 'planalto' })).toEqual(['old-2']);
  });

  it('is on the last page of the unfiltered list', async () => {
    const ids = await listed({});
    expect(ids).toHaveLength(FILLER + OLD.length);
    expect(ids.slice(-3)).toEqual(['old-3', 'old-2', 'old-1']);
  });
});

describe('filters combine', () => {
  it('with the search, status, source and the date range, the "to" day included', async () => {
    expect(await listed({ q: 'jo', status: 'qualified' })).toEqual(['old-3', 'old-1']);
    expect(await listed({ q: 'jo', status: 'qualified', source: 'venturelab' })).toEqual(['old-1']);
    expect(await listed({ status: 'qualified', source: 'trusted_advisor' })).toEqual(['old-3']);
    const day = (ms: number) => {
      const d = new Date(ms);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(
      await listed({ 'created_at@gte': day(NOW - 300 * DAY), 'created_at@lte': day(NOW - 200 * DAY) }),
    ).toEqual(['old-3', 'old-2']);
    expect(await listed({ 'created_at@lte': day(NOW - 300 * DAY), source: 'venturelab' })).toEqual([
      'old-2',
      'old-1',
    ]);
    expect(
      await listed({
        'created_at@gte': day(NOW - 300 * DAY),
        'created_at@lte': day(NOW - 250 * DAY),
        q: 'joana',
      }),
    ).toEqual(['old-2']);
    expect(await listed({ q: 'joana', status: 'lost' })).toEqual([]);
  });
});

describe('export of the current filter', () => {
  it('matches, byte for byte, a CSV built independently from the matching leads', async () => {
    // The export button's read (features/csv-export/ExportListCsvButton.tsx): the current filter in one query.
    const { data } = await createDataProvider(scratch.db).getList<Lead>('leads', {
      pagination: { page: 1, perPage: 10_000 },
      sort: NEWEST_FIRST,
      filter: { q: 'jo', source: 'venturelab' },
    });
    const csv = leadsCsv(data);
    const when = (date: Date) =>
      `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    const [joao, joana] = [OLD[0]!, OLD[1]!];
    const expected = [
      '\uFEFF"Data","Nome","Email","Telefone","Empresa","Cargo","Origem","Status","Notas"',
      `"${when(joana.created_at)}","Joana Prado","joana@planalto.example.com","(11) 90000-0002","'=Planalto Sementes","","Venture Lab","Novo",""`,
      `"${when(joao.created_at)}","João Araújo","joao.araujo@cordilheira.example.com","(11) 90000-0001","Cordilheira Logística","Diretor","Venture Lab","Qualificado","Ligar, ""urgente""\nsegunda"`,
      '',
    ].join('\r\n');
    expect(Buffer.from(csv, 'utf8').equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(csv).toBe(expected);
  });
});

describe('bulk actions', () => {
  it('change the status of every selected lead, and delete every selected lead', async () => {
    const provider = createDataProvider(scratch.db);
    const ids = ['filler-0003', 'filler-0500', 'filler-0999', 'old-3'];
    await provider.updateMany('leads', { ids, data: { status: 'contacted' } });
    const statuses = await Promise.all(
      ids.map(async (id) => (await getDoc(doc(scratch.db, COLLECTIONS.leads, id))).get('status') as unknown),
    );
    expect(statuses).toEqual(['contacted', 'contacted', 'contacted', 'contacted']);
    expect(await listed({ status: 'contacted' })).toEqual(ids);

    await provider.deleteMany('leads', { ids: ['filler-0003', 'filler-0500'] });
    expect(await listed({ status: 'contacted' })).toEqual(['filler-0999', 'old-3']);
  });
});

describe('search tokens on the live project', () => {
  it('are written by the receiveLead trigger on a lead sent from the public forms', async () => {
    const email = uniqueEmail('Busca');
    const id = await sendLead({
      name: 'Ângela Núñez',
      email,
      company: 'Açaí do Pará',
      phone: '11 90000-0000',
      source: 'venturelab',
    });
    const expected = leadSearchTokens({ name: 'Ângela Núñez', email, company: 'Açaí do Pará' });
    await expect
      .poll(async () => (await admin.db.collection(COLLECTIONS.leads).doc(id).get()).get('search_tokens'), {
        timeout: 20_000,
        interval: 200,
      })
      .toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['angela', 'nunez', 'acai do para']));
  });

  it('are written by the migration on leads stored before the trigger, once', async () => {
    const app = initializeApp({ projectId: 'demo-leads-migrate' }, 'leads-migrate');
    const db = getAdminFirestore(app);
    try {
      const leads = db.collection(COLLECTIONS.leads);
      await leads.doc('before').set({ name: 'Antiga Lead', email: 'a@b.example.com', company: 'Ótica' });
      await leads.doc('done').set({
        name: 'Nova',
        email: 'n@b.example.com',
        company: 'X',
        search_tokens: leadSearchTokens({ name: 'Nova', email: 'n@b.example.com', company: 'X' }),
      });
      expect(await migrateLeadSearch(db)).toBe(1);
      expect((await leads.doc('before').get()).get('search_tokens')).toEqual(
        leadSearchTokens({ name: 'Antiga Lead', email: 'a@b.example.com', company: 'Ótica' }),
      );
      expect(await migrateLeadSearch(db)).toBe(0);
      await Promise.all((await leads.get()).docs.map((d) => d.ref.delete()));
    } finally {
      await deleteApp(app);
    }
  });
});
