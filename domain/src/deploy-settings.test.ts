import { describe, expect, it } from 'vitest';
import {
  DEPLOY_SETTINGS,
  DEPLOY_SETTING_NAMES,
  deploySettingsSchema,
  parseSiteHosts,
} from './deploy-settings';

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
      PUBLIC_MAX_INSTANCES: 10,
      HOME_MIN_INSTANCES: 0,
    });
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
