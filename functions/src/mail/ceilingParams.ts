import type { BlockList } from 'node:net';
import { defineInt, defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { CLIENT_HOURLY_MAX_DEFAULT, HOURLY_MAX_DEFAULT, ceiling } from './mailGate';
import { trustedProxies } from './trustedProxies';

// The two abuse ceilings on visitor mail, as deployment parameters beside the other ones (shared/params.ts);
// they live with the mail because their defaults and reading are the mail gate's.

export const MAIL_CLIENT_HOURLY_MAX = defineInt('MAIL_CLIENT_HOURLY_MAX', {
  default: CLIENT_HOURLY_MAX_DEFAULT,
  description:
    'Visitor mails one client (IP address, IPv6 /64) may have sent per hour; past it they are never sent.',
});
export const MAIL_HOURLY_MAX = defineInt('MAIL_HOURLY_MAX', {
  default: HOURLY_MAX_DEFAULT,
  description:
    'Visitor mails sent per hour in all; past it they wait for a later hour and an alert is logged.',
});

/** The two abuse ceilings as the running function sees them (defaults for unset or invalid values). */
export function mailCeilings(): { clientHourlyMax: number; hourlyMax: number } {
  return {
    clientHourlyMax: ceiling(MAIL_CLIENT_HOURLY_MAX.value(), CLIENT_HOURLY_MAX_DEFAULT),
    hourlyMax: ceiling(MAIL_HOURLY_MAX.value(), HOURLY_MAX_DEFAULT),
  };
}

export const MAIL_TRUSTED_PROXIES = defineString('MAIL_TRUSTED_PROXIES', {
  default: '',
  description:
    "Hosting's forwarding addresses as the functions see them (comma-separated addresses or CIDR ranges): the x-forwarded-for hops skipped to find the client.",
});

let parsed: { spec: string; list: BlockList } | undefined;

/** MAIL_TRUSTED_PROXIES as the running function sees it, parsed once per value; bad entries are logged, not trusted. */
export function mailTrustedProxies(): BlockList {
  const spec = MAIL_TRUSTED_PROXIES.value();
  if (parsed?.spec !== spec) {
    const { list, invalid } = trustedProxies(spec);
    if (invalid.length > 0) logger.error('MAIL_TRUSTED_PROXIES: entries ignored', { invalid });
    parsed = { spec, list };
  }
  return parsed.list;
}
