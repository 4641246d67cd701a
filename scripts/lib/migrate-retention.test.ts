import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '../../functions/src/shared/retention';
import { projectRetention } from './migrate-retention';

it("reads the project's retention params as the functions do, defaults for the missing and the invalid", () => {
  const dir = mkdtempSync(join(tmpdir(), 'retention-'));
  expect(projectRetention(dir, 'cvc-prod')).toEqual(RETENTION_DEFAULTS);
  writeFileSync(join(dir, '.env'), 'RETENTION_LEAD_DAYS=400\nRETENTION_MAIL_DAYS=30\n');
  writeFileSync(
    join(dir, '.env.cvc-prod'),
    'RETENTION_LEAD_DAYS=365\nRETENTION_DOWNLOAD_DAYS=abc\nRETENTION_RSVP_DAYS_AFTER_EVENT=60\n',
  );
  expect(projectRetention(dir, 'cvc-prod')).toEqual({
    leadDays: 365,
    rsvpDaysAfterEvent: 60,
    downloadDays: RETENTION_DEFAULTS.downloadDays,
    mailDays: 30,
  });
  writeFileSync(join(dir, '.env.cvc-prod'), 'RETENTION_MAIL_DAYS=365\n');
  expect(projectRetention(dir, 'cvc-prod').mailDays).toBe(90);
});
