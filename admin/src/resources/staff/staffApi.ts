import { collection, onSnapshot } from 'firebase/firestore';
import { COLLECTIONS, permissionKeys } from '@cvc/domain';
import type { PermissionKey } from '@cvc/domain';
import { db } from '../../providers/firebase';

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  admin: boolean;
  keys: PermissionKey[];
  leadAlerts: boolean;
};

/** admin_users is small (a team, not a customer list): one live listener keeps the screen current. */
export function subscribeToStaff(onStaff: (staff: StaffMember[]) => void, onError: (error: Error) => void) {
  return onSnapshot(
    collection(db, COLLECTIONS.adminUsers),
    (snapshot) =>
      onStaff(
        snapshot.docs
          .map((d) => {
            const data = d.data();
            return {
              id: d.id,
              email: typeof data.email === 'string' ? data.email : '',
              name: typeof data.name === 'string' ? data.name : '',
              admin: data.role === 'admin',
              keys: permissionKeys(data.permissions as Record<string, unknown> | undefined),
              leadAlerts: data.lead_alerts === true,
            };
          })
          .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email, 'pt-BR')),
      ),
    onError,
  );
}

/** The server's Portuguese message; the web SDK appends the HTTP status (' [403]'), which users need not see. */
export function staffErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ \[\d{3}\]$/, '');
}
