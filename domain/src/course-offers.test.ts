import { describe, expect, it } from 'vitest';
import {
  COURSE_INSTALMENTS_MAX,
  COURSE_OFFER_MESSAGES,
  COURSE_PRICE_BRL_MAX,
  audienceToday,
  course2030Open,
  executiveTrainingOpen,
  isSignUpOpen,
} from './course-offers';
import { SITE_SETTINGS_PLACEHOLDERS, readSiteSettings } from './site-settings';
import {
  course2030OfferSchema,
  executiveTrainingOfferSchema,
  siteSettingsSchema,
} from './schemas/site-settings';

const CLASS = {
  start_date: '2027-03-01',
  end_date: '2027-03-16',
  signup_until: '2027-02-26',
  price_brl: 6490,
  max_instalments: 10,
  checkout_url: 'https://pagamento.cvc.test/formacao',
};
const COURSE = {
  available_from: '2027-02-01',
  sales_until: '2027-06-30',
  price_brl: 347,
  max_instalments: 4,
  checkout_url: 'https://pagamento.cvc.test/2030',
};

describe('the sign-up day is a calendar day in São Paulo', () => {
  it('reads today at UTC-3, whatever the runtime zone', () => {
    expect(audienceToday(new Date('2027-02-27T02:59:00Z'))).toBe('2027-02-26');
    expect(audienceToday(new Date('2027-02-27T03:00:00Z'))).toBe('2027-02-27');
  });

  it('keeps sign-ups open through their last day, inclusive', () => {
    expect(isSignUpOpen('2027-02-26', new Date('2027-02-27T02:59:00Z'))).toBe(true);
    expect(isSignUpOpen('2027-02-26', new Date('2027-02-27T03:00:00Z'))).toBe(false);
    expect(executiveTrainingOpen(CLASS, new Date('2027-02-26T12:00:00Z'))).toBe(true);
    expect(executiveTrainingOpen(CLASS, new Date('2027-03-01T12:00:00Z'))).toBe(false);
    expect(course2030Open(COURSE, new Date('2027-06-30T12:00:00Z'))).toBe(true);
    expect(course2030Open(COURSE, new Date('2027-07-01T12:00:00Z'))).toBe(false);
  });

  it("the placeholders are SPEC §9's class, closed since December 2025", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(SITE_SETTINGS_PLACEHOLDERS.executive_training_offer).toMatchObject({
      start_date: '2025-12-02',
      end_date: '2025-12-17',
      price_brl: 5859,
      max_instalments: 12,
    });
    expect(SITE_SETTINGS_PLACEHOLDERS.course_2030_offer).toMatchObject({
      price_brl: 297,
      max_instalments: 3,
    });
    expect(executiveTrainingOpen(SITE_SETTINGS_PLACEHOLDERS.executive_training_offer, now)).toBe(false);
    expect(course2030Open(SITE_SETTINGS_PLACEHOLDERS.course_2030_offer, now)).toBe(false);
  });
});

