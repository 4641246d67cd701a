import { describe, expect, it } from 'vitest';
import {
  DEPLOY_SETTINGS,
  DEPLOY_SETTING_NAMES,
  MAIL_RETRY_WINDOW_LIMIT_SECONDS,
  MAIL_TIMEOUT_SECONDS,
  deploySettingsSchema,
  mailRetryWindowSeconds,
  parseSiteHosts,
} from './deploySettings';

describe('parseSiteHosts', () => {
  it('splits, trims and lower-cases, dropping empty entries', () => {
    expect(parseSiteHosts(' WWW.cvc.org.br, cvc.org.br,, ')).toEqual(['www.cvc.org.br', 'cvc.org.br']);
    expect(parseSiteHosts('')).toEqual([]);
    expect(parseSiteHosts(undefined)).toEqual([]);
  });
});

describe('deploySettingsSchema', () => {
  const defaults = Object.fromEntries(
    DEPLOY_SETTING_NAMES.map((name) => [name, String(DEPLOY_SETTINGS[name].default)]),
  );

  it('accepts the defaults and reads numbers as numbers', () => {
    expect(deploySettingsSchema.parse(defaults)).toEqual({
      SITE_HOSTS: '',
      APP_CHECK_ENFORCE: 'false',
      APP_CHECK_APP_ID: '',
      PUBLIC_MAX_INSTANCES: 10,
      HOME_MIN_INSTANCES: 0,
      MAIL_ENABLED: 'false',
      MAIL_FROM: 'Associação Brasileira de Corporate Venture Capital <nao-responda@cvc.org.br>',
      MAIL_MAX_ATTEMPTS: 6,
      MAIL_RETRY_BASE_SECONDS: 10,
    });
  });

  const problems = (changes: Record<string, string>) => {
    const parsed = deploySettingsSchema.safeParse({ ...defaults, ...changes });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes a sender as an address or "Name <address>", nothing that could add a header', () => {
    expect(problems({ MAIL_FROM: 'nao-responda@cvc.org.br' })).toEqual([]);
    expect(problems({ MAIL_FROM: 'ABCVC <nao-responda@cvc.org.br>' })).toEqual([]);
    for (const bad of [
      '',
      'ABCVC',
      'ABCVC <nao-responda>',
      'nao-responda@cvc',
      'A <a@b.org>\r\nBcc: x@y.org',
    ]) {
      expect(problems({ MAIL_FROM: bad })).toEqual([
        'MAIL_FROM must be an address or "Name <address>" (Associação <nao-responda@example.org>)',
      ]);
    }
    expect(problems({ MAIL_ENABLED: 'yes' })).toEqual(['MAIL_ENABLED must be true or false']);
  });

  it("takes the site's web app id, or none; enforcing App Check needs it, for the renderer's tokens", () => {
    expect(problems({ APP_CHECK_APP_ID: '1:123456789:web:abc123' })).toEqual([]);
    for (const bad of ['abc123', '1:123:android:abc', '1:123456789:web:abc123 ', 'demo-app']) {
      expect(problems({ APP_CHECK_APP_ID: bad })).toEqual([
        "APP_CHECK_APP_ID must be the site's web app id (1:123456789:web:abc123), or empty",
      ]);
    }
    expect(problems({ APP_CHECK_ENFORCE: 'true' })).toEqual([
      'APP_CHECK_ENFORCE=true needs APP_CHECK_APP_ID, or the page renderer cannot read Firestore',
    ]);
    expect(problems({ APP_CHECK_ENFORCE: 'true', APP_CHECK_APP_ID: '1:123456789:web:abc123' })).toEqual([]);
  });

  it('keeps the retry waits inside one run of the sender', () => {
    expect(mailRetryWindowSeconds(6, 10)).toBe(310);
    expect(mailRetryWindowSeconds(1, 10)).toBe(0);
    expect(MAIL_RETRY_WINDOW_LIMIT_SECONDS).toBeLessThan(MAIL_TIMEOUT_SECONDS);
    expect(problems({ MAIL_MAX_ATTEMPTS: '8', MAIL_RETRY_BASE_SECONDS: '2' })).toEqual([]);
    expect(problems({ MAIL_MAX_ATTEMPTS: '7', MAIL_RETRY_BASE_SECONDS: '10' })).toEqual([
      'MAIL_MAX_ATTEMPTS and MAIL_RETRY_BASE_SECONDS wait more than 320 s in total between tries (base × (2^(attempts-1) - 1))',
    ]);
    expect(problems({ MAIL_MAX_ATTEMPTS: '0' })).toEqual([
      'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 8',
    ]);
    expect(problems({ MAIL_RETRY_BASE_SECONDS: '0' })).toEqual([
      'MAIL_RETRY_BASE_SECONDS must be a whole number from 1 to 320',
    ]);
  });

  it('refuses a host with a scheme, a port or a path, and accepts plain host names', () => {
    for (const bad of ['https://cvc.org.br', 'cvc.org.br:443', 'cvc.org.br/x', 'cvc', 'a b.org']) {
      expect(deploySettingsSchema.safeParse({ ...defaults, SITE_HOSTS: bad }).success).toBe(false);
    }
    expect(
      deploySettingsSchema.safeParse({ ...defaults, SITE_HOSTS: 'www.cvc.org.br, cvc.org.br' }).success,
    ).toBe(true);
  });
});
