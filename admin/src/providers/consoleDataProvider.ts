import type { DataProvider } from 'react-admin';
import { auditMethods } from './auditMethods';
import { createDataProvider } from './dataProvider';
import { withDomainRules } from './domainRules';
import { db } from './firebase';
import { liveListMethods } from './liveListMethods';
import { newsletterEditionMethods } from './newsletterEditionMethods';
import { privacyMethods } from './privacyMethods';
import { rsvpMethods } from './rsvpMethods';
import { staffMethods } from './staffMethods';
import { takenSlugsIn } from './takenSlugs';

const extraMethods = {
  ...staffMethods(),
  ...liveListMethods(db),
  ...privacyMethods(),
  ...newsletterEditionMethods(db),
  ...rsvpMethods(db),
  ...auditMethods(db),
};

/**
 * Firestore records through the domain's rules, plus the console's extra methods: the staff callables, the
 * live lists' listener, the Privacidade screen's export and erase, the newsletter
 * editions' callable and item reads, the door's check-in.
 */
export const consoleDataProvider = {
  ...withDomainRules(createDataProvider(db), undefined, takenSlugsIn(db)),
  ...extraMethods,
};

/** What `useDataProvider<ConsoleDataProvider>()` offers: react-admin's methods and the extra ones. */
export type ConsoleDataProvider = DataProvider & typeof extraMethods;
