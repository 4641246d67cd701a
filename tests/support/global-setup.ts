import { loadSeed } from '../../scripts/seed/load';

/** Every end-to-end run starts from the same seed data on the emulators. */
export default async function globalSetup(): Promise<void> {
  await loadSeed();
}
