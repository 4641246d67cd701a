import type { Call } from './google-api';

// What `npm run backups` asks of the Firestore Admin REST API on a real project: point-in-time recovery on (seven
// days of versions, readable or cloned at any minute) and one daily backup schedule. Run again, it keeps what is
// in place and only changes what differs.

export const FIRESTORE_API = 'https://firestore.googleapis.com/v1';

export const databaseName = (projectId: string) => `projects/${projectId}/databases/(default)`;

export const PITR_ENABLED = 'POINT_IN_TIME_RECOVERY_ENABLED';

/** The body of the database PATCH that switches point-in-time recovery on. */
export const pitrBody = () => ({ pointInTimeRecoveryEnablement: PITR_ENABLED });

/** The body of a new daily backup schedule. */
export const dailyScheduleBody = (retentionSeconds: number) => ({
  retention: `${retentionSeconds}s`,
  dailyRecurrence: {},
});

interface Schedule {
  name: string;
  retention?: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: object;
}

/** "1209600s" (or "1209600.5s") in whole seconds. */
const seconds = (duration: string | undefined) => Math.round(Number.parseFloat(duration ?? '') || 0);

/** Switches PITR on and makes the daily schedule; returns one line per resource saying what was done. */
export async function applyBackups(
  call: Call,
  settings: { projectId: string; retentionSeconds: number },
): Promise<string[]> {
  const database = `${FIRESTORE_API}/${databaseName(settings.projectId)}`;
  const done: string[] = [];

  const current = await call('GET', database);
  if (current.pointInTimeRecoveryEnablement === PITR_ENABLED) done.push('kept point-in-time recovery (7 days)');
  else {
    await call('PATCH', `${database}?updateMask=pointInTimeRecoveryEnablement`, pitrBody());
    done.push('switched point-in-time recovery on (7 days)');
  }

  // Firestore allows one daily schedule per database: it is the one to keep or update.
  const listed = await call('GET', `${database}/backupSchedules`);
  const daily = ((listed.backupSchedules as Schedule[] | undefined) ?? []).find((s) => s.dailyRecurrence);
  const wanted = dailyScheduleBody(settings.retentionSeconds);
  const days = `${settings.retentionSeconds / 86_400} days`;
  if (!daily) {
    await call('POST', `${database}/backupSchedules`, wanted);
    done.push(`created a daily backup schedule kept ${days}`);
  } else if (seconds(daily.retention) !== settings.retentionSeconds) {
    await call('PATCH', `${FIRESTORE_API}/${daily.name}?updateMask=retention`, { retention: wanted.retention });
    done.push(`changed the daily backup schedule's retention from ${daily.retention} to ${days}`);
  } else done.push(`kept the daily backup schedule (${days})`);
  return done;
}
