import { expect, it } from 'vitest';
import * as C from './constants';

// Pinned so a changed number is a deliberate, reviewed change to SPEC §9.
it('keeps the timers of SPEC §4 and §9', () => {
  expect(C.LOGO_STRIP_STEP_MS).toBe(3000);
  expect(C.LOGO_SLOT_PX).toBe(88);
  expect(C.MARKET_RESHUFFLE_MS).toBe(5000);
  expect(C.LEAD_SUCCESS_CLOSE_MS).toBe(3000);
  expect(C.COPIED_CONFIRMATION_MS).toBe(2000);
  expect(C.LEADS_POLL_MS).toBe(10_000);
  expect(C.CONFETTI_MS).toBe(4000);
  expect(C.LEAD_HIGHLIGHT_EXTRA_MS).toBe(5000);
  expect(C.SESSION_REFRESH_BACKOFF_START_MS).toBe(200);
});

it('keeps the sizes and limits', () => {
  expect(C.MARKET_SECTORS_SHOWN).toBe(3);
  expect(C.HOME_LATEST_NEWS).toBe(3);
  expect(C.HOME_OPINION_HIGHLIGHTS).toBe(4);
  expect(C.HOME_LATEST_REPORTS).toBe(3);
  expect(C.LIST_PAGE_SIZE).toBe(12);
  expect(C.SHARE_WINDOW).toEqual({ width: 600, height: 400 });
  expect(C.SUPPLIER_MAX_SERVICES_SHOWN).toBe(4);
  expect(C.LEADS_MAX).toBe(1000);
  expect(C.CONFETTI_PIECES).toBe(100);
  expect(C.NEWS_SUMMARY_PREVIEW_CHARS).toBe(100);
  expect(C.COLUMNIST_BIO_PREVIEW_CHARS).toBe(60);
  expect(C.NEWS_CONTENT_ROWS).toBe(10);
  expect(C.OPINION_CONTENT_ROWS).toBe(8);
});

it('plays three rising tones', () => {
  expect(C.NOTIFICATION_TONES).toEqual([
    { hz: 800, seconds: 0.2 },
    { hz: 1000, seconds: 0.2 },
    { hz: 1200, seconds: 0.3 },
  ]);
});

it('keeps languages and storage keys', () => {
  expect(C.LANGUAGES).toEqual(['pt', 'en', 'es']);
  expect(C.DEFAULT_LANGUAGE).toBe('pt');
  expect(C.LANGUAGE_STORAGE_KEY).toBe('language');
  const keys = Object.values(C.LEADS_STORAGE_KEYS);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(3);
});

it('keeps the course and association facts', () => {
  expect(C.EXECUTIVE_TRAINING).toMatchObject({ hours: 25, durationWeeks: 2, finalSessionCity: 'São Paulo' });
  expect(C.REVOLUCAO_2030_COURSE).toMatchObject({ hours: 3, modules: 5 });
  expect(C.ASSOCIATION_FOUNDED_YEAR).toBe(2023);
  expect(C.ASSOCIATION_CORPORATIONS_MIN).toBe(80);
  expect(C.ASSOCIATION_NAME).toBe('Associação Brasileira de Corporate Venture Capital');
  expect(C.ASSOCIATION_POSTAL_ADDRESS).toBeTruthy();
  expect(C.FUNCTIONS_REGION).toBe('southamerica-east1');
});
