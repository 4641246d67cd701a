import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { DEPLOY_SETTINGS } from './deploySettings';
import type { OriginEnv } from './siteOrigin';

// The deployment's settings as parameters: firebase-tools reads them from functions/.env.<project id> at
// deploy (the emulators from functions/.env.demo-cvc). Read with .value() inside handlers, never at module
// load; function options take the parameter itself.

const {
  SITE_HOSTS: hosts,
  APP_CHECK_ENFORCE: appCheck,
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

/** What siteOrigin and the public API's CORS need, as the running function sees it. */
export function originEnv(): OriginEnv {
  return {
    FUNCTIONS_EMULATOR: process.env.FUNCTIONS_EMULATOR,
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT,
    SITE_HOSTS: SITE_HOSTS.value(),
  };
}
