import { createHash } from 'node:crypto';
import { personalDataKey } from '@cvc/domain';

/**
 * The address as the records that must hold no personal data name it (erasures, unsubscribes): the sha256 hex
 * of its trimmed, lower-case form. It identifies an address someone already knows, nothing more.
 */
export function addressHash(email: string): string {
  return createHash('sha256').update(personalDataKey(email)).digest('hex');
}
