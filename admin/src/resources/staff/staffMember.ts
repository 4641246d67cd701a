import { permissionKeys, type PermissionKey } from '@cvc/domain';
import type { RaRecord } from 'react-admin';

/** A row of Equipe: an admin_users record as the screen reads it. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  admin: boolean;
  keys: PermissionKey[];
  leadAlerts: boolean;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Tolerant of a record written by hand: a missing field shows blank and grants nothing. */
export function toStaffMember(record: RaRecord): StaffMember {
  return {
    id: String(record.id),
    email: text(record.email),
    name: text(record.name),
    admin: record.role === 'admin',
    keys: permissionKeys(record.permissions as Record<string, unknown> | undefined),
    leadAlerts: record.lead_alerts === true,
  };
}

/**
 * The team by name, as a person reads Portuguese (accents do not sort last); a member with no name by email.
 * In the browser, not in the query: Firestore's order would leave out a record without a name.
 */
export function byName(a: StaffMember, b: StaffMember): number {
  return (a.name || a.email).localeCompare(b.name || b.email, 'pt-BR');
}
