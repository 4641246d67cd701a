import { describe, expect, it } from 'vitest';
import {
  factorAddedMail,
  factorCodeMail,
  factorRemovedMail,
  factorsResetMail,
  unconfirmedFactorRemovedMail,
} from './staffSecurityMail';

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
    const link = 'https://cvc.example/reset?oobCode=abc';
    const byAdmin = factorsResetMail(member, { admin: 'Bruno (bruno@cvc.org.br)' }, at, link);
    expect(byAdmin.subject).toBe('O segundo fator da sua conta do painel foi redefinido');
    expect(byAdmin.text).toContain('Bruno (bruno@cvc.org.br)');
    expect(byAdmin.text).toContain('27/11/2026 14:05');
    expect(byAdmin.html).toContain('ana@cvc.org.br');
    expect(factorsResetMail(member, 'cli', at, link).text).toContain('linha de comando');
  });

  it('end the password with a reset and give the link to set a new one', () => {
    const link = 'https://cvc.example/reset?oobCode=abc';
    const mail = factorsResetMail(member, 'cli', at, link);
    expect(mail.text).toContain('a sua senha deixou de valer');
    expect(mail.text).toContain(link);
  });

  it('carry the confirmation code with its lifetime, the phone it confirms, and what to do if it was not you', () => {
    const mail = factorCodeMail(member, { kind: 'phone', label: 'Celular · final 0101' }, '482913', 15, at);
    expect(mail.subject).toBe('482913 é o código para confirmar o segundo fator do painel');
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('15 minutos');
    expect(mail.text).toContain('final 0101');
    expect(mail.text).toContain('alguém conhece a sua senha');
  });

  it('say an unconfirmed factor was removed and the password ended, with the link', () => {
    const link = 'https://cvc.example/reset?oobCode=xyz';
    const mail = unconfirmedFactorRemovedMail(
      member,
      { kind: 'phone', label: 'Celular · final 9999' },
      at,
      link,
    );
    expect(mail.subject).toBe('Segundo fator não confirmado removido da sua conta do painel');
    expect(mail.text).toContain('final 9999');
    expect(mail.text).toContain(link);
  });
});
