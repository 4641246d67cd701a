import { setGlobalOptions } from 'firebase-functions/v2';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import { AUDIENCE_TIME_ZONE, FUNCTIONS_REGION } from '@cvc/domain';
import { PUBLIC_MAX_INSTANCES } from './params';

// Imported first by index.ts: global options must be set before any function is defined. The staff callables
// and the claims trigger see little traffic; ten instances is plenty.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

/** Every function a visitor (or a bot) can reach: a flood scales to this ceiling and no further. */
export const PUBLIC_HTTP_OPTIONS: HttpsOptions = { maxInstances: PUBLIC_MAX_INSTANCES };

// The site's formatting reads São Paulo's clock whatever the zone (domain/src/format.ts); the runtime runs in
// it too, so any library that reads local time agrees.
process.env.TZ = AUDIENCE_TIME_ZONE;
