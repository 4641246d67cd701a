import { SITE_SEARCH_COLLECTION, siteSearchTokens } from '@cvc/domain';
import { tallyRestReads } from '../../bench/firestore-reads';
import { adminFirestore } from '../../support/admin-firestore';
import { expect, test } from '../../support/test';

// What a search costs, read from the wire: a word held by more entries than a query reads (130) is answered
// from the newest 120 entries, whatever the index holds (docs/decisions/site-search.md).

const WORD = `leiturax${Date.now().toString(36).replace(/\d/g, '')}`;
const ENTRIES = 130;

test('a search reads at most 120 entries, however many hold its word', async ({ page }) => {
  const db = adminFirestore();
  const ids = Array.from({ length: ENTRIES }, (_, i) => `e2e-reads-${WORD}-${i}`);
  try {
    const batch = db.batch();
    ids.forEach((id, i) =>
      batch.set(db.collection(SITE_SEARCH_COLLECTION).doc(id), {
        kind: 'news',
        // The Portuguese search's entries, as the trigger writes them.
        language: 'pt',
        content_language: 'pt',
        title: `Entrada ${i} ${WORD}`,
        summary: 'Resumo.',
        path: '/noticias',
        date: new Date(Date.UTC(2020, 0, 1 + i)),
        tokens: siteSearchTokens(WORD),
        visible_from: new Date(Date.UTC(2020, 0, 1 + i)),
        visible_until: null,
      }),
    );
    await batch.commit();

    await page.goto(`/busca?q=${WORD}`);
    await expect(page.getByRole('status')).toHaveText(`120 resultados para “${WORD}”`);
    const results = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(results).toHaveCount(12);
    await expect(results.first()).toContainText(`Entrada ${ENTRIES - 1} ${WORD}`);

    // Page 2 is read in the browser, through the same query the server ran for page 1.
    const reads = tallyRestReads(page, process.env.FIRESTORE_EMULATOR_HOST!);
    await page.getByRole('button', { name: /Próxima/ }).click();
    await expect(results.first()).toContainText(`Entrada ${ENTRIES - 13} ${WORD}`);
    const tally = await reads.settle();
    expect(tally.byCollection[SITE_SEARCH_COLLECTION]).toBe(120);
  } finally {
    const cleanup = db.batch();
    for (const id of ids) cleanup.delete(db.collection(SITE_SEARCH_COLLECTION).doc(id));
    await cleanup.commit();
  }
});
