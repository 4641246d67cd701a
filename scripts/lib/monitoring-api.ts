import type { Call } from './google-api';
import {
  LOG_METRICS,
  type MonitoringSettings,
  alertPolicies,
  logMetric,
  notificationChannel,
  uptimeCheck,
} from './monitoring-policies';

// Sends monitoring-policies.ts's bodies to Google's REST APIs. Run again, it updates what it made (matched by
// display name or metric name) instead of adding copies.

export const MONITORING_API = 'https://monitoring.googleapis.com/v3';
export const LOGGING_API = 'https://logging.googleapis.com/v2';

type Named = { name: string; displayName?: string };

/** Creates or updates everything; returns one line per resource saying which. */
export async function applyMonitoring(call: Call, settings: MonitoringSettings): Promise<string[]> {
  const project = `projects/${settings.projectId}`;
  const done: string[] = [];

  const channels = await call('GET', `${MONITORING_API}/${project}/notificationChannels?pageSize=1000`);
  const channelFound = (channels.notificationChannels as (Named & { labels?: { email_address?: string } })[] | undefined)?.find(
    (c) => c.labels?.email_address === settings.email,
  );
  const channel: string =
    channelFound?.name ??
    (await call('POST', `${MONITORING_API}/${project}/notificationChannels`, notificationChannel(settings.email))).name;
  done.push(`${channelFound ? 'kept' : 'created'} email channel ${settings.email}`);

  for (const metric of Object.values(LOG_METRICS)) {
    // metrics.update creates the metric when it is missing.
    await call('PUT', `${LOGGING_API}/${project}/metrics/${metric.name}`, logMetric(metric));
    done.push(`set log-based metric ${metric.name}`);
  }

  const check = uptimeCheck(settings);
  const checks = await call('GET', `${MONITORING_API}/${project}/uptimeCheckConfigs?pageSize=1000`);
  const checkFound = (checks.uptimeCheckConfigs as Named[] | undefined)?.find((c) => c.displayName === check.displayName);
  // The monitored resource (host) cannot change in place; a new host gets a check of its own name.
  let checkName: string;
  if (checkFound) {
    await call('PATCH', `${MONITORING_API}/${checkFound.name}?updateMask=httpCheck,contentMatchers,timeout`, check);
    checkName = checkFound.name;
  } else {
    checkName = (await call('POST', `${MONITORING_API}/${project}/uptimeCheckConfigs`, check)).name;
  }
  done.push(`${checkFound ? 'updated' : 'created'} uptime check ${check.displayName}`);

  const policies = await call('GET', `${MONITORING_API}/${project}/alertPolicies?pageSize=1000`);
  const existing = (policies.alertPolicies as Named[] | undefined) ?? [];
  for (const policy of alertPolicies(settings, channel, checkName.split('/').pop()!)) {
    const found = existing.find((p) => p.displayName === policy.displayName);
    if (found) await call('PATCH', `${MONITORING_API}/${found.name}`, policy);
    else await call('POST', `${MONITORING_API}/${project}/alertPolicies`, policy);
    done.push(`${found ? 'updated' : 'created'} alert policy ${policy.displayName}`);
  }
  return done;
}
