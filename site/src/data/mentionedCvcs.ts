import { normaliseCvcName, type CvcInfo } from '@cvc/domain';
import { CVC_INFO_PATH } from '@cvc/web';

/** A CVC an article mentions: its sector when the directory knows the name, the name alone otherwise. */
export interface MentionedCvc {
  name: string;
  sector: string | null;
}

export type CvcLookup = (name: string) => Promise<CvcInfo | null>;

let serverLookup: CvcLookup | undefined;

/**
 * The server render answers from the directory itself (functions/src/render/serverRender.ts): a function
 * calling its own HTTP endpoint would pay a round trip.
 */
export function serveCvcInfoFrom(lookup: CvcLookup): void {
  serverLookup = lookup;
}

/** GET /api/cvc-info?name=…: the directory's entry, or null for a name it does not know (404). */
async function requestCvcInfo(name: string): Promise<CvcInfo | null> {
  const response = await fetch(`${CVC_INFO_PATH}?name=${encodeURIComponent(name)}`, {
    // No App Check token: the endpoint asks none, so reading an article never loads reCAPTCHA.
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`cvc info: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: CvcInfo };
  return body.data ?? null;
}

/**
 * Each distinct name once, in the staff's order. An unknown name, or a lookup that fails, shows the name as
 * staff wrote it: a mention is part of the article, the sector only adds to it.
 */
export async function fetchMentionedCvcs(
  names: readonly string[],
  lookup: CvcLookup = serverLookup ?? requestCvcInfo,
): Promise<MentionedCvc[]> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = normaliseCvcName(name);
    if (key && !byKey.has(key)) byKey.set(key, name.trim());
  }
  return Promise.all(
    [...byKey.values()].map(async (name): Promise<MentionedCvc> => {
      try {
        const info = await lookup(name);
        return info ? { name: info.name, sector: info.sector } : { name, sector: null };
      } catch (error) {
        console.warn(`CVC info for "${name}" failed`, error);
        return { name, sector: null };
      }
    }),
  );
}
