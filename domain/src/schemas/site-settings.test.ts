import { describe, expect, it } from 'vitest';
import { MEDIA_LINKS_MAX, PRIVACY_TEXT_MAX, VIDEO_EMBED_MESSAGE } from '../field-limits';
import { SITE_SETTINGS_PLACEHOLDERS, readSiteSettings } from '../site-settings';
import { siteSettingsSchema } from './site-settings';
import { VALIDATION_MESSAGES as MSG } from './messages';

const issues = (data: unknown) =>
  siteSettingsSchema.safeParse(data).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('siteSettingsSchema', () => {
  it('accepts the placeholders as stored, leaving out the identity (its own document)', () => {
    const {
      association: _a,
      leadership: _l,
      venture_lab_cases: _v,
      training_partners: _t,
      profiles: _profiles,
      ...settings
    } = SITE_SETTINGS_PLACEHOLDERS;
    expect(siteSettingsSchema.parse(SITE_SETTINGS_PLACEHOLDERS)).toEqual(settings);
  });

  it('placeholders point only at reserved example domains or the allowed video host', () => {
    const {
      executive_training_video_url,
      media_links,
      executive_training_offer,
      course_2030_offer,
      privacy: _privacy,
      association: _association,
      leadership,
      venture_lab_cases,
      training_partners,
      profiles,
      ...links
    } = SITE_SETTINGS_PLACEHOLDERS;
    // The leaders' photos and the logos are the site's own images.
    const images = [leadership.president.photo_url, leadership.vice_president.photo_url];
    for (const url of [...images, ...[...venture_lab_cases, ...training_partners].map((l) => l.logo_url)])
      expect(url).toMatch(/^\/images\/(site|seed)\/[a-z-]+\.svg$/);
    const checkouts = [executive_training_offer.checkout_url, course_2030_offer.checkout_url];
    for (const url of [...Object.values(links), ...media_links.map((m) => m.url), ...checkouts])
      expect(url).toMatch(/^https:\/\/[a-z]+\.example\.org\//);
    expect(executive_training_video_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // No profile until an admin names the association's own.
    expect(profiles).toEqual([]);
  });

  it('marks the privacy details as placeholders, on reserved example domains', () => {
    const { controller_name, controller_address, dpo_name, controller_email, dpo_email } =
      SITE_SETTINGS_PLACEHOLDERS.privacy;
    for (const text of [controller_name, controller_address, dpo_name])
      expect(text).toMatch(/^\[Placeholder\]/);
    for (const email of [controller_email, dpo_email]) expect(email).toMatch(/@cvc\.example\.org$/);
  });

  it('refuses privacy details that are blank, too long or not an address, with their messages', () => {
    const privacy = SITE_SETTINGS_PLACEHOLDERS.privacy;
    expect(issues({ ...SITE_SETTINGS_PLACEHOLDERS, privacy: { ...privacy, dpo_name: ' ' } })).toEqual([
      ['privacy.dpo_name', MSG.required],
    ]);
    expect(issues({ ...SITE_SETTINGS_PLACEHOLDERS, privacy: { ...privacy, dpo_email: 'dpo' } })).toEqual([
      ['privacy.dpo_email', MSG.email],
    ]);
    const longVersion = 'v'.repeat(PRIVACY_TEXT_MAX.notice_version + 1);
    expect(
      issues({ ...SITE_SETTINGS_PLACEHOLDERS, privacy: { ...privacy, notice_version: longVersion } }),
    ).toEqual([['privacy.notice_version', MSG.tooLong(PRIVACY_TEXT_MAX.notice_version)]]);
  });

  it('refuses a javascript: link and an empty one, with their messages', () => {
    expect(issues({ ...SITE_SETTINGS_PLACEHOLDERS, radar_url: 'javascript:alert(1)' })).toEqual([
      ['radar_url', MSG.url],
    ]);
    expect(issues({ ...SITE_SETTINGS_PLACEHOLDERS, press_url: '' })).toEqual([['press_url', MSG.required]]);
  });

  it('refuses a video outside the no-cookie embed host the CSP allows', () => {
    expect(
      issues({ ...SITE_SETTINGS_PLACEHOLDERS, executive_training_video_url: 'https://vimeo.com/1' }),
    ).toEqual([['executive_training_video_url', VIDEO_EMBED_MESSAGE]]);
  });

  it(`keeps at most ${MEDIA_LINKS_MAX} press mentions`, () => {
    const link = SITE_SETTINGS_PLACEHOLDERS.media_links[0]!;
    const many = Array.from({ length: MEDIA_LINKS_MAX + 1 }, () => link);
    expect(issues({ ...SITE_SETTINGS_PLACEHOLDERS, media_links: many })).toEqual([
      ['media_links', MSG.tooManyItems(MEDIA_LINKS_MAX)],
    ]);
  });
});

describe('readSiteSettings, the zod-free read of the stored document', () => {
  it('takes what the schema takes, keeping only the known fields', () => {
    expect(readSiteSettings(SITE_SETTINGS_PLACEHOLDERS)).toEqual(SITE_SETTINGS_PLACEHOLDERS);
    expect(readSiteSettings({ ...SITE_SETTINGS_PLACEHOLDERS, extra: 'x' })).toEqual(
      SITE_SETTINGS_PLACEHOLDERS,
    );
  });

  it('refuses what the schema refuses: a script link, a missing key, another video host, a bad press link', () => {
    const { radar_url: _radar, ...withoutRadar } = SITE_SETTINGS_PLACEHOLDERS;
    const refused = [
      null,
      'texto',
      withoutRadar,
      { ...SITE_SETTINGS_PLACEHOLDERS, guide_url: 'javascript:alert(1)' },
      { ...SITE_SETTINGS_PLACEHOLDERS, executive_training_video_url: 'https://video.example.org/embed/1' },
      { ...SITE_SETTINGS_PLACEHOLDERS, media_links: [{ outlet: 'X', url: 'javascript:alert(1)' }] },
      { ...SITE_SETTINGS_PLACEHOLDERS, media_links: 'https://x.example.org' },
    ];
    for (const data of refused) {
      expect(readSiteSettings(data)).toBeNull();
      expect(siteSettingsSchema.safeParse(data).success).toBe(false);
    }
  });

  it('falls back to the placeholder privacy details when the stored ones are missing or malformed', () => {
    const { privacy, ...withoutPrivacy } = SITE_SETTINGS_PLACEHOLDERS;
    const own = { ...privacy, dpo_name: 'Maria Silva', notice_version: '2027-01-10' };
    expect(readSiteSettings({ ...withoutPrivacy, privacy: own })?.privacy).toEqual(own);
    expect(readSiteSettings(withoutPrivacy)?.privacy).toEqual(privacy);
    expect(readSiteSettings({ ...withoutPrivacy, privacy: { ...own, dpo_email: 7 } })?.privacy).toEqual(
      privacy,
    );
  });
});
