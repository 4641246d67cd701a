import type { DataProvider } from 'react-admin';
import { createDataProvider } from './dataProvider';
import { withDomainRules } from './domainRules';
import { db } from './firebase';
import { staffMethods } from './staffMethods';

/** Firestore records through the domain's rules, plus the console's extra methods (the staff callables). */
export const consoleDataProvider = { ...withDomainRules(createDataProvider(db)), ...staffMethods };

/** What `useDataProvider<ConsoleDataProvider>()` offers: react-admin's methods and the extra ones. */
export type ConsoleDataProvider = DataProvider & typeof staffMethods;
