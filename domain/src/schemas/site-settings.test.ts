import { describe, expect, it } from 'vitest';
import {
  MEDIA_LINKS_MAX,
  SITE_SETTINGS_PLACEHOLDERS,
  VIDEO_EMBED_MESSAGE,
  readSiteSettings,
} from '../site-settings';
import { siteSettingsSchema } from './site-settings';
import { VALIDATION_MESSAGES as MSG } from './messages';

const issues = (data: unknown) =>
  siteSettingsSchema.safeParse(data).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('siteSettingsSchema', () => {
  it('accepts the placeholders as stored', () => {
    expect(siteSettingsSchema.parse(SITE_SETTINGS_PLACEHOLDERS)).toEqual(SITE_SETTINGS_PLACEHOLDERS);
  });

  it('placeholders point only at reserved example domains or the allowed video host', () => {
    const {
      executive_training_video_url,
      media_links,
      executive_training_offer,
      course_2030_offer,
      ...links
    } = SITE_SETTINGS_PLACEHOLDERS;
    const checkouts = [executive_training_offer.checkout_url, course_2030_offer.checkout_url];
    for (const url of [...Object.values(links), ...media_links.map((m) => m.url), ...checkouts])
      expect(url).toMatch(/^https:\/\/[a-z]+\.example\.org\//);
    expect(executive_training_video_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
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
});
