import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { renderInAdmin } from '../test/renderInAdmin';
import { LoginPage } from './LoginPage';
import { peekSignOutReason, rememberSignOutReason } from '../providers/signOutReason';

afterEach(() => sessionStorage.clear());

function authWith(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    logout: async () => undefined,
    checkAuth: async () => Promise.reject(new Error('signed out')),
    checkError: async () => undefined,
    getPermissions: async () => null,
  };
}

describe('login page', () => {
  it('has Login, Senha and Entrar, both fields required', () => {
    renderInAdmin(
      <LoginPage />,
      authWith(async () => undefined),
    );
    expect(screen.getByLabelText(/Login/)).toBeRequired();
    expect(screen.getByLabelText(/Senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('reads Entrando... while signing in, then shows the red box on any failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    renderInAdmin(
      <LoginPage />,
      authWith(() => new Promise((_, reject) => (fail = reject))),
    );
    await userEvent.type(screen.getByLabelText(/Login/), 'admin@cvc.local');
    await userEvent.type(screen.getByLabelText(/Senha/), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    fail(new Error('auth/wrong-password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciais inválidas. Por favor, tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('says once why the console signed the member out, distinct from a failed sign-in', async () => {
    rememberSignOutReason('removed');
    let fail: (error: Error) => void = () => undefined;
    renderInAdmin(
      <LoginPage />,
      authWith(() => new Promise((_, reject) => (fail = reject))),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seu acesso ao painel foi removido. Fale com um administrador.',
    );
    expect(peekSignOutReason()).toBeNull();

    await userEvent.type(screen.getByLabelText(/Login/), 'ex-membro@cvc.local');
    await userEvent.type(screen.getByLabelText(/Senha/), 'antiga');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    fail(new Error('auth/user-disabled'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciais inválidas. Por favor, tente novamente.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('tells a member whose session was ended to sign in again', async () => {
    rememberSignOutReason('ended');
    renderInAdmin(
      <LoginPage />,
      authWith(async () => undefined),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão foi encerrada. Entre novamente.');
  });

  it('shows nothing before any attempt when the member signed out by themselves', () => {
    renderInAdmin(
      <LoginPage />,
      authWith(async () => undefined),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
