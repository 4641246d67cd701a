import { getFirestore } from 'firebase-admin/firestore';
import { CVC_DIRECTORY_COLLECTION, CVC_NAME_MAX, normaliseCvcName, type CvcInfo } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { ttlCache } from '../shared/ttlCache';

// The CVC directory lookup behind GET /api/cvc-info (fetchCvcInfo.ts) and the articles' server render
// (serverRender.ts). No function is declared here, so the renderer can use it without the functions' options.

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
