import { getAppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions/v2';
import { adminApp } from '../shared/adminApp';
import { APP_CHECK_APP_ID } from '../shared/params';

// The renderer reads Firestore as an anonymous visitor (the rules decide what a page shows); when App Check is
// enforced on Firestore those reads must carry a token like a browser's. The Admin SDK mints one for the site's
// web app (it signs a custom token as the functions' service account, which needs the Service Account Token
// Creator role on itself) and every render of this instance shares it until shortly before it expires.

/** Lifetime asked of each token (App Check allows 30 minutes to 7 days): one mint per instance-hour. */
export const RENDERER_TOKEN_TTL_MS = 60 * 60_000;
/** A token is replaced this long before it expires, so no render starts with one about to lapse. */
export const RENDERER_TOKEN_RENEW_BEFORE_MS = 5 * 60_000;
/** After a failed mint, renders go on without a token (or with the last valid one) this long before a retry. */
export const RENDERER_TOKEN_RETRY_MS = 60_000;

export type MintAppCheckToken = (appId: string) => Promise<{ token: string; ttlMillis: number }>;

const mintWithAdmin: MintAppCheckToken = (appId) =>
  getAppCheck(adminApp()).createToken(appId, { ttlMillis: RENDERER_TOKEN_TTL_MS });

/** The web app the renderer's tokens are minted for: none on the emulators, which ignore App Check. */
export function rendererAppId(): string {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return '';
  return APP_CHECK_APP_ID.value().trim();
}

/**
 * A source of the renderer's App Check token: resolves to the cached token while it has more than
 * RENDERER_TOKEN_RENEW_BEFORE_MS left, mints a new one otherwise (one mint for concurrent callers), and to null
 * when no app id is set or minting fails and no valid token is left (the reads then go without one). Never throws.
 */
export function rendererAppCheckTokens({
  appId = rendererAppId,
  mint = mintWithAdmin,
  now = Date.now,
}: { appId?: () => string; mint?: MintAppCheckToken; now?: () => number } = {}): () => Promise<
  string | null
> {
  let current: { token: string; expiresAt: number } | undefined;
  let minting: Promise<void> | undefined;
  let retryAt = 0;

  const valid = () => (current && now() < current.expiresAt ? current.token : null);

  return async () => {
    const id = appId();
    if (!id) return null;
    if (current && now() < current.expiresAt - RENDERER_TOKEN_RENEW_BEFORE_MS) return current.token;
    if (now() < retryAt) return valid();
    minting ??= mint(id)
      .then(
        ({ token, ttlMillis }) => {
          current = { token, expiresAt: now() + ttlMillis };
        },
        (error: unknown) => {
          retryAt = now() + RENDERER_TOKEN_RETRY_MS;
          logger.error(
            `Minting the renderer's App Check token for ${id} failed: its reads go without one ` +
              "(refused while App Check is enforced on Firestore). Does the functions' service account have " +
              'the Service Account Token Creator role on itself (README, "App Check")?',
            error,
          );
        },
      )
      .finally(() => (minting = undefined));
    await minting;
    return valid();
  };
}
