import { expect, it } from 'vitest';
import { AUTH_LANGUAGE, inAuthLanguage } from './authLanguage';

const continueUrl = 'https://www.cvc.org.br/admin/login';

it('puts the action page in Brazilian Portuguese, keeping the code and the way back', () => {
  const link = `https://cvc-prod.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=abc-123&apiKey=key&continueUrl=${encodeURIComponent(continueUrl)}&lang=en`;
  const url = new URL(inAuthLanguage(link));
  expect(AUTH_LANGUAGE).toBe('pt-BR');
  expect(url.searchParams.getAll('lang')).toEqual(['pt-BR']);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    mode: 'resetPassword',
    oobCode: 'abc-123',
    apiKey: 'key',
    continueUrl,
    lang: 'pt-BR',
  });
  expect(`${url.origin}${url.pathname}`).toBe('https://cvc-prod.firebaseapp.com/__/auth/action');
});

it('adds the language to a link without one (the Auth emulator gives none)', () => {
  const link = 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=x&apiKey=fake-api-key';
  expect(new URL(inAuthLanguage(link)).searchParams.get('lang')).toBe('pt-BR');
});
