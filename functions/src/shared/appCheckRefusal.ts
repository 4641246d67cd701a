// The App Check decision of the endpoints that cause mail, free of the Admin SDK so it can be tested alone: the
// Admin SDK's verifyToken(token, { consume: true }) (or a callable's consumeAppCheckToken) is its only input.

/** What checking a request's token found: no token, one App Check rejected, or one it verified. */
export type TokenCheck =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'verified'; alreadyConsumed?: boolean | undefined };

export const APP_CHECK_REFUSALS = {
  missingOrInvalid: 'App Check token missing or invalid',
  replayed: 'App Check token already used',
} as const;

/**
 * Why an enforcing endpoint refuses the request, or undefined when it may go on. A limited-use token is good for
 * one request: App Check marks it consumed on the first verification and answers `alreadyConsumed: true` after,
 * so a copied token buys one mail, not one per forged address.
 */
export function appCheckRefusal(check: TokenCheck): string | undefined {
  if (check.kind !== 'verified') return APP_CHECK_REFUSALS.missingOrInvalid;
  return check.alreadyConsumed === true ? APP_CHECK_REFUSALS.replayed : undefined;
}
