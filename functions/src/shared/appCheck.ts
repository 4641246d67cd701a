import { adminApp } from './adminApp';
import { getAppCheck } from 'firebase-admin/app-check';
import { APP_CHECK_HEADER } from '@cvc/web';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { Expression } from 'firebase-functions/params';
import { APP_CHECK_ENFORCE } from './params';

/**
 * App Check (reCAPTCHA Enterprise on the site) is switched on per deployment by the parameter
 * APP_CHECK_ENFORCE=true in functions/.env.<project id>. It stays off on the emulators, where no browser can
 * obtain a real token. See README "App Check".
 */
export function isAppCheckEnforced(): boolean {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return false;
  return APP_CHECK_ENFORCE.value();
}

/** Spread into onCall options: `onCall({ ...appCheckCallableOptions() }, handler)`. */
export function appCheckCallableOptions(): { enforceAppCheck: boolean | Expression<boolean> } {
  return { enforceAppCheck: process.env.FUNCTIONS_EMULATOR === 'true' ? false : APP_CHECK_ENFORCE };
}

export type AppCheckVerifier = (token: string) => Promise<unknown>;

/** Injected by tests; by default enforcement follows the environment and tokens are verified by the Admin SDK. */
export type AppCheckOptions = { enforced?: boolean; verify?: AppCheckVerifier };

const verifyWithAdmin: AppCheckVerifier = (token) => getAppCheck(adminApp()).verifyToken(token);

/**
 * For onRequest endpoints the site calls (market data, CVC info): when enforcement is on, answers 401 unless
 * the request carries a valid `X-Firebase-AppCheck` token. Returns whether the handler may go on.
 */
export async function requireAppCheck(
  req: Pick<Request, 'header'>,
  res: Pick<Response, 'status' | 'json'>,
  options: AppCheckOptions = {},
): Promise<boolean> {
  if (!(options.enforced ?? isAppCheckEnforced())) return true;
  const token = req.header(APP_CHECK_HEADER);
  const valid = token
    ? await (options.verify ?? verifyWithAdmin)(token).then(
        () => true,
        () => false,
      )
    : false;
  if (!valid) res.status(401).json({ error: 'App Check token missing or invalid' });
  return valid;
}
