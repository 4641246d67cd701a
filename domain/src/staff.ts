import { PERMISSION_KEYS, isPermissionKey } from './permissions';
import type { PermissionKey, Permissions } from './permissions';

// Staff management (the Equipe screen and its callable functions, named with their paths in @cvc/web). The
// functions send these texts in their errors and the console shows them as they come, so they live here once.
export const STAFF_MESSAGES = {
  unauthenticated: 'Faça login para gerenciar a equipe.',
  notAdmin: 'Apenas administradores podem gerenciar a equipe.',
  unknownKeys: (keys: readonly string[]) =>
    keys.length === 1
      ? `Permissão desconhecida: ${keys[0]}.`
      : `Permissões desconhecidas: ${keys.join(', ')}.`,
  invalidEmail: 'Informe um e-mail válido.',
  nameRequired: 'Informe o nome do membro da equipe.',
  invalidRequest: 'Pedido inválido.',
  alreadyStaff: 'Este e-mail já pertence a um membro da equipe.',
  notFound: 'Membro da equipe não encontrado.',
  removeSelf: 'Você não pode remover o seu próprio acesso.',
  demoteSelf: 'Você não pode retirar o seu próprio papel de administrador.',
  sessionEnded: 'Sua sessão foi encerrada. Entre novamente.',
  secondFactorRequired:
    'Confirme o segundo fator (o código enviado por SMS) para usar o painel. Entre novamente.',
  resetSelf: 'Você não pode redefinir o seu próprio segundo fator por aqui.',
  lastAdmin: 'A equipe precisa de pelo menos um administrador.',
  signUpClosed:
    'Não é possível criar contas por aqui. O acesso ao painel é dado por convite de um administrador.',
} as const;

export type StaffInviteRequest = {
  email: string;
  name: string;
  role?: 'admin' | null;
  /** The keys to grant; ignored for admins, who hold every key. */
  permissions: PermissionKey[];
  /** An email for each new lead; only members holding `leads` (or admins) receive them. */
  lead_alerts?: boolean;
};

/**
 * Whether the password-setting link went to the member by email. When it did, the answer holds no secret (an
 * admin who saw the link or password could act under the member's name); otherwise it carries the one-time
 * password and the link, which the console shows once, to be passed on by hand.
 */
export type StaffInviteResult =
  | { uid: string; email: string; emailed: true }
  | {
      uid: string;
      email: string;
      emailed: false;
      /** Every invite makes a new account, so there is always one. */
      oneTimePassword: string;
      /** Lets the new member choose their own password. */
      resetLink: string;
    };

export type StaffUpdateRequest = {
  uid: string;
  name?: string;
  role?: 'admin' | null;
  permissions: PermissionKey[];
  /** Left unchanged when absent. */
  lead_alerts?: boolean;
};

export type StaffRemoveRequest = { uid: string };

/** Equipe's "Redefinir segundo fator": the member's factors are removed and their sessions end. */
export type StaffResetFactorsRequest = { uid: string };

/** The set of keys as the `permissions` map of `admin_users` stores it (true or absent). */
export function permissionsMap(keys: readonly PermissionKey[]): Permissions {
  const map: Permissions = {};
  for (const key of PERMISSION_KEYS) if (keys.includes(key)) map[key] = true;
  return map;
}

/** The keys a stored map grants, in SPEC order; anything but a literal true is not a grant. */
export function permissionKeys(map: Readonly<Record<string, unknown>> | null | undefined): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => map?.[key] === true);
}

/** Entries of a request that are not permission keys, so an error can name them. */
export function unknownPermissionKeys(keys: readonly unknown[]): string[] {
  return keys.filter((key) => !isPermissionKey(key)).map(String);
}
