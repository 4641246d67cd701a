import { setGlobalOptions } from 'firebase-functions/v2';
import { AUDIENCE_TIME_ZONE, FUNCTIONS_REGION } from '@cvc/domain';

// Imported first by index.ts: global options must be set before any function is defined.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

// The site's server render reads dates in the runtime's zone (domain/src/format.ts): the audience's, not UTC.
process.env.TZ = AUDIENCE_TIME_ZONE;
