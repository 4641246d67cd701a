import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { withDomainRules } from './domainRules';
import { auth, db } from './firebase';

export const dataProvider = withDomainRules(createDataProvider(db));
export const authProvider = createAuthProvider(auth);
