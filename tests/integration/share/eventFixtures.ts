import { COLLECTIONS } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';

// Events written by the calendar and share-preview suites only, with ids no seed document uses. Their dates
// are years ahead so they stay upcoming whenever the suites run.
const BASE = {
  full_description: null,
  registration_url: null,
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
  published_at: new Date('2025-06-01T12:00:00Z'),
};

export const TIMED_EVENT = {
  ...BASE,
  id: 'it-calendar-timed',
  title: 'Fórum <b>"CVC"</b>, edição; especial',
  date: '2031-03-15',
  start_time: '19:00',
  end_time: '21:30',
  location: 'Av. Paulista, 1000; São Paulo',
  description: 'Painéis & networking </script><script>alert(1)</script>',
  image_url: '/images/seed/it-event.svg',
};

export const ALL_DAY_EVENT = {
  ...BASE,
  id: 'it-calendar-all-day',
  title: 'Imersão de um dia',
  date: '2031-12-31',
  start_time: null,
  end_time: null,
  location: 'Rio de Janeiro',
  description: 'O dia todo.',
  image_url: null,
};

export const DISABLED_EVENT = {
  ...BASE,
  id: 'it-calendar-disabled',
  title: 'Evento desativado',
  date: '2031-05-01',
  start_time: '10:00',
  end_time: null,
  location: 'Curitiba',
  description: 'Não público.',
  image_url: null,
  enabled: false,
};

const FIXTURES = [TIMED_EVENT, ALL_DAY_EVENT, DISABLED_EVENT];

export async function writeEventFixtures(): Promise<void> {
  const events = adminFirestore().collection(COLLECTIONS.events);
  await Promise.all(FIXTURES.map(({ id, ...data }) => events.doc(id).set(data)));
}

export async function removeEventFixtures(): Promise<void> {
  const events = adminFirestore().collection(COLLECTIONS.events);
  await Promise.all(FIXTURES.map(({ id }) => events.doc(id).delete()));
}
