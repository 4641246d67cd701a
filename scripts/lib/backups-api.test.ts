import { describe, expect, it } from 'vitest';
import { FIRESTORE_API, applyBackups } from './backups-api';
import { type Call, printingCall } from './google-api';

const DB = `${FIRESTORE_API}/projects/cvc-prod/databases/(default)`;
const settings = { projectId: 'cvc-prod', retentionSeconds: 1_209_600 };

/** A stand-in for the REST API that records every request and answers GETs from `existing`. */
function recorder(existing: { database?: object; schedules?: object[] } = {}) {
  const requests: { method: string; url: string; body?: unknown }[] = [];
  const call: Call = async (method, url, body) => {
    requests.push({ method, url, body });
    if (method === 'GET') return url.endsWith('/backupSchedules') ? { backupSchedules: existing.schedules } : (existing.database ?? {});
    return { name: 'operation' };
  };
  return { call, writes: () => requests.filter((r) => r.method !== 'GET') };
}

describe('applyBackups', () => {
  it('switches PITR on and creates a daily schedule with the retention in seconds', async () => {
    const { call, writes } = recorder();
    const done = await applyBackups(call, settings);
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        url: `${DB}?updateMask=pointInTimeRecoveryEnablement`,
        body: { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' },
      },
      { method: 'POST', url: `${DB}/backupSchedules`, body: { retention: '1209600s', dailyRecurrence: {} } },
    ]);
    expect(done).toEqual(['switched point-in-time recovery on (7 days)', 'created a daily backup schedule kept 14 days']);
  });

  it('run again, sends nothing when PITR is on and the daily schedule keeps the same time', async () => {
    const { call, writes } = recorder({
      database: { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' },
      schedules: [
        { name: 'projects/cvc-prod/databases/(default)/backupSchedules/w1', retention: '604800s', weeklyRecurrence: { day: 'MONDAY' } },
        { name: 'projects/cvc-prod/databases/(default)/backupSchedules/d1', retention: '1209600s', dailyRecurrence: {} },
      ],
    });
    expect(await applyBackups(call, settings)).toEqual([
      'kept point-in-time recovery (7 days)',
      'kept the daily backup schedule (14 days)',
    ]);
    expect(writes()).toEqual([]);
  });

  it('updates the retention of the daily schedule in place when it differs', async () => {
    const { call, writes } = recorder({
      database: { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' },
      schedules: [{ name: 'projects/cvc-prod/databases/(default)/backupSchedules/d1', retention: '604800s', dailyRecurrence: {} }],
    });
    await applyBackups(call, { projectId: 'cvc-prod', retentionSeconds: 98 * 86_400 });
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        url: `${DB}/backupSchedules/d1?updateMask=retention`,
        body: { retention: '8467200s' },
      },
    ]);
  });

  it('--dry-run prints the exact requests, method, address and body, and sends none', async () => {
    const lines: string[] = [];
    await applyBackups(printingCall((line) => lines.push(line)), settings);
    expect(lines).toEqual([
      `GET ${DB}\n`,
      `PATCH ${DB}?updateMask=pointInTimeRecoveryEnablement\n{\n  "pointInTimeRecoveryEnablement": "POINT_IN_TIME_RECOVERY_ENABLED"\n}\n`,
      `GET ${DB}/backupSchedules\n`,
      `POST ${DB}/backupSchedules\n{\n  "retention": "1209600s",\n  "dailyRecurrence": {}\n}\n`,
    ]);
  });
});
