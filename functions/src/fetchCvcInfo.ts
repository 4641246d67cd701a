import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { adminApp } from './adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { CVC_DIRECTORY_COLLECTION, CVC_NAME_MAX, normaliseCvcName, type CvcInfo } from '@cvc/domain';
import { publicApiOrigins } from './fetchMarketIntelligence';

// GET /api/cvc-info?name=… (Hosting rewrite): the sector of a CVC a news item mentions. Directory entries
// change rarely, so answers are cached for an hour; a miss is cached briefly so a typo is not hammered.
export const CVC_INFO_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';
export const CVC_MISS_CACHE_CONTROL = 'public, max-age=300';

export const CVC_INFO_ERRORS = {
  missingName: "Informe o parâmetro 'name' com o nome do CVC.",
  nameTooLong: `O parâmetro 'name' aceita no máximo ${CVC_NAME_MAX} caracteres.`,
  notFound: 'CVC não encontrado.',
} as const;

/** The lookup key for ?name=, or the 400 message. A repeated parameter counts as malformed. */
export function parseCvcName(raw: unknown): { key: string } | { error: string } {
  if (typeof raw !== 'string' || raw.trim() === '') return { error: CVC_INFO_ERRORS.missingName };
  if (raw.trim().length > CVC_NAME_MAX) return { error: CVC_INFO_ERRORS.nameTooLong };
  return { key: normaliseCvcName(raw) };
}

/** SPEC §3 CVC info; entries without a name or sector are treated as absent (empty results are dropped). */
export function toCvcInfo(id: string, data: Record<string, unknown>): CvcInfo | null {
  const { name, sector } = data;
  if (typeof name !== 'string' || !name.trim() || typeof sector !== 'string' || !sector.trim()) return null;
  return { id, name, sector };
}

export const fetchCvcInfo = onRequest({ cors: publicApiOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Method not allowed' });
    return;
  }
  const parsed = parseCvcName(req.query.name);
  if ('error' in parsed) {
    res.status(400).set('Cache-Control', 'no-store').json({ error: parsed.error });
    return;
  }
  try {
    const db = getFirestore(adminApp());
    const snapshot = await db
      .collection(CVC_DIRECTORY_COLLECTION)
      .where('name_key', '==', parsed.key)
      .limit(5)
      .get();
    const info = snapshot.docs.map((doc) => toCvcInfo(doc.id, doc.data())).find((item) => item !== null);
    if (!info) {
      res.status(404).set('Cache-Control', CVC_MISS_CACHE_CONTROL).json({ error: CVC_INFO_ERRORS.notFound });
      return;
    }
    res.set('Cache-Control', CVC_INFO_CACHE_CONTROL).json({ data: info });
  } catch (error) {
    logger.error('fetchCvcInfo failed', error);
    res.status(500).set('Cache-Control', 'no-store').json({ error: 'Erro ao consultar o CVC' });
  }
});
