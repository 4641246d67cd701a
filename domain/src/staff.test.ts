import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, permissionKeys, permissionsMap, unknownPermissionKeys } from './staff';

describe('staff helpers', () => {
  it('maps keys to a true-or-absent map and back in SPEC order', () => {
    expect(permissionsMap(['rsvp', 'news'])).toEqual({ news: true, rsvp: true });
    expect(permissionKeys({ rsvp: true, news: true, leads: false, bogus: true })).toEqual(['news', 'rsvp']);
    expect(permissionKeys(null)).toEqual([]);
  });

  it('names the entries that are not permission keys', () => {
    expect(unknownPermissionKeys(['news', 'root', 7])).toEqual(['root', '7']);
  });

  it('words the errors in Portuguese, singular and plural', () => {
    expect(STAFF_MESSAGES.unknownKeys(['root'])).toBe('Permissão desconhecida: root.');
    expect(STAFF_MESSAGES.unknownKeys(['root', 'sudo'])).toBe('Permissões desconhecidas: root, sudo.');
    expect(STAFF_MESSAGES.notAdmin).toBe('Apenas administradores podem gerenciar a equipe.');
    expect(STAFF_MESSAGES.sessionEnded).toBe('Sua sessão foi encerrada. Entre novamente.');
    expect(STAFF_MESSAGES.lastAdmin).toBe('A equipe precisa de pelo menos um administrador.');
    expect(STAFF_MESSAGES.signUpClosed).toBe(
      'Não é possível criar contas por aqui. O acesso ao painel é dado por convite de um administrador.',
    );
  });
});