describe('the console checks an offer', () => {
  const issues = (
    schema: typeof executiveTrainingOfferSchema | typeof course2030OfferSchema,
    value: object,
  ) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts a whole class and a course, and the bounds themselves', () => {
    expect(issues(executiveTrainingOfferSchema, CLASS)).toEqual([]);
    expect(issues(course2030OfferSchema, COURSE)).toEqual([]);
    expect(
      issues(course2030OfferSchema, { ...COURSE, price_brl: COURSE_PRICE_BRL_MAX, max_instalments: 1 }),
    ).toEqual([]);
    expect(
      issues(course2030OfferSchema, { ...COURSE, price_brl: 1, max_instalments: COURSE_INSTALMENTS_MAX }),
    ).toEqual([]);
    // A pre-sale: sales may open before, and end after, the day the course becomes available.
    expect(issues(course2030OfferSchema, { ...COURSE, sales_until: '2027-01-15' })).toEqual([]);
  });

  it.each([
    ['price 0', { price_brl: 0 }, 'price_brl', COURSE_OFFER_MESSAGES.price],
    ['price with cents', { price_brl: 6490.5 }, 'price_brl', COURSE_OFFER_MESSAGES.price],
    [
      'price over the bound',
      { price_brl: COURSE_PRICE_BRL_MAX + 1 },
      'price_brl',
      COURSE_OFFER_MESSAGES.price,
    ],
    ['price as text', { price_brl: '6490' }, 'price_brl', COURSE_OFFER_MESSAGES.price],
    ['no instalments', { max_instalments: 0 }, 'max_instalments', COURSE_OFFER_MESSAGES.instalments],
    [
      'too many instalments',
      { max_instalments: COURSE_INSTALMENTS_MAX + 1 },
      'max_instalments',
      COURSE_OFFER_MESSAGES.instalments,
    ],
    ['a script checkout', { checkout_url: 'javascript:alert(1)' }, 'checkout_url', 'URL inválida'],
    ['an impossible date', { start_date: '2027-02-30' }, 'start_date', 'Data inválida (use AAAA-MM-DD)'],
    ['a Brazilian date', { end_date: '16/03/2027' }, 'end_date', 'Data inválida (use AAAA-MM-DD)'],
    ['an end before the start', { end_date: '2027-02-28' }, 'end_date', COURSE_OFFER_MESSAGES.endBeforeStart],
    [
      'sign-ups after the end',
      { signup_until: '2027-03-17' },
      'signup_until',
      COURSE_OFFER_MESSAGES.signupAfterEnd,
    ],
  ])('refuses %s on the class', (_, change, path, message) => {
    expect(issues(executiveTrainingOfferSchema, { ...CLASS, ...change })).toEqual([[path, message]]);
  });

  it('requires both offers in the settings document', () => {
    const { course_2030_offer: _, ...withoutCourse } = SITE_SETTINGS_PLACEHOLDERS;
    expect(siteSettingsSchema.safeParse(withoutCourse).success).toBe(false);
    expect(siteSettingsSchema.safeParse(SITE_SETTINGS_PLACEHOLDERS).success).toBe(true);
  });
});

describe('the site reads the offers without zod', () => {
  it('takes the stored offers', () => {
    const settings = readSiteSettings({
      ...SITE_SETTINGS_PLACEHOLDERS,
      executive_training_offer: CLASS,
      course_2030_offer: COURSE,
    });
    expect(settings?.executive_training_offer).toEqual(CLASS);
    expect(settings?.course_2030_offer).toEqual(COURSE);
  });

  it('falls back to the closed placeholder for a missing or malformed offer, keeping the addresses', () => {
    const { executive_training_offer: _, ...older } = SITE_SETTINGS_PLACEHOLDERS;
    const settings = readSiteSettings({
      ...older,
      radar_url: 'https://radar.cvc.test/',
      course_2030_offer: { ...COURSE, checkout_url: 'javascript:alert(1)' },
    });
    expect(settings?.radar_url).toBe('https://radar.cvc.test/');
    expect(settings?.executive_training_offer).toEqual(SITE_SETTINGS_PLACEHOLDERS.executive_training_offer);
    expect(settings?.course_2030_offer).toEqual(SITE_SETTINGS_PLACEHOLDERS.course_2030_offer);
  });

  it.each([
    ['a price with cents', { price_brl: 10.5 }],
    ['an impossible day', { signup_until: '2027-02-30' }],
    ['no instalments', { max_instalments: 0 }],
  ])('treats %s as malformed', (_, change) => {
    const settings = readSiteSettings({
      ...SITE_SETTINGS_PLACEHOLDERS,
      executive_training_offer: { ...CLASS, ...change },
    });
    expect(settings?.executive_training_offer).toEqual(SITE_SETTINGS_PLACEHOLDERS.executive_training_offer);
  });
});
