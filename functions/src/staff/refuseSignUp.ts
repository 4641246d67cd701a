import { HttpsError, beforeUserCreated } from 'firebase-functions/v2/identity';
import { STAFF_MESSAGES as MSG } from '@cvc/domain';

/**
 * Closes self-service sign-up. Anyone holding the public web config could otherwise create an email/password
 * account, for instance at a future staff member's address. Accounts are made only through the Admin SDK
 * (inviteStaff, the staff CLI, the seed), which never runs blocking functions. On a real project this needs
 * Firebase Authentication with Identity Platform.
 */
export const refuseSignUp = beforeUserCreated(() => {
  throw new HttpsError('permission-denied', MSG.signUpClosed);
});
