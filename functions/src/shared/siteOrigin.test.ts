import { describe, expect, it } from 'vitest';
import { absoluteUrl, allowedHosts, siteOrigin } from './siteOrigin';

const prod = { GCLOUD_PROJECT: 'cvc-prod', SITE_HOSTS: 'www.cvc.org.br, cvc.org.br' };

describe('siteOrigin', () => {
  it('believes the forwarded host when it is one of ours', () => {
    expect(siteOrigin({ 'x-forwarded-host': 'www.cvc.org.br', host: 'fn.run.app' }, prod)).toBe(
      'https://www.cvc.org.br',
    );
    expect(siteOrigin({ host: 'cvc-prod.web.app' }, prod)).toBe('https://cvc-prod.web.app');
  });

  it('takes the first of several forwarded hosts', () => {
    expect(siteOrigin({ 'x-forwarded-host': 'cvc.org.br, proxy.internal' }, prod)).toBe('https://cvc.org.br');
  });

  it('falls back to the first known host for a forged or unknown host', () => {
    expect(siteOrigin({ 'x-forwarded-host': 'evil.example' }, prod)).toBe('https://www.cvc.org.br');
    expect(siteOrigin({ host: 'evil.example' }, { GCLOUD_PROJECT: 'p' })).toBe('https://p.web.app');
  });

  it('accepts local hosts over http only under the emulator', () => {
    const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-cvc' };
    expect(siteOrigin({ 'x-forwarded-host': '127.0.0.1:5000' }, emulator)).toBe('http://127.0.0.1:5000');
    expect(siteOrigin({ host: 'localhost:5000' }, emulator)).toBe('http://localhost:5000');
    expect(siteOrigin({ host: '127.0.0.1:5000' }, prod)).toBe('https://www.cvc.org.br');
  });

  it('never falls back to a public host under the emulator', () => {
    const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-cvc' };
    expect(siteOrigin({ 'x-forwarded-host': 'evil.example' }, emulator)).toBe('http://127.0.0.1:5000');
  });

  it('lists custom hosts before the project defaults', () => {
    expect(allowedHosts(prod)).toEqual([
      'www.cvc.org.br',
      'cvc.org.br',
      'cvc-prod.web.app',
      'cvc-prod.firebaseapp.com',
    ]);
  });
});

describe('absoluteUrl', () => {
  it('prefixes site-relative paths and keeps absolute URLs', () => {
    expect(absoluteUrl('https://a.org', '/images/x.svg')).toBe('https://a.org/images/x.svg');
    expect(absoluteUrl('https://a.org', 'images/x.svg')).toBe('https://a.org/images/x.svg');
    expect(absoluteUrl('https://a.org', 'https://cdn.org/x.png')).toBe('https://cdn.org/x.png');
  });
});
