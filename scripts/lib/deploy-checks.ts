import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseEnv } from 'node:util';
import { deploySettingsSchema } from '../../functions/src/shared/deploySettings';
import { STAMP_FILE, assetsDigest, filesUnder, readBuildStamp, rendererDigest } from './build-stamp';

// What every deploy must satisfy, checked by the predeploy hooks in firebase.json (scripts/deploy-check.ts)
// and by `npm run deploy` before it builds. Each check returns the problems it found, each saying what to
// run instead; none means the target may ship.

export interface DeployPaths {
  root: string;
  hostingDir: string;
  serverDir: string;
  functionsDir: string;
}

export function deployPaths(root: string): DeployPaths {
  return {
    root,
    hostingDir: join(root, 'dist', 'hosting'),
    serverDir: join(root, 'functions', 'lib', 'ssr'),
    functionsDir: join(root, 'functions'),
  };
}

export const RENDERER_FILE = 'entry-server.mjs';
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.cjs', '.css', '.json', '.txt', '.xml', '.webmanifest']);
// A demo- id as a string literal or a demo- project's domain (the emulator config's project, auth domain, key).
const DEMO_IDS = /(["'`])demo-[a-z0-9-]*\1|demo-[a-z0-9-]+\.(?:firebaseapp\.com|web\.app)/g;
// The Firebase SDK itself carries this one in every build (its fallback project id), so it proves nothing.
const SDK_PLACEHOLDER = /^(["'`])demo-project\1$/;

export const rebuildHint = (projectId: string) => `run \`npm run deploy -- --project ${projectId}\` instead`;

/** A project id the deploy may target: set, and not a demo- project (those exist only on the emulators). */
export function checkProject(projectId: string | undefined): string[] {
  if (!projectId) return ['No project: run `npm run deploy -- --project <alias>`.'];
  if (projectId.startsWith('demo-')) {
    return [
      `"${projectId}" is an emulator-only demo project: run \`npm run deploy -- --project <alias>\` with a real project (\`npx firebase use --add\`).`,
    ];
  }
  return [];
}

/** Strings only an emulator build contains: every emulator address in firebase.json and .env.emulator's hosts. */
export function emulatorMarkers(root: string): string[] {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, { host?: string; port?: number }>;
  };
  const markers = new Set<string>();
  for (const { host, port } of Object.values(config.emulators ?? {})) {
    if (!port) continue;
    for (const name of new Set([host ?? '127.0.0.1', '127.0.0.1', 'localhost'])) markers.add(`${name}:${port}`);
  }
  const emulatorEnv = join(root, '.env.emulator');
  if (existsSync(emulatorEnv)) {
    for (const [key, value] of Object.entries(parseEnv(readFileSync(emulatorEnv, 'utf8')))) {
      if (key.endsWith('_EMULATOR_HOST') && value) markers.add(value);
    }
  }
  return [...markers];
}

/** Built files naming an emulator host or a demo- project, as `file: what` lines. */
export function scanForEmulatorConfig(dir: string, markers: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    if (file.endsWith(STAMP_FILE) || !TEXT_FILES.has(extname(file))) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    const hits = markers.filter((marker) => text.includes(marker));
    const demoIds = Array.from(text.matchAll(DEMO_IDS), (match) => match[0]);
    hits.push(...new Set(demoIds.filter((id) => !SDK_PLACEHOLDER.test(id))));
    if (hits.length) found.push(`${file}: ${hits.join(', ')}`);
  }
  return found;
}

/** The renderer's stamp: present, a production build for this project, and its bundle unchanged since. */
function checkRenderer(projectId: string, { serverDir }: DeployPaths): string[] {
  const rendererFile = join(serverDir, RENDERER_FILE);
  if (!existsSync(rendererFile)) return [`No site renderer in functions/lib/ssr: ${rebuildHint(projectId)}.`];
  const stamp = readBuildStamp(serverDir);
  if (!stamp) return [`The renderer in functions/lib/ssr has no build stamp: ${rebuildHint(projectId)}.`];
  const problems = stampProblems('functions/lib/ssr', stamp, projectId);
  if (stamp.renderer !== rendererDigest(rendererFile)) {
    problems.push(`functions/lib/ssr/${RENDERER_FILE} changed after its build: ${rebuildHint(projectId)}.`);
  }
  return problems;
}

function stampProblems(where: string, stamp: NonNullable<ReturnType<typeof readBuildStamp>>, projectId: string) {
  const problems: string[] = [];
  if (stamp.mode !== 'production' || stamp.emulatorHosts.length > 0) {
    problems.push(
      `${where} is an emulator build (mode ${stamp.mode}${stamp.emulatorHosts.length ? `, hosts ${stamp.emulatorHosts.join(', ')}` : ''}): ${rebuildHint(projectId)}.`,
    );
  }
  if (stamp.projectId !== projectId) {
    problems.push(
      `${where} was built for project "${stamp.projectId}", not "${projectId}": set VITE_FIREBASE_PROJECT_ID=${projectId} in .env.production.local and ${rebuildHint(projectId)}.`,
    );
  }
  return problems;
}

/** Hosting: the prerendered site and the console, built for this project, from the renderer's build. */
export function checkHosting(projectId: string, paths: DeployPaths): string[] {
  const { hostingDir, serverDir, root } = paths;
  const problems = checkProject(projectId);
  if (problems.length) return problems;
  const stamp = readBuildStamp(hostingDir);
  if (!stamp) return [`dist/hosting has no build stamp (not built, or built without its prerender): ${rebuildHint(projectId)}.`];
  problems.push(...stampProblems('dist/hosting', stamp, projectId));
  if (existsSync(join(hostingDir, 'index.html')) || stamp.assets !== assetsDigest(hostingDir)) {
    problems.push(`The site in dist/hosting was rebuilt without its prerender: ${rebuildHint(projectId)}.`);
  }
  if (!existsSync(join(hostingDir, 'admin', 'index.html'))) {
    problems.push(`No console in dist/hosting/admin: ${rebuildHint(projectId)}.`);
  }
  const renderer = readBuildStamp(serverDir);
  if (renderer && renderer.buildId !== stamp.buildId) {
    problems.push(
      `The site (dist/hosting) and its renderer (functions/lib/ssr) come from different builds: ${rebuildHint(projectId)}.`,
    );
  }
  problems.push(...checkRenderer(projectId, paths));
  const leaks = scanForEmulatorConfig(hostingDir, emulatorMarkers(root));
  if (leaks.length) {
    problems.push(
      `dist/hosting names emulator hosts or a demo project (${leaks.slice(0, 3).join('; ')}${leaks.length > 3 ? `; and ${leaks.length - 3} more` : ''}): ${rebuildHint(projectId)}.`,
    );
  }
  return [...new Set(problems)];
}

/** The functions' settings for this project: functions/.env merged with functions/.env.<project id>. */
export function checkSettings(projectId: string, { functionsDir }: DeployPaths): string[] {
  const projectFile = join(functionsDir, `.env.${projectId}`);
  if (!existsSync(projectFile)) {
    return [
      `functions/.env.${projectId} is missing: copy functions/.env.example to functions/.env.${projectId} and fill it in.`,
    ];
  }
  const shared = join(functionsDir, '.env');
  const values = {
    ...(existsSync(shared) ? parseEnv(readFileSync(shared, 'utf8')) : {}),
    ...parseEnv(readFileSync(projectFile, 'utf8')),
  };
  const parsed = deploySettingsSchema.safeParse(values);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `functions/.env.${projectId}: ${issue.message}.`);
}

/** Functions: the renderer they serve (same build as the site, for this project) and their settings. */
export function checkFunctions(projectId: string, paths: DeployPaths): string[] {
  const problems = checkProject(projectId);
  if (problems.length) return problems;
  const renderer = readBuildStamp(paths.serverDir);
  const site = readBuildStamp(paths.hostingDir);
  if (renderer && site && renderer.buildId !== site.buildId) {
    problems.push(
      `The site (dist/hosting) and its renderer (functions/lib/ssr) come from different builds: ${rebuildHint(projectId)}.`,
    );
  }
  const leaks = scanForEmulatorConfig(paths.serverDir, emulatorMarkers(paths.root));
  if (leaks.length) {
    problems.push(`functions/lib/ssr names emulator hosts or a demo project (${leaks[0]}): ${rebuildHint(projectId)}.`);
  }
  return [...new Set([...problems, ...checkRenderer(projectId, paths), ...checkSettings(projectId, paths)])];
}

/** Rules and indexes carry no build; only the project is checked. */
export const checkFirestore = (projectId: string) => checkProject(projectId);

export const DEPLOY_TARGETS = { firestore: checkFirestore, functions: checkFunctions, hosting: checkHosting } as const;
export type DeployTarget = keyof typeof DEPLOY_TARGETS;
