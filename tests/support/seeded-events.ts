/**
 * A seeded event nine days ahead, open for sign-up through any run. The seed's "today" event (São Paulo's
 * Circuito) closes at São Paulo's midnight, which a run may cross; a clean clone's run at 03:00 UTC did.
 */
export const OPEN_EVENT = {
  id: 'event-04',
  title: 'Workshop: estruturando o comitê de investimento',
} as const;

/** The seed's event dated today, the home's "next" one until São Paulo's midnight. */
export const TODAYS_EVENT = { id: 'event-03', title: 'Circuito CVC Connect: São Paulo' } as const;
