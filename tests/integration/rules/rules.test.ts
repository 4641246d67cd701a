import { afterAll, beforeAll } from 'vitest';
import { forgetActors, seedStaffRecords, startRulesEnv, stopRulesEnv } from '../../support/rules';
import { describeCoverage } from './coverage';
import { describeCreatedAt } from './created-at';
import { describeSecondStep } from './second-step';
import { describeFieldShapes } from './field-shapes';
import { describeMatrix } from './matrix';
import { describePreviousSlugs } from './previous-slugs';
import { describePublicCreates } from './public-creates';
import { describeReportFiles } from './report-files';
import { describeScheduled } from './scheduled';
import { describeStaffWrites } from './staff-writes';
import { describeTranslations } from './translations';

// One file so the suites run in this order and the coverage check sees every evaluation before it judges.
beforeAll(async () => {
  await startRulesEnv();
  await seedStaffRecords();
});
afterAll(async () => {
  forgetActors();
  await stopRulesEnv();
});

describeMatrix();
describePublicCreates();
describeStaffWrites();
describeFieldShapes();
describeReportFiles();
describeScheduled();
describePreviousSlugs();
describeTranslations();
describeCreatedAt();
describeSecondStep();
describeCoverage();
