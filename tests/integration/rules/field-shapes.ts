import { isDeepStrictEqual } from 'node:util';
import { doc, serverTimestamp, setDoc, updateDoc } from '../../support/rules-firestore';
import type { DocumentData } from '../../support/rules-firestore';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COURSE_INSTALMENTS_MAX,
  COURSE_PRICE_BRL_MAX,
  PUBLIC_TEXT_MAX,
  SPONSOR_LOGOS_MAX,
  STAFF_LIST_MAX,
  MEDIA_LINKS_MAX,
  PRIVACY_TEXT_MAX,
  SITE_SETTINGS_PLACEHOLDERS,
  SITE_IDENTITY_DEFAULTS,
  PROFILE_URLS_MAX,
  SITE_LOGOS_MAX,
  IDENTITY_TEXT_MAX,
  STAFF_LIST_TEXT_MAX,
  WEB_URL_MAX,
  columnistSchema,
  eventSchema,
  newsSchema,
  opinionSchema,
  partnerSchema,
  reportFileSchema,
  reportSchema,
  siteIdentitySchema,
  siteSettingsSchema,
  slugify,
  supplierSchema,
} from '@cvc/domain';
import type { PermissionKey } from '@cvc/domain';
import { ADMIN, allowed, closeDb, freshDb, staffWith } from '../../support/rules';
import * as F from '../../support/rules-fixtures';

/**
 * One table of sample values, each with the verdict it deserves, run through the domain (the zod schema the
 * admin form uses) and through firestore.rules (an admin's write): both must give that verdict, so they cannot
 * drift apart. The domain accepts a value when it parses and comes out unchanged, i.e. when it is what the
 * admin would store; a value the schema trims or drops is not a stored shape, and the rules refuse it too.
 */
interface Field {
  collection: string;
  key: string;
  /** A valid document as the form stores it. */
  base: () => DocumentData;
  /** The domain's verdict on a stored document. */
  domain: (data: DocumentData) => boolean;
  samples: readonly Sample[];
  /** The field must hold a value (no null). */
  required?: boolean;
}

/** A value, and whether both sides must accept it ('if optional': only where the field may be null). */
type Sample = readonly [name: string, value: unknown, accepted: boolean | 'if optional'];

type Schema = { safeParse(data: unknown): { success: boolean; data?: unknown } };

/** Accepted when the schema parses the document and leaves `key` as it was. */
function storedAsIs(schema: Schema, key: string, formOnly: DocumentData = {}) {
  return (data: DocumentData) => {
    const parsed = schema.safeParse({ ...data, ...formOnly });
    return parsed.success && isDeepStrictEqual((parsed.data as DocumentData)[key], data[key]);
  };
}

const longUrl = (length: number) => `https://x.org/${'a'.repeat(length - 'https://x.org/'.length)}`;
const EXAMPLE = 'https://example.com';

export const URL_SAMPLES: readonly Sample[] = [
  ['https link', 'https://cvc.org.br/relatorio.pdf', true],
  ['http link with port', 'http://127.0.0.1:5000/images/logo.png', true],
  ['query and fragment', 'https://example.com/a?b=c#d', true],
  ['upper-case scheme', 'HTTPS://EXAMPLE.COM/X', true],
  ['accented path', 'https://pt.wikipedia.org/wiki/Inovação_aberta', true],
  ['site path', '/files/relatorio.pdf', true],
  ['site root', '/', true],
  [`${WEB_URL_MAX} characters`, longUrl(WEB_URL_MAX), true],
  [`${WEB_URL_MAX + 1} characters`, longUrl(WEB_URL_MAX + 1), false],
  ['javascript:', 'javascript:alert(1)', false],
  ['mixed-case javascript:', 'JaVaScRiPt:alert(1)', false],
  ['javascript: after a scheme', 'https:javascript:alert(1)', false],
  ['data:', 'data:text/html,<script>alert(1)</script>', false],
  ['vbscript:', 'vbscript:msgbox(1)', false],
  ['ftp:', 'ftp://example.com/file', false],
  ['no scheme', 'example.com', false],
  ['protocol-relative', '//evil.example', false],
  ['backslash host', '/\\evil.example', false],
  ['backslash in a link', 'https://evil.example\\@good.example', false],
  ['user info', 'https://good.example@evil.example', false],
  ['inner space', 'https://exa mple.com', false],
  ['leading space', ` ${EXAMPLE}`, false],
  ['trailing newline', `${EXAMPLE}/\n`, false],
  ['tab in path', `${EXAMPLE}/a\tb`, false],
  ['empty', '', false],
  ['blank', '   ', false],
  ['null', null, 'if optional'],
  ['number', 42, false],
  ['boolean', true, false],
  ['list', [EXAMPLE], false],
  ['map', { href: EXAMPLE }, false],
];

