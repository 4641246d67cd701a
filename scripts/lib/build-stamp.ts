import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The prerender writes the same stamp beside the site (dist/hosting) and the renderer (functions/lib/ssr):
// the deploy checks compare them, so a site and a renderer from different builds never ship together.

export const STAMP_FILE = '.build-stamp.json';

export interface BuildStamp {
  buildId: string;
  /** Vite mode: `production` or `emulator`. */
  mode: string;
  /** VITE_FIREBASE_PROJECT_ID of the build. */
  projectId: string;
  /** The emulator hosts the build connects to, if any. */
  emulatorHosts: string[];
  /** sha256 of the renderer's bundle. */
  renderer: string;
  /** sha256 over the names of the site's hashed assets: a new client build changes it. */
  assets: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

export const rendererDigest = (rendererFile: string) => sha256(readFileSync(rendererFile));
export const assetsDigest = (hostingDir: string) => sha256(filesUnder(join(hostingDir, 'assets')).join('\n'));

export function writeBuildStamp(
  { hostingDir, serverDir, rendererFile }: { hostingDir: string; serverDir: string; rendererFile: string },
  { mode, env }: { mode: string; env: Record<string, string> },
): BuildStamp {
  const stamp: BuildStamp = {
    buildId: randomUUID(),
    mode,
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    emulatorHosts: [env.VITE_FIRESTORE_EMULATOR_HOST, env.VITE_AUTH_EMULATOR_HOST].filter((h): h is string => !!h),
    renderer: rendererDigest(rendererFile),
    assets: assetsDigest(hostingDir),
  };
  const json = `${JSON.stringify(stamp, null, 2)}\n`;
  writeFileSync(join(hostingDir, STAMP_FILE), json);
  writeFileSync(join(serverDir, STAMP_FILE), json);
  return stamp;
}

export function readBuildStamp(dir: string): BuildStamp | undefined {
  const file = join(dir, STAMP_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildStamp) : undefined;
}

export { filesUnder };
