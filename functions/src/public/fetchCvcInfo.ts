import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import type { CvcInfo } from '@cvc/domain';
import { CVC_INFO_ERRORS, cachedFindCvcInfo, parseCvcName } from './cvcDirectory';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { withPublicCors } from './publicCors';

// GET /api/cvc-info?name=… (Hosting rewrite): the sector of a CVC a news item mentions. Directory entries
// change rarely, so answers are cached for an hour; a miss is cached briefly so a typo is not hammered.
export const CVC_INFO_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';
export const CVC_MISS_CACHE_CONTROL = 'public, max-age=300';

/** What the handler depends on, injectable so that its checks are tested without deploying. */
export type CvcInfoDeps = { find?: (key: string) => Promise<CvcInfo | null> };

/**
 * GET only. No App Check, like the market figures: an article's mentions are public, and a visitor reading
 * them must not need reCAPTCHA; the CDN and the directory's memo bound what a flood costs.
 */
export function cvcInfoHandler({ find = cachedFindCvcInfo }: CvcInfoDeps = {}) {
  return async (req: Request, res: Response): Promise<void> => {
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
