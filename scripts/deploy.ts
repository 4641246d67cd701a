/**
 * `npm run deploy -- --project <alias or id> [firebase deploy options]`: checks the project's config, builds
 * for it (production mode, never the emulators'), and deploys rules, indexes, functions and hosting together.
 * firebase.json's predeploy hooks check the build again, so `firebase deploy` run by hand is held to the same.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { checkProject, checkSettings, deployPaths } from './lib/deploy-checks';
import { FIREBASE_BIN, ROOT } from './lib/emulators';
import { withFunctionsNode } from './lib/functions-node';

/** `--project <alias>` (or `-P`, or `--project=<alias>`) out of the arguments; the rest go to firebase deploy. */
function splitArgs(args: string[]): { alias?: string; rest: string[] } {
  const rest: string[] = [];
  let alias: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--project' || arg === '-P') alias = args[++i];
    else if (arg.startsWith('--project=')) alias = arg.slice('--project='.length);
    else rest.push(arg);
  }
  return { alias, rest };
}
const { alias, rest } = splitArgs(process.argv.slice(2));

function refuse(problems: string[]): never {
  console.error(`Not deploying:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

if (!alias) refuse(['Name the project: `npm run deploy -- --project <alias>` (aliases in .firebaserc).']);
const aliases = (
  JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects?: Record<string, string> }
).projects;
const projectId = aliases?.[alias] ?? alias;

const problems = checkProject(projectId);
if (problems.length) refuse(problems);

// The web config the site and console are built with must be this project's, without emulator hosts.
const envFile = join(ROOT, '.env.production.local');
if (!existsSync(envFile)) {
  problems.push(
    `.env.production.local is missing: copy .env.production.example to it and fill in ${projectId}'s web config (\`npx firebase apps:sdkconfig web --project ${projectId}\`).`,
  );
} else {
  const env = parseEnv(readFileSync(envFile, 'utf8'));
  if (env.VITE_FIREBASE_PROJECT_ID !== projectId) {
    problems.push(
      `.env.production.local is for project "${env.VITE_FIREBASE_PROJECT_ID ?? ''}": set VITE_FIREBASE_PROJECT_ID=${projectId} and ${projectId}'s web config.`,
    );
  }
  for (const key of Object.keys(env).filter((k) => k.endsWith('_EMULATOR_HOST'))) {
    problems.push(
      `.env.production.local sets ${key}: remove it, a production build never talks to an emulator.`,
    );
  }
}
problems.push(...checkSettings(projectId, deployPaths(ROOT)));
// Staff sign in with an SMS second factor: a project without multi-factor on would let nobody enrol.
const secondFactor = spawnSync(
  'npx',
  ['tsx', join(ROOT, 'scripts/auth-second-factor.ts'), '--project', projectId, '--check'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
);
if (secondFactor.status !== 0) problems.push((secondFactor.stderr || secondFactor.stdout).trim());
if (problems.length) refuse(problems);

const run = (command: string, args: string[], env = process.env) => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build:prod']);
// firebase-tools loads the functions to read their options on the Node it runs on: the functions' runtime.
run(
  FIREBASE_BIN,
  ['deploy', '--project', alias, '--only', 'firestore,functions,hosting', ...rest],
  withFunctionsNode(process.env),
);
