import { loadSeed } from '../../scripts/seed/load';
import { triggersSettled } from './trigger-queue';

/**
 * Every end-to-end run starts from exactly the seed: the emulator suites that run before it (load tests,
 * admin provider tests) leave documents behind in the same project.
 */
export default async function globalSetup(): Promise<void> {
  await loadSeed({ reset: true });
  // The seed's triggers (history, slugs, the demo staff's claims) have run before the first spec looks.
  await triggersSettled();
}
