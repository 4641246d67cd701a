import { WEB_URL_MAX, WEB_URL_PATTERN } from './field-limits';
import { isIsoDate } from './format';
import { AUDIENCE_UTC_OFFSET_HOURS } from './public-limits';

// The two courses the site sells, as staff set them in the site settings, without zod (the site imports this;
// schemas/site-settings.ts checks the console's form with the same bounds, and firestore.rules mirrors them).

/** A course's price is whole reais, as marketing copy writes it; the bound stops a typo of extra digits. */
export const COURSE_PRICE_BRL_MAX = 100_000;
/** Card instalments offered at checkout. */
export const COURSE_INSTALMENTS_MAX = 24;

interface OfferTerms {
  /** Whole reais. */
  price_brl: number;
  max_instalments: number;
  /** The hosted checkout every buy button opens. */
  checkout_url: string;
}

/** The executive training class: its calendar days and the last day to sign up (all 'YYYY-MM-DD'). */
export interface ExecutiveTrainingOffer extends OfferTerms {
  start_date: string;
  end_date: string;
  /** The last day sign-ups are open; no later than the class's last day. */
  signup_until: string;
}

/** The on-demand 2030 course: the day it becomes available and the last day of its sales window. */
export interface Course2030Offer extends OfferTerms {
  available_from: string;
  sales_until: string;
}

export const COURSE_OFFER_MESSAGES = {
  price: `Informe um valor inteiro em reais entre 1 e ${COURSE_PRICE_BRL_MAX}`,
  instalments: `Informe um número inteiro de parcelas entre 1 e ${COURSE_INSTALMENTS_MAX}`,
  endBeforeStart: 'O último dia não pode ser antes do primeiro',
  signupAfterEnd: 'As inscrições não podem terminar depois do último dia da turma',
} as const;

/** Today's calendar date in São Paulo, the audience's: the same day the rules' audienceToday() computes. */
export function audienceToday(now: Date = new Date()): string {
  return new Date(now.getTime() + AUDIENCE_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** Sign-ups (or sales) are open through their last day, inclusive, in São Paulo. */
export function isSignUpOpen(lastDay: string, now: Date = new Date()): boolean {
  return audienceToday(now) <= lastDay;
}

export function executiveTrainingOpen(offer: ExecutiveTrainingOffer, now?: Date): boolean {
  return isSignUpOpen(offer.signup_until, now);
}

export function course2030Open(offer: Course2030Offer, now?: Date): boolean {
  return isSignUpOpen(offer.sales_until, now);
}

const WEB_URL = new RegExp(`^${WEB_URL_PATTERN}$`);

function isTerms(o: Record<string, unknown>): boolean {
  const whole = (v: unknown, max: number) =>
    Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max;
  return (
    whole(o.price_brl, COURSE_PRICE_BRL_MAX) &&
    whole(o.max_instalments, COURSE_INSTALMENTS_MAX) &&
    typeof o.checkout_url === 'string' &&
    o.checkout_url.length <= WEB_URL_MAX &&
    WEB_URL.test(o.checkout_url)
  );
}

function days(o: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => typeof o[key] === 'string' && isIsoDate(o[key]));
}

const asRecord = (v: unknown) =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;

/** The stored class as the site uses it, or null when missing or not of that shape. */
export function readExecutiveTrainingOffer(data: unknown): ExecutiveTrainingOffer | null {
  const o = asRecord(data);
  if (!o || !isTerms(o) || !days(o, ['start_date', 'end_date', 'signup_until'])) return null;
  const { start_date, end_date, signup_until, price_brl, max_instalments, checkout_url } =
    o as unknown as ExecutiveTrainingOffer;
  return { start_date, end_date, signup_until, price_brl, max_instalments, checkout_url };
}

/** The stored 2030 course as the site uses it, or null when missing or not of that shape. */
export function readCourse2030Offer(data: unknown): Course2030Offer | null {
  const o = asRecord(data);
  if (!o || !isTerms(o) || !days(o, ['available_from', 'sales_until'])) return null;
  const { available_from, sales_until, price_brl, max_instalments, checkout_url } =
    o as unknown as Course2030Offer;
  return { available_from, sales_until, price_brl, max_instalments, checkout_url };
}
