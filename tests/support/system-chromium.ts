import { execFileSync } from 'node:child_process';

/**
 * The first of Debian's Chromium binaries that is installed, or CHROMIUM_PATH: `npx playwright install` cannot
 * download browsers on these machines.
 */
export function systemChromium(names: readonly string[]): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of names) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error(`No system Chromium found: install Debian package \`${names[0]}\` or set CHROMIUM_PATH.`);
}
