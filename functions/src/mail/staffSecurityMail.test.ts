import { describe, expect, it } from 'vitest';
import { factorAddedMail, factorRemovedMail, factorsResetMail } from './staffSecurityMail';

const member = { email: 'ana@cvc.org.br', name: 'Ana' };
// 14:05 in São Paulo.
const at = new Date('2026-11-27T17:05:00Z');

describe('staff security mails', () => {
  it('name the account, the factor and the time in São Paulo when a factor is added', () => {
    const mail = factorAddedMail(member, { kind: 'phone', label: 'Celular' }, at);
    expect(mail.subject).toBe('Segundo fator cadastrado na sua conta do painel');
    expect(mail.text).toContain('ana@cvc.org.br');
    expect(mail.text).toContain('SMS · Celular');
    expect(mail.text).toContain('27/11/2026 14:05');
  });

  it('say a factor was removed', () => {
    const mail = factorRemovedMail(member, { kind: 'totp', label: null }, at);
    expect(mail.subject).toBe('Segundo fator removido da sua conta do painel');
    expect(mail.text).toContain('Aplicativo autenticador');
  });

  it('say who reset the factors: an admin by name, or the command line', () => {
    const byAdmin = factorsResetMail(member, { admin: 'Bruno (bruno@cvc.org.br)' }, at);
    expect(byAdmin.subject).toBe('O segundo fator da sua conta do painel foi redefinido');
    expect(byAdmin.text).toContain('Bruno (bruno@cvc.org.br)');
    expect(byAdmin.text).toContain('27/11/2026 14:05');
    expect(byAdmin.html).toContain('ana@cvc.org.br');
    expect(factorsResetMail(member, 'cli', at).text).toContain('linha de comando');
  });
});
