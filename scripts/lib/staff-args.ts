import { parseArgs } from 'node:util';
import { PERMISSION_KEYS, isPermissionKey, unknownPermissionKeys } from '@cvc/domain';
import type { PermissionKey } from '@cvc/domain';

export const STAFF_CREATE_USAGE = `usage: npm run staff:create -- --email <email> (--admin | --perms <key,key,...>)
         [--name <name>] [--project <firebase project id>]

Creates a staff login and its admin_users record, or grants an existing one; a new member is mailed the link to
set their own password and then enrols a phone, confirmed by a code mailed to them. Targets the local emulators
unless --project names a real project (credentials from GOOGLE_APPLICATION_CREDENTIALS).
Permission keys: ${PERMISSION_KEYS.join(', ')}`;

export interface StaffCreateOptions {
  email: string;
  name: string;
  role: 'admin' | null;
  permissions: PermissionKey[];
  /** null: the local emulators (project demo-cvc). */
  project: string | null;
}

export class StaffArgsError extends Error {}

/** Parses the CLI arguments; every mistake is a StaffArgsError whose message tells what to fix. */
export function parseStaffArgs(argv: readonly string[]): StaffCreateOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        admin: { type: 'boolean', default: false },
        perms: { type: 'string' },
        project: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new StaffArgsError((error as Error).message);
  }

  const email = values.email?.trim() ?? '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new StaffArgsError('--email must be an email address.');
  // A password on a command line stays in the shell's history and the process list, and whoever typed it
  // could sign in as the member: the member sets their own through the mailed link.
  if (values.password !== undefined) {
    throw new StaffArgsError('--password is not taken: the member sets their own through the mailed link.');
  }
  if (values.admin === (values.perms !== undefined)) {
    throw new StaffArgsError('Give exactly one of --admin or --perms <key,key,...>.');
  }

  let permissions: PermissionKey[] = [];
  if (values.perms !== undefined) {
    const keys = values.perms.split(',').map((key) => key.trim()).filter(Boolean);
    const unknown = unknownPermissionKeys(keys);
    if (unknown.length > 0) {
      throw new StaffArgsError(
        `Unknown permission key${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Valid keys: ${PERMISSION_KEYS.join(', ')}.`,
      );
    }
    if (keys.length === 0) throw new StaffArgsError('--perms needs at least one key.');
    permissions = keys.filter(isPermissionKey);
  }

  const project = values.project?.trim() || null;
  if (values.project !== undefined && !project) throw new StaffArgsError('--project needs a project id.');
  return {
    email,
    name: values.name?.trim() || email.split('@')[0]!,
    role: values.admin ? 'admin' : null,
    permissions,
    project,
  };
}
