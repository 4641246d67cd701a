import { afterAll, beforeAll } from 'vitest';
import { forgetActors, startRulesEnv, stopRulesEnv } from '../../support/rules';
import { describeCoverage } from './coverage';
import { describeMatrix } from './matrix';
import { describePublicCreates } from './public-creates';
import { describeStaffWrites } from './staff-writes';

// One file so the suites run in this order and the coverage check sees every evaluation before it judges.
beforeAll(startRulesEnv);
afterAll(async () => {
  forgetActors();
  await stopRulesEnv();
});

describeMatrix();
describePublicCreates();
describeStaffWrites();
describeCoverage();
