import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { renderInAdmin } from '../test/renderInAdmin';
import { LoginPage } from './LoginPage';
import { passwordResetOutcome } from './passwordResetOutcome';

afterEach(() => sessionStorage.clear());

const signedOut: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(new Error('signed out')),
  checkError: async () => undefined,
  getPermissions: async () => null,
};
const SENT =
  'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira a caixa de entrada e o spam.';

function authError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

async function openReset(sendReset: (email: string) => Promise<void>, typedLogin = '') {
  renderInAdmin(<LoginPage sendReset={sendReset} />, signedOut);
  if (typedLogin) await userEvent.type(screen.getByLabelText(/Login/), typedLogin);
  await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
  expect(screen.getByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
}

async function request(email: string) {
  const field = screen.getByLabelText(/E-mail/);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
}

describe('password reset on the login page', () => {
  it('sends the reset to the address typed, reading Enviando... meanwhile, then says it was sent', async () => {
    let done: () => void = () => undefined;
    const sendReset = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    await openReset(sendReset, 'ana@cvc.org.br');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@cvc.org.br');
    await request(' ana@cvc.org.br ');
    expect(sendReset).toHaveBeenCalledWith('ana@cvc.org.br');
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    done();
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    await openReset(() => Promise.reject(authError('auth/user-not-found')));
    await request('ninguem@cvc.org.br');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a malformed address without asking Auth', async () => {
    const sendReset = vi.fn(async () => undefined);
    await openReset(sendReset, 'admin');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    await request('ana@cvc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Informe um e-mail válido, como nome@empresa.com.br.',
    );
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('says when the network failed, keeping the address to try again', async () => {
    await openReset(() => Promise.reject(authError('auth/network-request-failed')));
    await request('ana@cvc.org.br');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@cvc.org.br');
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeEnabled();
  });

  it.each([
    ['auth/too-many-requests', 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'],
    ['auth/internal-error', 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.'],
  ])('says what went wrong on %s', async (code, message) => {
    await openReset(() => Promise.reject(authError(code)));
    await request('ana@cvc.org.br');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('goes back to the sign-in form', async () => {
    await openReset(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});

it('maps every Auth answer to one of the page messages', () => {
  expect(passwordResetOutcome(null)).toBe('sent');
  expect(passwordResetOutcome(authError('auth/user-not-found'))).toBe('sent');
  expect(passwordResetOutcome(authError('auth/user-disabled'))).toBe('sent');
  expect(passwordResetOutcome(authError('auth/invalid-email'))).toBe('invalidEmail');
  expect(passwordResetOutcome(authError('auth/missing-email'))).toBe('invalidEmail');
  expect(passwordResetOutcome(authError('auth/network-request-failed'))).toBe('network');
  expect(passwordResetOutcome(authError('auth/too-many-requests'))).toBe('tooMany');
  expect(passwordResetOutcome(authError('auth/internal-error'))).toBe('failed');
  expect(passwordResetOutcome('failed')).toBe('failed');
});
