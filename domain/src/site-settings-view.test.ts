import { describe, expect, it } from 'vitest';
import { SITE_IDENTITY_DEFAULTS } from './site-identity';
import { SITE_SETTINGS_PLACEHOLDERS } from './site-settings';
import { composeSiteSettingsView, siteSettingsFromView } from './site-settings-view';

const {
  association: _association,
  leadership,
  venture_lab_cases: _cases,
  training_partners: _partners,
  profiles: _profiles,
  ...settings
} = SITE_SETTINGS_PLACEHOLDERS;
const stored = { ...settings, radar_url: 'https://radar.example.org/novo', updated_by: 'uid-admin' };
const president = { name: 'Marina Teixeira', photo_url: 'https://fotos.example.org/marina.jpg' };
const identity = { ...SITE_IDENTITY_DEFAULTS, leadership: { ...leadership, president } };

describe('composeSiteSettingsView', () => {
  it('joins the stored settings and identity, without the stamp or any other stored key', () => {
    const view = composeSiteSettingsView(stored, identity);
    expect(view.radar_url).toBe('https://radar.example.org/novo');
    expect(view.leadership.president).toEqual(president);
    expect(view).not.toHaveProperty('updated_by');
    expect(Object.keys(view).sort()).toEqual(Object.keys(SITE_SETTINGS_PLACEHOLDERS).sort());
  });

  it('keeps a good identity when the settings are malformed, and the reverse', () => {
    const badSettings = composeSiteSettingsView({ ...stored, radar_url: 'javascript:alert(1)' }, identity);
    expect(badSettings.radar_url).toBe(SITE_SETTINGS_PLACEHOLDERS.radar_url);
    expect(badSettings.leadership.president).toEqual(president);
    const badIdentity = composeSiteSettingsView(stored, { leadership: { president: { name: '' } } });
    expect(badIdentity.radar_url).toBe('https://radar.example.org/novo');
    expect(badIdentity.leadership).toEqual(SITE_IDENTITY_DEFAULTS.leadership);
  });

  it("gives the placeholders and today's identity when neither document exists", () => {
    expect(composeSiteSettingsView(undefined, undefined)).toEqual(SITE_SETTINGS_PLACEHOLDERS);
  });
});

describe('siteSettingsFromView', () => {
  it('takes the composed view as it is', () => {
    const view = composeSiteSettingsView(stored, identity);
    expect(siteSettingsFromView(view)).toEqual(view);
  });

  it('gives the placeholders without a view, and a placeholder for a key an older view lacks', () => {
    expect(siteSettingsFromView(undefined)).toBe(SITE_SETTINGS_PLACEHOLDERS);
    const { privacy: _privacy, ...older } = composeSiteSettingsView(stored, identity);
    const read = siteSettingsFromView(older);
    expect(read.privacy).toEqual(SITE_SETTINGS_PLACEHOLDERS.privacy);
    expect(read.radar_url).toBe('https://radar.example.org/novo');
  });
});
