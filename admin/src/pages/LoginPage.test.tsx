import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { renderInAdmin } from '../test/renderInAdmin';
import { LoginPage } from './LoginPage';

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
});