const texts = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i + 1}`);
export const TEXT_LIST_SAMPLES: readonly Sample[] = [
  ['two texts', ['Contratos', 'M&A'], true],
  ['empty list', [], true],
  [`${STAFF_LIST_MAX} texts`, texts(STAFF_LIST_MAX), true],
  [`${STAFF_LIST_MAX + 1} texts`, texts(STAFF_LIST_MAX + 1), false],
  [`a text of ${STAFF_LIST_TEXT_MAX}`, ['x'.repeat(STAFF_LIST_TEXT_MAX)], true],
  [`a text of ${STAFF_LIST_TEXT_MAX + 1}`, ['x'.repeat(STAFF_LIST_TEXT_MAX + 1)], false],
  ['a number', ['Contratos', 42], false],
  ['a number at the last index', [...texts(STAFF_LIST_MAX - 1), 42], false],
  ['a map', [{ name: 'Contratos' }], false],
  ['a null', [null], false],
  ['a blank text', ['Contratos', '  '], false],
  ['an untrimmed text', [' Contratos'], false],
  ['a text instead of a list', 'Contratos', false],
  ['null', null, false],
];

const logo = (logo_url: unknown, name: unknown = 'Aurora') => ({ name, logo_url });
const logos = (n: number) =>
  Array.from({ length: n }, (_, i) => logo(`/images/logo-${i}.svg`, `Patrocinador ${i}`));
/** A logo list's samples for a list of at most `max`. */
const logoListSamples = (max: number): readonly Sample[] => [
  // A sponsor's logo link is required: a null one is refused like any bad link.
  ...URL_SAMPLES.map(([name, url, ok]): Sample => [`logo_url: ${name}`, [logo(url)], ok === true]),
  ['empty list', [], true],
  [`${max} logos`, logos(max), true],
  [`${max + 1} logos`, logos(max + 1), false],
  ['javascript: at the last index', [...logos(max - 1), logo('javascript:alert(1)')], false],
  ['a text instead of a logo', ['Aurora'], false],
  ['a logo without its link', [{ name: 'Aurora' }], false],
  ['a logo without a name', [{ logo_url: EXAMPLE }], false],
  ['a logo with an extra key', [{ ...logo(EXAMPLE), onclick: 'x' }], false],
  ['a blank name', [logo(EXAMPLE, ' ')], false],
  ['a numeric name', [logo(EXAMPLE, 7)], false],
  [`a name of ${STAFF_LIST_TEXT_MAX}`, [logo(EXAMPLE, 'n'.repeat(STAFF_LIST_TEXT_MAX))], true],
  [`a name of ${STAFF_LIST_TEXT_MAX + 1}`, [logo(EXAMPLE, 'n'.repeat(STAFF_LIST_TEXT_MAX + 1))], false],
  ['null', null, false],
];
export const LOGO_LIST_SAMPLES = logoListSamples(SPONSOR_LOGOS_MAX);

// The association's profiles elsewhere (the home's sameAs): web URLs, at most PROFILE_URLS_MAX.
const profile = (url: unknown) => ({ url });
const PROFILE_SAMPLES: readonly Sample[] = [
  ...URL_SAMPLES.map(([name, url, ok]): Sample => [`url: ${name}`, [profile(url)], ok === true]),
  ['empty list', [], true],
  [`${PROFILE_URLS_MAX} profiles`, Array.from({ length: PROFILE_URLS_MAX }, () => profile(EXAMPLE)), true],
  [
    `${PROFILE_URLS_MAX + 1} profiles`,
    Array.from({ length: PROFILE_URLS_MAX + 1 }, () => profile(EXAMPLE)),
    false,
  ],
  [
    'javascript: at the last index',
    [...Array.from({ length: PROFILE_URLS_MAX - 1 }, () => profile(EXAMPLE)), profile('javascript:alert(1)')],
    false,
  ],
  ['a bare address instead of a row', [EXAMPLE], false],
  ['a row with an extra key', [{ ...profile(EXAMPLE), name: 'LinkedIn' }], false],
  ['null', null, false],
];

const mention = (url: unknown, outlet: unknown = 'Jornal') => ({ outlet, url });
export const MEDIA_LINK_SAMPLES: readonly Sample[] = [
  ...URL_SAMPLES.map(([name, url, ok]): Sample => [`url: ${name}`, [mention(url)], ok === true]),
  ['empty list', [], true],
  [`${MEDIA_LINKS_MAX} mentions`, Array.from({ length: MEDIA_LINKS_MAX }, () => mention(EXAMPLE)), true],
  [
    `${MEDIA_LINKS_MAX + 1} mentions`,
    Array.from({ length: MEDIA_LINKS_MAX + 1 }, () => mention(EXAMPLE)),
    false,
  ],
  [
    'javascript: at the last index',
    [mention(EXAMPLE), mention(EXAMPLE), mention('javascript:alert(1)')],
    false,
  ],
  ['a mention without its link', [{ outlet: 'Jornal' }], false],
  ['a mention without an outlet', [{ url: EXAMPLE }], false],
  ['a mention with an extra key', [{ ...mention(EXAMPLE), onclick: 'x' }], false],
  ['a blank outlet', [mention(EXAMPLE, ' ')], false],
  ['an untrimmed outlet', [mention(EXAMPLE, ' Jornal')], false],
  [`an outlet of ${STAFF_LIST_TEXT_MAX + 1}`, [mention(EXAMPLE, 'n'.repeat(STAFF_LIST_TEXT_MAX + 1))], false],
  ['null', null, false],
];

// The video plays in an iframe the CSP allows only from YouTube's no-cookie embed host.
export const VIDEO_SAMPLES: readonly Sample[] = [
  ['no-cookie embed', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', true],
  ['youtube.com watch page', 'https://www.youtube.com/watch?v=M7lc1UVf-VE', false],
  ['look-alike host', 'https://www.youtube-nocookie.com.evil.example/embed/x', false],
  ['other host', 'https://vimeo.com/1', false],
  ['site path', '/video.mp4', false],
  ['javascript:', 'javascript:alert(1)', false],
  ['empty', '', false],
  ['null', null, false],
];

// A course offer is one map: each sample is the whole offer with one thing changed.
const CLASS_OFFER = {
  start_date: '2027-03-01',
  end_date: '2027-03-16',
  signup_until: '2027-02-26',
  price_brl: 6490,
  max_instalments: 10,
  checkout_url: 'https://pagamento.example.org/formacao',
};
const without = (key: string) => Object.fromEntries(Object.entries(CLASS_OFFER).filter(([k]) => k !== key));
export const CLASS_OFFER_SAMPLES: readonly Sample[] = [
  ['a future class', CLASS_OFFER, true],
  [
    'a class that has passed',
    { ...CLASS_OFFER, start_date: '2025-12-02', end_date: '2025-12-17', signup_until: '2025-12-02' },
    true,
  ],
  [
    'a one-day class, sign-ups until that day',
    { ...CLASS_OFFER, end_date: '2027-03-01', signup_until: '2027-03-01' },
    true,
  ],
  ['sign-ups until the last day', { ...CLASS_OFFER, signup_until: '2027-03-16' }, true],
  ['sign-ups after the last day', { ...CLASS_OFFER, signup_until: '2027-03-17' }, false],
  ['an end before the start', { ...CLASS_OFFER, end_date: '2027-02-28' }, false],
  ['an impossible day', { ...CLASS_OFFER, start_date: '2027-02-30', signup_until: '2027-02-20' }, false],
  ['a Brazilian date', { ...CLASS_OFFER, start_date: '01/03/2027' }, false],
  ['a timestamp for a day', { ...CLASS_OFFER, start_date: new Date('2027-03-01T12:00:00Z') }, false],
  [`price ${COURSE_PRICE_BRL_MAX}`, { ...CLASS_OFFER, price_brl: COURSE_PRICE_BRL_MAX }, true],
  [`price ${COURSE_PRICE_BRL_MAX + 1}`, { ...CLASS_OFFER, price_brl: COURSE_PRICE_BRL_MAX + 1 }, false],
  ['price 1', { ...CLASS_OFFER, price_brl: 1 }, true],
  ['price 0', { ...CLASS_OFFER, price_brl: 0 }, false],
  ['a negative price', { ...CLASS_OFFER, price_brl: -6490 }, false],
  ['price with cents', { ...CLASS_OFFER, price_brl: 6490.5 }, false],
  ['price as text', { ...CLASS_OFFER, price_brl: '6490' }, false],
  [
    `${COURSE_INSTALMENTS_MAX} instalments`,
    { ...CLASS_OFFER, max_instalments: COURSE_INSTALMENTS_MAX },
    true,
  ],
  [
    `${COURSE_INSTALMENTS_MAX + 1} instalments`,
    { ...CLASS_OFFER, max_instalments: COURSE_INSTALMENTS_MAX + 1 },
    false,
  ],
  ['0 instalments', { ...CLASS_OFFER, max_instalments: 0 }, false],
  ['2.5 instalments', { ...CLASS_OFFER, max_instalments: 2.5 }, false],
  ['a javascript: checkout', { ...CLASS_OFFER, checkout_url: 'javascript:alert(1)' }, false],
  ['a checkout without scheme', { ...CLASS_OFFER, checkout_url: 'pagamento.example.org' }, false],
  ['no checkout', without('checkout_url'), false],
  ['no sign-up day', without('signup_until'), false],
  ['no price', without('price_brl'), false],
  ['an extra key', { ...CLASS_OFFER, badge: 'Últimas vagas' }, false],
  ['a list', [CLASS_OFFER], false],
  ['null', null, false],
];

const COURSE_OFFER = {
  available_from: '2027-02-01',
  sales_until: '2027-06-30',
  price_brl: 347,
  max_instalments: 4,
  checkout_url: 'https://pagamento.example.org/2030',
};
export const COURSE_OFFER_SAMPLES: readonly Sample[] = [
  ['a course on sale', COURSE_OFFER, true],
  ['a pre-sale ending before it is available', { ...COURSE_OFFER, sales_until: '2027-01-15' }, true],
  ['an impossible last day of sales', { ...COURSE_OFFER, sales_until: '2027-06-31' }, false],
  ['price 0', { ...COURSE_OFFER, price_brl: 0 }, false],
  ['price with cents', { ...COURSE_OFFER, price_brl: 346.99 }, false],
  [
    `${COURSE_INSTALMENTS_MAX + 1} instalments`,
    { ...COURSE_OFFER, max_instalments: COURSE_INSTALMENTS_MAX + 1 },
    false,
  ],
  ['a data: checkout', { ...COURSE_OFFER, checkout_url: 'data:text/html,x' }, false],
  ["the class's keys", CLASS_OFFER, false],
  ['null', null, false],
];

const PRIVACY = SITE_SETTINGS_PLACEHOLDERS.privacy;
const PRIVACY_SAMPLES: readonly Sample[] = [
  ['the placeholders', PRIVACY, true],
  [
    'real details',
    { ...PRIVACY, controller_name: 'Associação CVC', dpo_name: 'Maria Silva', dpo_email: 'dpo@cvc.org.br' },
    true,
  ],
  [`a ${PRIVACY_TEXT_MAX.text}-character address`, { ...PRIVACY, controller_address: 'a'.repeat(300) }, true],
  [
    `a ${PRIVACY_TEXT_MAX.text + 1}-character address`,
    { ...PRIVACY, controller_address: 'a'.repeat(301) },
    false,
  ],
  [
    `a ${PRIVACY_TEXT_MAX.notice_version}-character version`,
    { ...PRIVACY, notice_version: 'v'.repeat(40) },
    true,
  ],
  [
    `a ${PRIVACY_TEXT_MAX.notice_version + 1}-character version`,
    { ...PRIVACY, notice_version: 'v'.repeat(41) },
    false,
  ],
  ['a blank encarregado', { ...PRIVACY, dpo_name: '  ' }, false],
  ['an encarregado email without @', { ...PRIVACY, dpo_email: 'encarregado' }, false],
  ['a controller email with a space', { ...PRIVACY, controller_email: 'a b@cvc.org.br' }, false],
  ['a number for a name', { ...PRIVACY, controller_name: 7 }, false],
  ['an extra key', { ...PRIVACY, phone: '+55 11 0000-0000' }, false],
  [
    'no encarregado email',
    Object.fromEntries(Object.entries(PRIVACY).filter(([k]) => k !== 'dpo_email')),
    false,
  ],
  ['a text', 'encarregado@cvc.org.br', false],
  ['null', null, false],
];

const IDENTITY = SITE_IDENTITY_DEFAULTS;
const ASSOCIATION = IDENTITY.association;
const ASSOCIATION_SAMPLES: readonly Sample[] = [
  ["today's values", ASSOCIATION, true],
  [`a ${IDENTITY_TEXT_MAX}-character address`, { ...ASSOCIATION, postal_address: 'a'.repeat(300) }, true],
  [
    `a ${IDENTITY_TEXT_MAX + 1}-character address`,
    { ...ASSOCIATION, postal_address: 'a'.repeat(301) },
    false,
  ],
  ['a blank name', { ...ASSOCIATION, name: '  ' }, false],
  ['a number for a name', { ...ASSOCIATION, name: 7 }, false],
  ['no address', { name: ASSOCIATION.name }, false],
  ['an extra key', { ...ASSOCIATION, phone: '+55 11 0000-0000' }, false],
  ['a text', 'Associação', false],
  ['null', null, false],
];
const LEADERS = IDENTITY.leadership;
const leaders = (vice_president: unknown) => ({ president: LEADERS.president, vice_president });
const LEADERSHIP_SAMPLES: readonly Sample[] = [
  ["today's values", LEADERS, true],
  [
    'a photo on another host',
    leaders({ name: 'Ana Lima', photo_url: 'https://cdn.example.org/ana.jpg' }),
    true,
  ],
  ['a javascript: photo', leaders({ name: 'Ana Lima', photo_url: 'javascript:alert(1)' }), false],
  ['a leader without a photo', leaders({ name: 'Ana Lima' }), false],
  ['a blank name', leaders({ ...LEADERS.vice_president, name: ' ' }), false],
  [
    `a name of ${IDENTITY_TEXT_MAX + 1}`,
    leaders({ ...LEADERS.vice_president, name: 'n'.repeat(301) }),
    false,
  ],
  ['a leader with an extra key', leaders({ ...LEADERS.vice_president, bio: 'x' }), false],
  ['no vice-president', { president: LEADERS.president }, false],
  ['a third leader', { ...LEADERS, treasurer: LEADERS.president }, false],
  ['null', null, false],
];

const CONTENT_FORMAT_SAMPLES: readonly Sample[] = [
  ['Markdown', 'markdown', true],
  ['HTML', 'html', false],
  ['lines', 'lines', false],
  ['upper case', 'Markdown', false],
  ['null', null, false],
  ['a number', 1, false],
];

export const ID_SAMPLES: readonly Sample[] = [
  ['an auto id', 'Xb3kPq9LmN2rT5vW8yZ1', true],
  ['a seed id', 'columnist-1', true],
  [`${PUBLIC_TEXT_MAX.id} characters`, 'c'.repeat(PUBLIC_TEXT_MAX.id), true],
  [`${PUBLIC_TEXT_MAX.id + 1} characters`, 'c'.repeat(PUBLIC_TEXT_MAX.id + 1), false],
  ['a path', 'columnists/columnist-1', false],
  ['a slash', 'a/b', false],
  ['a slash after a newline', 'a\n/b', false],
  ['dot', '.', false],
  ['dot dot', '..', false],
  ['reserved', '__name__', false],
  ['reserved across a newline', '__a\nb__', false],
  ['empty', '', false],
  ['blank', '  ', false],
  ['untrimmed', ' columnist-1', false],
  ['null', null, false],
  ['a number', 7, false],
];

export const SLUG_SAMPLES: readonly Sample[] = [
  ['slugify output', 'cvcs-ampliam-aportes', true],
  ['digits', '2026-em-numeros', true],
  ['one word', 'cvc', true],
  ['empty', '', false],
  ['upper case', 'CVC-Brasil', false],
  ['accents', 'inovação', false],
  ['double hyphen', 'a--b', false],
  ['leading hyphen', '-cvc', false],
  ['trailing hyphen', 'cvc-', false],
  ['slash', 'a/b', false],
  ['space', 'cvc brasil', false],
  ['null', null, false],
  ['a number', 7, false],
];

const paidReport = () => F.report(true);
const urlField = (
  collection: string,
  key: string,
  base: () => DocumentData,
  domain: Field['domain'],
  required = false,
): Field => ({ collection, key, base, domain, samples: URL_SAMPLES, required });

export const FIELDS: readonly Field[] = [
  urlField(COLLECTIONS.news, 'source_url', () => F.news(true), storedAsIs(newsSchema, 'source_url')),
  urlField(COLLECTIONS.news, 'image_url', () => F.news(true), storedAsIs(newsSchema, 'image_url')),
  urlField(COLLECTIONS.opinions, 'image_url', () => F.opinion(true), storedAsIs(opinionSchema, 'image_url')),
  urlField(
    COLLECTIONS.opinions,
    'source_url',
    () => F.opinion(true),
    storedAsIs(opinionSchema, 'source_url'),
  ),
  urlField(
    COLLECTIONS.opinions,
    'partner_logo_url',
    () => F.opinion(true),
    storedAsIs(opinionSchema, 'partner_logo_url'),
  ),
  urlField(COLLECTIONS.columnists, 'photo_url', F.columnist, storedAsIs(columnistSchema, 'photo_url')),
  urlField(COLLECTIONS.columnists, 'linkedin_url', F.columnist, storedAsIs(columnistSchema, 'linkedin_url')),
  // The report form also carries the file, which is stored apart in report_files.
  urlField(
    COLLECTIONS.reports,
    'cover_image_url',
    paidReport,
    storedAsIs(reportSchema, 'cover_image_url', F.reportFile()),
  ),
  urlField(
    COLLECTIONS.reports,
    'checkout_url',
    paidReport,
    storedAsIs(reportSchema, 'checkout_url', F.reportFile()),
    true,
  ),
  urlField(COLLECTIONS.reportFiles, 'pdf_url', F.reportFile, storedAsIs(reportFileSchema, 'pdf_url'), true),
  urlField(
    COLLECTIONS.partners,
    'logo_url',
    () => F.partner('partner'),
    storedAsIs(partnerSchema, 'logo_url'),
    true,
  ),
  urlField(
    COLLECTIONS.partners,
    'website_url',
    () => F.partner('partner'),
    storedAsIs(partnerSchema, 'website_url'),
  ),
  urlField(
    COLLECTIONS.suppliers,
    'website_url',
    () => F.supplier(true),
    storedAsIs(supplierSchema, 'website_url'),
  ),
  urlField(COLLECTIONS.suppliers, 'logo_url', () => F.supplier(true), storedAsIs(supplierSchema, 'logo_url')),
  urlField(COLLECTIONS.events, 'image_url', () => F.event(true), storedAsIs(eventSchema, 'image_url')),
  urlField(
    COLLECTIONS.events,
    'registration_url',
    () => F.event(true),
    storedAsIs(eventSchema, 'registration_url'),
  ),
  {
    collection: COLLECTIONS.events,
    key: 'sponsor_logos',
    base: () => F.event(true),
    domain: storedAsIs(eventSchema, 'sponsor_logos'),
    samples: LOGO_LIST_SAMPLES,
  },
  {
    collection: COLLECTIONS.suppliers,
    key: 'services',
    base: () => F.supplier(true),
    domain: storedAsIs(supplierSchema, 'services'),
    samples: TEXT_LIST_SAMPLES,
  },
  {
    collection: COLLECTIONS.news,
    key: 'cvcs_mentioned',
    base: () => F.news(true),
    domain: storedAsIs(newsSchema, 'cvcs_mentioned'),
    samples: TEXT_LIST_SAMPLES,
  },
  {
    collection: COLLECTIONS.opinions,
    key: 'columnist_id',
    base: () => F.opinion(true),
    domain: storedAsIs(opinionSchema, 'columnist_id'),
    samples: ID_SAMPLES,
  },
  ...(['radar_url', 'guide_url', 'press_url'] as const).map((key) =>
    urlField(COLLECTIONS.siteSettings, key, F.siteSettings, storedAsIs(siteSettingsSchema, key), true),
  ),
  {
    collection: COLLECTIONS.siteSettings,
    key: 'executive_training_video_url',
    base: F.siteSettings,
    domain: storedAsIs(siteSettingsSchema, 'executive_training_video_url'),
    samples: VIDEO_SAMPLES,
    required: true,
  },
  {
    collection: COLLECTIONS.siteSettings,
    key: 'media_links',
    base: F.siteSettings,
    domain: storedAsIs(siteSettingsSchema, 'media_links'),
    samples: MEDIA_LINK_SAMPLES,
  },
  {
    collection: COLLECTIONS.siteSettings,
    key: 'executive_training_offer',
    base: F.siteSettings,
    domain: storedAsIs(siteSettingsSchema, 'executive_training_offer'),
    samples: CLASS_OFFER_SAMPLES,
    required: true,
  },
  {
    collection: COLLECTIONS.siteSettings,
    key: 'course_2030_offer',
    base: F.siteSettings,
    domain: storedAsIs(siteSettingsSchema, 'course_2030_offer'),
    samples: COURSE_OFFER_SAMPLES,
    required: true,
  },
  {
    collection: COLLECTIONS.siteSettings,
    key: 'privacy',
    base: F.siteSettings,
    domain: storedAsIs(siteSettingsSchema, 'privacy'),
    samples: PRIVACY_SAMPLES,
    required: true,
  },
  {
    collection: COLLECTIONS.siteIdentity,
    key: 'association',
    base: F.siteIdentity,
    domain: storedAsIs(siteIdentitySchema, 'association'),
    samples: ASSOCIATION_SAMPLES,
    required: true,
  },
  {
    collection: COLLECTIONS.siteIdentity,
    key: 'leadership',
    base: F.siteIdentity,
    domain: storedAsIs(siteIdentitySchema, 'leadership'),
    samples: LEADERSHIP_SAMPLES,
    required: true,
  },
  // The pages' logo lists: an event sponsor's logo each, at most SITE_LOGOS_MAX per list.
  ...(['venture_lab_cases', 'training_partners'] as const).map((key): Field => ({
    collection: COLLECTIONS.siteIdentity,
    key,
    base: F.siteIdentity,
    domain: storedAsIs(siteIdentitySchema, key),
    samples: logoListSamples(SITE_LOGOS_MAX),
  })),
  {
    collection: COLLECTIONS.siteIdentity,
    key: 'profiles',
    base: F.siteIdentity,
    domain: storedAsIs(siteIdentitySchema, 'profiles'),
    samples: PROFILE_SAMPLES,
  },
  // A staff write may only name Markdown; a body stored without the field (before Markdown) stays readable.
  ...[COLLECTIONS.news, COLLECTIONS.opinions].map((collection): Field => ({
    collection,
    key: 'content_format',
    base: collection === COLLECTIONS.news ? () => F.news(true) : () => F.opinion(true),
    domain: storedAsIs(collection === COLLECTIONS.news ? newsSchema : opinionSchema, 'content_format'),
    samples: CONTENT_FORMAT_SAMPLES,
  })),
  // The slug is derived, never typed: the domain's rule is that it is exactly what slugify() outputs.
  ...[COLLECTIONS.news, COLLECTIONS.opinions].map((collection): Field => ({
    collection,
    key: 'slug',
    base: collection === COLLECTIONS.news ? () => F.news(true) : () => F.opinion(true),
    domain: ({ slug }) => typeof slug === 'string' && slug !== '' && slugify(slug) === slug,
    samples: SLUG_SAMPLES,
  })),
];

export function describeFieldShapes(): void {
  describe('staff-written fields: the rules and the domain agree on every sample', () => {
    for (const field of FIELDS) {
      it(`${field.collection}.${field.key}`, async () => {
        const db = freshDb(ADMIN);
        const verdicts = await Promise.all(
          field.samples.map(async ([name, value, accepted], i) => {
            const data = { ...field.base(), [field.key]: value };
            const ref = doc(db, field.collection, `shape-${field.key}-${i}`);
            const expected = accepted === 'if optional' ? !field.required : accepted;
            return {
              name,
              expected,
              domain: field.domain(data),
              rules: await allowed(setDoc(ref, { ...data, updated_by: ADMIN.uid })),
            };
          }),
        );
        await closeDb(db);
        // Listed by sample name, so a failure says which value and which side.
        const wrong = verdicts.filter((v) => v.domain !== v.expected || v.rules !== v.expected);
        expect(wrong).toEqual([]);
      });
    }

    // A request may evaluate at most 1,000 expressions, and a key holder's permission check costs more than an
    // admin's: the fullest documents must still pass for them, on create and on update.
    it('accepts the fullest lists from a key holder, on create and update', async () => {
      const full = (n: number) =>
        Array.from({ length: n }, (_, i) => `${i}`.padEnd(STAFF_LIST_TEXT_MAX, 'x'));
      const writes: [PermissionKey, string, DocumentData][] = [
        [
          'events',
          COLLECTIONS.events,
          {
            ...F.event(true),
            image_url: longUrl(WEB_URL_MAX),
            registration_url: longUrl(WEB_URL_MAX),
            sponsor_logos: full(SPONSOR_LOGOS_MAX).map((name) => ({ name, logo_url: longUrl(WEB_URL_MAX) })),
          },
        ],
        ['suppliers', COLLECTIONS.suppliers, { ...F.supplier(true), services: full(STAFF_LIST_MAX) }],
        ['news', COLLECTIONS.news, { ...F.news(true), cvcs_mentioned: full(STAFF_LIST_MAX) }],
      ];
      for (const [key, collection, data] of writes) {
        const db = freshDb(staffWith(key));
        const ref = doc(db, collection, 'fullest');
        const stamp = { updated_by: staffWith(key).uid };
        expect(await allowed(setDoc(ref, { ...data, ...stamp })), `${collection} create`).toBe(true);
        expect(
          await allowed(updateDoc(ref, { updated_at: serverTimestamp(), ...stamp })),
          `${collection} update`,
        ).toBe(true);
        await closeDb(db);
      }
    });

    it('a missing slug is refused on news and opinions', async () => {
      const db = freshDb(ADMIN);
      const { slug: _news, ...news } = F.news(true);
      const { slug: _opinion, ...opinion } = F.opinion(true);
      const stamp = { updated_by: ADMIN.uid };
      expect(await allowed(setDoc(doc(db, COLLECTIONS.news, 'no-slug'), { ...news, ...stamp }))).toBe(false);
      expect(await allowed(setDoc(doc(db, COLLECTIONS.opinions, 'no-slug'), { ...opinion, ...stamp }))).toBe(
        false,
      );
      expect(
        await allowed(setDoc(doc(db, COLLECTIONS.news, 'with-slug'), { ...F.news(true), ...stamp })),
      ).toBe(true);
      await closeDb(db);
    });
  });
}
