import { adminApp } from './adminApp';
import { getAppCheck } from 'firebase-admin/app-check';
import { APP_CHECK_HEADER } from '@cvc/web';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { Expression } from 'firebase-functions/params';
import { APP_CHECK_ENFORCE } from './params';
import { type TokenCheck, appCheckRefusal } from './appCheckRefusal';

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

/**
 * For a public callable that causes mail (the report download): its token is consumed on use, so the handler
 * can refuse a replayed one (`consumedTokenRefusal`); the site sends a limited-use token each time.
 */
export function consumingCallableOptions() {
  return { ...appCheckCallableOptions(), consumeAppCheckToken: true };
}

/** A callable's verdict on `request.app` (firebase-functions consumes the token but does not refuse a replay). */
export function consumedTokenRefusal(
  app: { alreadyConsumed?: boolean | undefined } | undefined,
  enforced: boolean = isAppCheckEnforced(),
): string | undefined {
  return enforced && app
    ? appCheckRefusal({ kind: 'verified', alreadyConsumed: app.alreadyConsumed })
    : undefined;
}

/** Verifies and consumes a token; resolves to what App Check says of it, rejects when it is not valid. */
export type AppCheckVerifier = (token: string) => Promise<{ alreadyConsumed?: boolean | undefined }>;

/** Injected by tests; by default enforcement follows the environment and tokens are verified by the Admin SDK. */
export type AppCheckOptions = { enforced?: boolean; verify?: AppCheckVerifier };

const verifyWithAdmin: AppCheckVerifier = (token) =>
  getAppCheck(adminApp()).verifyToken(token, { consume: true });

/**
 * For onRequest endpoints that cause mail (the mail release, the newsletter form): when enforcement is on,
 * answers 401 unless the request carries a valid `X-Firebase-AppCheck` token not used before; verifying consumes
 * it, so each request needs a fresh limited-use token. Returns whether the handler may go on.
 */
export async function requireAppCheck(
  req: Pick<Request, 'header'>,
  res: Pick<Response, 'status' | 'json'>,
  options: AppCheckOptions = {},
): Promise<boolean> {
  if (!(options.enforced ?? isAppCheckEnforced())) return true;
  const token = req.header(APP_CHECK_HEADER);
  const check: TokenCheck = token
    ? await (options.verify ?? verifyWithAdmin)(token).then(
        (verified): TokenCheck => ({ kind: 'verified', alreadyConsumed: verified.alreadyConsumed }),
        (): TokenCheck => ({ kind: 'invalid' }),
      )
    : { kind: 'missing' };
  const refusal = appCheckRefusal(check);
  if (refusal) res.status(401).json({ error: refusal });
  return refusal === undefined;
}
