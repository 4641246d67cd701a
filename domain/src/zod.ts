import { z } from 'zod';

// The domain's schemas take `z` from here. The site and the console run under a Content-Security-Policy without
// 'unsafe-eval'; zod's JIT probes `new Function` when the first object schema is built, and the browser reports
// that as a violation even though zod catches the refusal. `jitless` skips the probe (and the JIT, which schemas
// this small do not need). It must be set before any schema is built, hence this module.
z.config({ jitless: true });

export { z };
