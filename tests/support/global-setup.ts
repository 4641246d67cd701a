import { loadSeed } from '../../scripts/seed/load';

/**
 * Every end-to-end run starts from exactly the seed: the emulator suites that run before it (load tests,
 * admin provider tests) leave documents behind in the same project.
 */
export default async function globalSetup(): Promise<void> {
  await loadSeed({ reset: true });
}
