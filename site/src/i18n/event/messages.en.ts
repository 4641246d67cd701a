import type { EventMessages } from './messages.pt';

export const en: EventMessages = {
  eyebrow: 'Event',
  notFound: 'Event not found',
  notFoundText:
    'This event does not exist or is no longer published. See the events calendar on the home page.',
  allEvents: 'See the events calendar',
  past: 'This event has already taken place and registration is closed.',
  signUp: 'Register',
  seatsLeft_one: '{{count}} seat left.',
  seatsLeft_other: '{{count}} seats left.',
  full: 'All seats are taken: new registrations join the waitlist, in order of arrival.',
  waitlistTitle: 'You are on the waitlist!',
  waitlistText:
    'If a seat opens up, it goes to you in the order of registration, and we will email you the confirmation.',
};
