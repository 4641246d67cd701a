import { join } from 'node:path';
import { loadSeed } from '../../scripts/seed/load';
import { ROOT } from '../../scripts/lib/emulators';
import { MAIL_SPOOL_ENV, startMailSpool } from './mail-spool';
import { triggersSettled } from './trigger-queue';

/**
 * Every end-to-end run starts from exactly the seed: the emulator suites that run before it (load tests,
 * admin provider tests) leave documents behind in the same project. The run's one SMTP server listens from
 * here to the end, for every worker (support/mail-spool.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const spool = join(ROOT, 'test-reports', 'mail-spool');
  const stopSpool = await startMailSpool(spool);
  process.env[MAIL_SPOOL_ENV] = spool;
  await loadSeed({ reset: true });
  // The seed's triggers (history, slugs, the demo staff's claims) have run before the first spec looks.
  await triggersSettled();
  return stopSpool;
}
