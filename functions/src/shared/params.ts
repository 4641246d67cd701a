import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { DEPLOY_SETTINGS } from './deploySettings';
import { MAIL_RETENTION_MAX_DAYS, RETENTION_DEFAULTS, retentionPeriods } from './retention';
import type { RetentionPeriods } from './retention';
import type { OriginEnv } from './siteOrigin';

// The deployment's settings as parameters: firebase-tools reads them from functions/.env.<project id> at
// deploy (the emulators from functions/.env.demo-cvc). Read with .value() inside handlers, never at module
// load; function options take the parameter itself.

const {
  SITE_HOSTS: hosts,
  APP_CHECK_ENFORCE: appCheck,
  APP_CHECK_APP_ID: appCheckAppId,
  PUBLIC_MAX_INSTANCES: max,
  HOME_MIN_INSTANCES: min,
  MAIL_ENABLED: mailEnabled,
  MAIL_FROM: mailFrom,
  MAIL_MAX_ATTEMPTS: mailAttempts,
  MAIL_RETRY_BASE_SECONDS: mailBase,
} = DEPLOY_SETTINGS;

export const SITE_HOSTS = defineString('SITE_HOSTS', {
  default: hosts.default,
  description: hosts.description,
});
export const APP_CHECK_ENFORCE = defineBoolean('APP_CHECK_ENFORCE', {
  default: appCheck.default,
  description: appCheck.description,
});
export const APP_CHECK_APP_ID = defineString('APP_CHECK_APP_ID', {
  default: appCheckAppId.default,
  description: appCheckAppId.description,
});
export const PUBLIC_MAX_INSTANCES = defineInt('PUBLIC_MAX_INSTANCES', {
  default: max.default,
  description: max.description,
});
export const HOME_MIN_INSTANCES = defineInt('HOME_MIN_INSTANCES', {
  default: min.default,
  description: min.description,
});

/** The SMTP server, smtps://user:pass@host:465, in Secret Manager (functions/.secret.local on the emulators). */
export const SMTP_CONNECTION_URI = defineSecret('SMTP_CONNECTION_URI');
export const MAIL_ENABLED = defineBoolean('MAIL_ENABLED', {
  default: mailEnabled.default,
  description: mailEnabled.description,
});
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: mailFrom.default,
  description: mailFrom.description,
});
export const MAIL_MAX_ATTEMPTS = defineInt('MAIL_MAX_ATTEMPTS', {
  default: mailAttempts.default,
  description: mailAttempts.description,
});
export const MAIL_RETRY_BASE_SECONDS = defineInt('MAIL_RETRY_BASE_SECONDS', {
  default: mailBase.default,
  description: mailBase.description,
});

export const RETENTION_LEAD_DAYS = defineInt('RETENTION_LEAD_DAYS', {
  default: RETENTION_DEFAULTS.leadDays,
  description: 'Days a lead is kept after it arrives; Firestore TTL then deletes it (expire_at).',
});
export const RETENTION_RSVP_DAYS_AFTER_EVENT = defineInt('RETENTION_RSVP_DAYS_AFTER_EVENT', {
  default: RETENTION_DEFAULTS.rsvpDaysAfterEvent,
  description:
    "Days an event sign-up is kept after the event's day (after the sign-up when the event is unknown).",
});
export const RETENTION_DOWNLOAD_DAYS = defineInt('RETENTION_DOWNLOAD_DAYS', {
  default: RETENTION_DEFAULTS.downloadDays,
  description: 'Days a report download record is kept after the download.',
});
export const RETENTION_MAIL_DAYS = defineInt('RETENTION_MAIL_DAYS', {
  default: RETENTION_DEFAULTS.mailDays,
  description: `Days a copy of a sent email (mail/*) is kept, at most ${MAIL_RETENTION_MAX_DAYS} (a larger value counts as ${MAIL_RETENTION_MAX_DAYS}).`,
});

/** The retention periods as the running function sees them (defaults for unset or invalid values). */
export function retentionParams(): RetentionPeriods {
  return retentionPeriods({
    leadDays: RETENTION_LEAD_DAYS.value(),
    rsvpDaysAfterEvent: RETENTION_RSVP_DAYS_AFTER_EVENT.value(),
    downloadDays: RETENTION_DOWNLOAD_DAYS.value(),
    mailDays: RETENTION_MAIL_DAYS.value(),
  });
}

/** What siteOrigin and the public API's CORS need, as the running function sees it. */
export function originEnv(): OriginEnv {
  return {
    FUNCTIONS_EMULATOR: process.env.FUNCTIONS_EMULATOR,
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT,
    SITE_HOSTS: SITE_HOSTS.value(),
  };
}
