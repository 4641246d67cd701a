import { emulatorAddress, PROJECT_ID } from '../../scripts/lib/emulators';

export { PROJECT_ID };

/** A URL on the Hosting emulator, which serves the built site and proxies rewrites to functions. */
export function hostingUrl(path: string): string {
  return `http://${emulatorAddress('hosting')}${path}`;
}
