import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LEAD_SOURCES, LEAD_STATUSES, leadSearchTokens } from '@cvc/domain';
import { setBackgroundTriggers } from '../../scripts/lib/emulators';

const BATCH_SIZE = 500;
const PARALLEL_BATCHES = 4;
const ID_PREFIX = 'bench-lead-';

/** The lead every list shows first: the newest bench lead (created one second after the seeding started). */
export const NEWEST_BENCH_LEAD_NAME = 'Lead de Teste 000000';

/** The name of bench lead `index`: the search measure looks one up among all of them. */
export const benchLeadName = (index: number) => `Lead de Teste ${String(index).padStart(6, '0')}`;

function benchLead(index: number, startedAt: number) {
  const number = String(index).padStart(6, '0');
  const text = {
    name: benchLeadName(index),
    email: `lead.${number}@bench.example.com`,
    company: `Empresa ${number}`,
  };
  return {
    ...text,
    // What the receiveLead trigger writes, written here because the triggers are off while seeding.
    search_tokens: leadSearchTokens(text),
    phone: '(11) 90000-0000',
    position: 'Diretor de Inovação',
    source: LEAD_SOURCES[index % LEAD_SOURCES.length]!,
    status: LEAD_STATUSES[index % LEAD_STATUSES.length]!,
    notes: null,
    // Newest first: bench lead 0 is one second in the future, so it heads the list above the seed leads.
    created_at: Timestamp.fromMillis(startedAt + 1000 - index * 1000),
  };
}

/**
 * Brings the leads collection up to `total` documents (seed leads included) with bench leads on stable ids,
 * written in parallel batches of 500 through firebase-admin (which the rules do not apply to).
 */
export async function topUpLeads(db: Firestore, total: number): Promise<number> {
  const leads = db.collection(COLLECTIONS.leads);
  const all = (await leads.count().get()).data().count;
  const benchIds = leads
    .where(FieldPath.documentId(), '>=', ID_PREFIX)
    .where(FieldPath.documentId(), '<', `${ID_PREFIX}\uf8ff`);
  const seedLeads = all - (await benchIds.count().get()).data().count;
  const startedAt = Date.now();
  const indexes = Array.from({ length: Math.max(0, total - seedLeads) }, (_, index) => index);
  const batches: number[][] = [];
  for (let start = 0; start < indexes.length; start += BATCH_SIZE)
    batches.push(indexes.slice(start, start + BATCH_SIZE));
  // 100,000 leads would otherwise queue 200,000 trigger runs that the emulator works through one at a time.
  await setBackgroundTriggers(false);
  try {
    for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
      await Promise.all(
        batches.slice(start, start + PARALLEL_BATCHES).map((slice) => {
          const batch = db.batch();
          for (const index of slice)
            batch.set(leads.doc(`${ID_PREFIX}${index}`), benchLead(index, startedAt));
          return batch.commit();
        }),
      );
    }
  } finally {
    await setBackgroundTriggers(true);
  }
  return (await leads.count().get()).data().count;
}
