import { describe, expect, it } from 'vitest';
import { ASSOCIATION_NAME, ASSOCIATION_POSTAL_ADDRESS } from './constants';
import {
  IDENTITY_TEXT_MAX,
  PROFILE_URLS_MAX,
  SITE_IDENTITY_DEFAULTS,
  SITE_LOGOS_MAX,
  readSiteIdentity,
} from './site-identity';
import { SITE_SETTINGS_PLACEHOLDERS, readSiteSettings } from './site-settings';
import { siteIdentitySchema } from './schemas/site-settings';
import { failedPaths } from './schemas/test-helpers';

const D = SITE_IDENTITY_DEFAULTS;
const edited = {
  association: { name: 'Associação CVC', postal_address: 'Av. Paulista, 1000, São Paulo - SP' },
  leadership: {
    president: { name: 'Ana Lima', photo_url: 'https://cdn.example.org/ana.jpg' },
    vice_president: { name: 'Bruno Reis', photo_url: '/images/site/bruno.jpg' },
  },
  venture_lab_cases: [{ name: 'Nova', logo_url: '/images/nova.svg' }],
  training_partners: [],
  profiles: [{ url: 'https://www.linkedin.com/company/cvc-exemplo' }],
};

describe('readSiteIdentity', () => {
  it('keeps what staff saved', () => {
    expect(readSiteIdentity(edited)).toEqual(edited);
  });

  it("falls back part by part to today's values: the mail's address, the leaders and the four logos", () => {
    expect(readSiteIdentity(undefined)).toEqual(D);
    expect(D.association).toEqual({ name: ASSOCIATION_NAME, postal_address: ASSOCIATION_POSTAL_ADDRESS });
    expect(D.leadership.president.name).toBe('Helena Duarte Vasconcelos');
    expect(D.leadership.vice_president.name).toBe('Rafael Moreira Lins');
    expect([D.venture_lab_cases.length, D.training_partners.length]).toEqual([4, 4]);
    const broken = readSiteIdentity({
      ...edited,
      association: { name: ' ', postal_address: 'Rua A, 1' },
      leadership: { ...edited.leadership, president: { name: 'X', photo_url: 'javascript:alert(1)' } },
      venture_lab_cases: [{ name: 'Nova' }],
    });
    expect(broken.association).toEqual({ name: ASSOCIATION_NAME, postal_address: 'Rua A, 1' });
    expect(broken.leadership).toEqual({
      president: D.leadership.president,
      vice_president: edited.leadership.vice_president,
    });
    expect(broken.venture_lab_cases).toEqual(D.venture_lab_cases);
    expect(broken.training_partners).toEqual([]);
  });

  it('bounds texts by IDENTITY_TEXT_MAX and lists by SITE_LOGOS_MAX', () => {
    expect([IDENTITY_TEXT_MAX, SITE_LOGOS_MAX]).toEqual([300, 5]);
    const long = readSiteIdentity({
      association: { name: 'x'.repeat(301), postal_address: 'y'.repeat(300) },
    });
    expect(long.association).toEqual({ name: ASSOCIATION_NAME, postal_address: 'y'.repeat(300) });
    const logo = { name: 'L', logo_url: '/l.svg' };
    expect(readSiteIdentity({ training_partners: Array(6).fill(logo) }).training_partners).toEqual(
      D.training_partners,
    );
    expect(readSiteIdentity({ training_partners: Array(5).fill(logo) }).training_partners).toHaveLength(5);
  });

  it('keeps up to PROFILE_URLS_MAX profiles of web addresses, and none when the list is absent or unsafe', () => {
    expect(PROFILE_URLS_MAX).toBe(5);
    const profile = { url: 'https://www.instagram.com/cvc.exemplo' };
    expect(readSiteIdentity({ profiles: Array(5).fill(profile) }).profiles).toHaveLength(5);
    expect(readSiteIdentity({ profiles: Array(6).fill(profile) }).profiles).toEqual([]);
    expect(readSiteIdentity({ profiles: [profile, { url: 'javascript:alert(1)' }] }).profiles).toEqual([]);
    expect(readSiteIdentity({}).profiles).toEqual([]);
    expect(failedPaths(siteIdentitySchema, { ...edited, profiles: [{ url: 'ftp://x' }] })).toEqual([
      'profiles.0.url',
    ]);
    expect(siteIdentitySchema.parse({ ...edited, profiles: undefined }).profiles).toEqual([]);
  });

  it('comes with the site settings the pages read, from its own document', () => {
    expect(readSiteSettings(SITE_SETTINGS_PLACEHOLDERS, edited)).toMatchObject(edited);
    expect(readSiteSettings(SITE_SETTINGS_PLACEHOLDERS, undefined)).toMatchObject(D);
  });
});

describe('siteIdentitySchema, the console form', () => {
  it("keeps today's values, and refuses blanks, bad photos and too many logos", () => {
    expect(siteIdentitySchema.parse(D)).toEqual(D);
    const bad = {
      ...D,
      association: { name: '', postal_address: 'Rua A' },
      leadership: { ...D.leadership, vice_president: { name: 'V', photo_url: 'ftp://x' } },
      training_partners: Array(6).fill({ name: 'L', logo_url: '/l.svg' }),
    };
    expect(failedPaths(siteIdentitySchema, bad).sort()).toEqual([
      'association.name',
      'leadership.vice_president.photo_url',
      'training_partners',
    ]);
  });
});
