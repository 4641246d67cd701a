import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AUDIENCE_TIME_ZONE } from '@cvc/domain';
import { CONSOLE_LOGIN_PATH } from '@cvc/web';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { staffFirebase } from './staffFirebase';
import { sweepStaffFactors } from './unconfirmedFactors';

/**
 * Every 15 minutes, looks at every member's second factors (unconfirmedFactors.ts): an unconfirmed one past
 * the grace is removed with the password it was enrolled with. Cloud Scheduler bills per job beyond the free
 * three. The emulators run no schedules: tests call sweepStaffFactors with the time they choose.
 */
export const sweepUnconfirmedFactors = onSchedule(
  { schedule: 'every 15 minutes', timeZone: AUDIENCE_TIME_ZONE },
  async () => {
    const { auth, db } = staffFirebase();
    const loginUrl = `${siteOrigin({}, originEnv())}${CONSOLE_LOGIN_PATH}`;
    const result = await sweepStaffFactors(auth, db, Date.now(), loginUrl);
    if (result.removed + result.noticed > 0) logger.info('sweepUnconfirmedFactors', result);
  },
);
