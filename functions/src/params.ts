import { defineBoolean, defineInt, defineString } from 'firebase-functions/params';
import { DEPLOY_SETTINGS } from '@cvc/domain';
import type { OriginEnv } from './siteOrigin';

// The deployment's settings as parameters: firebase-tools reads them from functions/.env.<project id> at
// deploy (the emulators from functions/.env.demo-cvc). Read with .value() inside handlers, never at module
// load; function options take the parameter itself.

const {
  SITE_HOSTS: hosts,
  APP_CHECK_ENFORCE: appCheck,
  PUBLIC_MAX_INSTANCES: max,
  HOME_MIN_INSTANCES: min,
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

/** What siteOrigin and the public API's CORS need, as the running function sees it. */
export function originEnv(): OriginEnv {
  return {
    FUNCTIONS_EMULATOR: process.env.FUNCTIONS_EMULATOR,
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT,
    SITE_HOSTS: SITE_HOSTS.value(),
  };
}
