import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AUDIENCE_TIME_ZONE } from '@cvc/domain';
import { mailCeilings } from '../mail/ceilingParams';
import { admitHeldMail as admitDue } from '../mail/hourlyCeiling';
import { flushLeadDigests } from '../leads/flushLeadDigests';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';

/**
 * Every 10 minutes, sends the visitor mail that waited for the hourly ceiling (MAIL_HOURLY_MAX) as the new
 * hour has room, oldest first, and the lead digests of members whose alert window has room again (one job for
 * both: Cloud Scheduler's free jobs are few, and so it lives here, beside both folders rather than in either).
 * Cloud Scheduler: 3 free jobs a month per account, then $0.10 a job; the run reads nothing past one indexed
 * query when nothing waits. The emulators run no schedules: tests call hourlyCeiling.admitHeldMail and
 * flushLeadDigests with the time they choose.
 */
export const admitHeldMail = onSchedule(
  { schedule: 'every 10 minutes', timeZone: AUDIENCE_TIME_ZONE },
  async () => {
    const db = getFirestore(adminApp());
    const result = await admitDue(db, mailCeilings().hourlyMax);
    if (result.admitted > 0 || result.waiting) logger.info('admitHeldMail', result);
    const digests = await flushLeadDigests(db, siteOrigin({}, originEnv()));
    if (digests > 0) logger.info('admitHeldMail: lead digests sent', { digests });
  },
);
