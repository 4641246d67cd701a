import cors from 'cors';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { parseSiteHosts } from '../shared/deploySettings';
import { originEnv } from '../shared/params';
import type { OriginEnv } from '../shared/siteOrigin';

type Handler = (req: Request, res: Response) => void | Promise<void>;

/**
 * Origins allowed to call the public API from a browser: the project's own Hosting domains, custom domains in
 * SITE_HOSTS, and local hosts on the emulators. Through the Hosting rewrite the call is same-origin anyway.
 */
export function publicApiOrigins(env: OriginEnv): (string | RegExp)[] {
  const origins: (string | RegExp)[] = [];
  const project = env.GCLOUD_PROJECT;
  if (project) origins.push(`https://${project}.web.app`, `https://${project}.firebaseapp.com`);
  for (const host of parseSiteHosts(env.SITE_HOSTS)) origins.push(`https://${host}`);
  if (env.FUNCTIONS_EMULATOR === 'true') origins.push(/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/);
  return origins;
}

/**
 * CORS for the public API with the allowed origins worked out per request, so SITE_HOSTS is read when the
 * function runs (onRequest's `cors` option would fix the list when the module loads). A preflight is answered
 * here and never reaches the handler.
 */
export function withPublicCors(handler: Handler, origins = () => publicApiOrigins(originEnv())): Handler {
  const middleware = cors({ origin: (_origin, callback) => callback(null, origins()) });
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      res.on('finish', () => resolve());
      middleware(req, res, () => Promise.resolve(handler(req, res)).then(resolve, reject));
    });
}
