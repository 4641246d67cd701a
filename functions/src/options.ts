import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@cvc/domain';

// Imported first by index.ts: global options must be set before any function is defined.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
