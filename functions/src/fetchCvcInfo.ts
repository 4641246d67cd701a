import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { adminApp } from './adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { CVC_DIRECTORY_COLLECTION, CVC_NAME_MAX, normaliseCvcName, type CvcInfo } from '@cvc/domain';
import { PUBLIC_HTTP_OPTIONS } from './options';
import { withPublicCors } from './publicCors';
import { type AppCheckOptions, requireAppCheck } from './appCheck';
import { ttlCache } from './ttlCache';

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

/** The directory entry whose normalised name is `key`, or null. */
export async function findCvcInfo(key: string): Promise<CvcInfo | null> {
  const snapshot = await getFirestore(adminApp())
    .collection(CVC_DIRECTORY_COLLECTION)
    .where('name_key', '==', key)
    .limit(5)
    .get();
  return snapshot.docs.map((doc) => toCvcInfo(doc.id, doc.data())).find((item) => item !== null) ?? null;
}

/** How long an instance remembers a name's answer (found or not), so a repeated lookup reads nothing. */
export const CVC_MEMO_MS = 60_000;
const memo = ttlCache<CvcInfo | null>({ ttlMs: CVC_MEMO_MS, max: 500 });

/** findCvcInfo, read from Firestore at most once a minute per name and instance. */
export const cachedFindCvcInfo = (key: string) => memo(key, () => findCvcInfo(key));

/** The server render's lookup (serverRender.ts): GET /api/cvc-info's answer, without the HTTP round trip. */
export async function lookupCvcInfo(name: string): Promise<CvcInfo | null> {
  const parsed = parseCvcName(name);
  return 'error' in parsed ? null : cachedFindCvcInfo(parsed.key);
}

/** What the handler depends on, injectable so that its checks are tested without deploying. */
export type CvcInfoDeps = { find?: (key: string) => Promise<CvcInfo | null>; appCheck?: AppCheckOptions };

/** GET only; then App Check (401 when enforced and the token is missing or invalid), before any read. */
export function cvcInfoHandler({ find = cachedFindCvcInfo, appCheck }: CvcInfoDeps = {}) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET') {
      res.status(405).set('Allow', 'GET').json({ error: 'Method not allowed' });
      return;
    }
    if (!(await requireAppCheck(req, res, appCheck))) return;
    const parsed = parseCvcName(req.query.name);
    if ('error' in parsed) {
      res.status(400).set('Cache-Control', 'no-store').json({ error: parsed.error });
      return;
    }
    try {
      const info = await find(parsed.key);
      if (!info) {
        res
          .status(404)
          .set('Cache-Control', CVC_MISS_CACHE_CONTROL)
          .json({ error: CVC_INFO_ERRORS.notFound });
        return;
      }
      res.set('Cache-Control', CVC_INFO_CACHE_CONTROL).json({ data: info });
    } catch (error) {
      logger.error('fetchCvcInfo failed', error);
      res.status(500).set('Cache-Control', 'no-store').json({ error: 'Erro ao consultar o CVC' });
    }
  };
}

export const fetchCvcInfo = onRequest(PUBLIC_HTTP_OPTIONS, withPublicCors(cvcInfoHandler()));
