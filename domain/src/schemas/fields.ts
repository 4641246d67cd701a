import { z } from '../zod';
import { isIsoDate, normaliseTime } from '../format';
import {
  PRIVACY_TEXT_MAX,
  STAFF_LIST_MAX,
  STAFF_LIST_TEXT_MAX,
  WEB_URL_MAX,
  WEB_URL_PATTERN,
} from '../field-limits';
import { VALIDATION_MESSAGES as MSG } from './messages';
import { LANGUAGES } from '../constants';

// Building blocks shared by the entity schemas. Optional fields accept '', null or a missing key and come out
// as null, because SPEC §5 stores empty optional fields as null (never '' and never an absent key).

const WEB_URL = new RegExp(`^${WEB_URL_PATTERN}$`);

/**
 * http(s) URLs and site-relative paths only: these values end up in href and src, where a `javascript:` URL
 * typed into the admin would run in every visitor's browser. firestore.rules applies the same pattern.
 */
export function isWebUrl(value: string): boolean {
  return value.length <= WEB_URL_MAX && WEB_URL.test(value);
}

export function requiredText(max?: number, message: string = MSG.required) {
  const base = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max === undefined ? base : base.max(max, MSG.tooLong(max));
}

export function optionalText(max?: number) {
  const base = z.string().trim();
  return (max === undefined ? base : base.max(max, MSG.tooLong(max))).nullish().transform((v) => v || null);
}

export function requiredUrl(message: string = MSG.required) {
  return requiredText(undefined, message).refine(isWebUrl, MSG.url);
}

export function optionalUrl() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isWebUrl(v), MSG.url)
    .nullish()
    .transform((v) => v || null);
}

export function requiredEmail(max?: number) {
  return requiredText(max).pipe(z.email({ error: MSG.email }));
}

export function optionalEmail() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, MSG.email)
    .nullish()
    .transform((v) => v || null);
}

/** An event's calendar date, stored as 'YYYY-MM-DD'. */
export function isoDate() {
  return requiredText().refine(isIsoDate, MSG.date);
}

/** 'HH:MM' or null; 'HH:MM:SS' is accepted and cut to minutes. */
export function optionalTime() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || normaliseTime(v) !== null, MSG.time)
    .nullish()
    .transform((v) => normaliseTime(v));
}

/** A list of short texts; blank entries are dropped so an empty form row stores nothing. */
export function textList() {
  return z
    .array(z.string().trim().max(STAFF_LIST_TEXT_MAX, MSG.tooLong(STAFF_LIST_TEXT_MAX)))
    .nullish()
    .transform((list) => (list ?? []).filter((item) => item !== ''))
    .pipe(staffList(z.string()));
}

/** A list staff fill row by row, bounded like firestore.rules checks it. */
export function staffList<T extends z.ZodType>(item: T, max: number = STAFF_LIST_MAX) {
  return z.array(item).max(max, MSG.tooManyItems(max));
}

/**
 * Firestore document ids: non-empty, bounded, no slash (a slash would address a sub-collection), and none of
 * the names Firestore reserves ('.', '..', '__…__').
 */
export function documentId(max: number, message: string = MSG.required) {
  return requiredText(max, message).refine(isDocumentId, MSG.documentId);
}

function isDocumentId(v: string): boolean {
  return !v.includes('/') && v !== '.' && v !== '..' && !/^__[^]*__$/.test(v);
}

/** The site language a public form was sent in, so the reply mail speaks it; absent means pt. */
export function visitorLanguage() {
  return z.enum(LANGUAGES).optional();
}

/**
 * What every public form records about the privacy notice (LGPD art. 8 and 9): the notice version the visitor
 * was shown, from the site settings, and the optional marketing box, never ticked in advance. Optional on the
 * wire (a record without them predates the notice); the site's forms always send both.
 */
export const formConsentFields = {
  notice_version: z.string().trim().min(1).max(PRIVACY_TEXT_MAX.notice_version).optional(),
  marketing_opt_in: z.boolean().optional(),
};

export type FormConsent = { notice_version: string; marketing_opt_in: boolean };
