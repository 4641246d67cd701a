import { defineInt } from 'firebase-functions/params';
import { CLIENT_HOURLY_MAX_DEFAULT, HOURLY_MAX_DEFAULT, ceiling } from './mailGate';

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
