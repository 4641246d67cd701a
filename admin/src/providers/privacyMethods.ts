import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { PERSONAL_DATA_PATH } from '@cvc/web';
import { FUNCTIONS_REGION } from '@cvc/domain';
import type { PersonalDataRequest, PersonalDataResult } from '@cvc/domain';
import { app } from './firebaseApp';

/**
 * The Privacidade screen's one call, as an extra dataProvider method: the personalData callable through its
 * same-origin Hosting rewrite, like the staff callables.
 */
export function privacyMethods() {
  return {
    async personalData(request: PersonalDataRequest): Promise<PersonalDataResult> {
      const functions = getFunctions(app, FUNCTIONS_REGION);
      const url = new URL(PERSONAL_DATA_PATH, window.location.origin).href;
      const result = await httpsCallableFromURL<PersonalDataRequest, PersonalDataResult>(
        functions,
        url,
      )(request);
      return result.data;
    },
  };
}
