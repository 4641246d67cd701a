import { z } from '../zod';
import { PERMISSION_KEYS } from '../permissions';
import type { Permissions } from '../permissions';
import { requiredEmail, requiredText } from './fields';

/**
 * `admin_users/{uid}`, written only by admins. Unknown permission keys are rejected (a typo would otherwise
 * grant nothing silently); unticked boxes arrive as false and are dropped, because a key is either true or
 * absent. A non-admin role is left out rather than stored as null so the claims trigger sees one shape.
 * `lead_alerts` (an email for each new lead, to holders of `leads`) follows the same rule: true or absent.
 */
export const adminUserSchema = z
  .object({
    email: requiredEmail(),
    name: requiredText(),
    role: z.literal('admin').nullish(),
    permissions: z.partialRecord(z.enum(PERMISSION_KEYS), z.boolean()).nullish(),
    lead_alerts: z.boolean().nullish(),
  })
  .transform(({ role, permissions, lead_alerts, ...user }): AdminUserData => {
    const granted: Permissions = {};
    for (const key of PERMISSION_KEYS) {
      if (permissions?.[key] === true) granted[key] = true;
    }
    const alerts = lead_alerts === true ? { lead_alerts: true as const } : {};
    return role === 'admin'
      ? { ...user, role, permissions: granted, ...alerts }
      : { ...user, permissions: granted, ...alerts };
  });

export type AdminUserInput = z.input<typeof adminUserSchema>;
export type AdminUserData = {
  email: string;
  name: string;
  role?: 'admin';
  permissions: Permissions;
  lead_alerts?: true;
};
/** `id` is the Firebase Auth uid. */
export type AdminUser = AdminUserData & { id: string };
