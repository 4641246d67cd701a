import { defineSecret } from 'firebase-functions/params';

/**
 * The key of the unsubscribe links' HMAC, in Secret Manager (`npx firebase functions:secrets:set
 * UNSUBSCRIBE_SECRET`). Every function that sends visitor mail or answers the link declares it in `secrets`.
 * On the emulators its value is a fixed local one from functions/.env.demo-cvc, which is no real secret.
 */
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');
