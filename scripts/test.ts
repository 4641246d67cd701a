/**
 * `npm test`: every check the project has, stage by stage, each stage timed, ending (pass or fail) with the
 * table of each stage's minutes and the slowest files and specs (scripts/lib/suite-times.ts).
 *   tsx scripts/test.ts
 * Checks that do not depend on each other run side by side: eslint, prettier, tsc and the build each work
 * mostly on one core, so on two cores they finish together well before they would one after another.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { ROOT } from './lib/emulators';
import {
  INTEGRATION_APART_REPORT,
  INTEGRATION_REPORT,
  REPORTS_DIR,
  STAGES_REPORT,
  UNIT_REPORT,
  lastRunTable,
  type Stage,
} from './lib/suite-times';

type Step = { name: string; stages: { label: string; command: string }[] };

const vitestJson = (file: string) => `--reporter=default --reporter=json --outputFile.json=${file}`;

/** The emulator-backed suites, run under one `firebase emulators:exec` by the step below. */
const UNDER_EMULATORS: Step[] = [
  {
    name: 'integration',
    // The files that share nothing with the rest (tests/vitest.config.ts) run in a second process beside them:
    // the rest wait on the one trigger queue much of the time, leaving a core free.
    stages: [
      {
        label: 'integration (demo-cvc)',
        command: `INTEGRATION_LANE=shared npm run test:integration -w tests -- ${vitestJson(INTEGRATION_REPORT)}`,
      },
      {
        label: 'integration (projects of their own)',
        command: `INTEGRATION_LANE=apart npm run test:integration -w tests -- ${vitestJson(INTEGRATION_APART_REPORT)}`,
      },
    ],
  },
  { name: 'Playwright', stages: [{ label: 'Playwright', command: 'npm run test:e2e -w tests' }] },
];

const STEPS: Step[] = [
  {
    name: 'lint, typecheck and build',
    stages: [
      { label: 'eslint', command: 'npx eslint .' },
      { label: 'prettier', command: 'npx prettier --check .' },
      { label: 'typecheck', command: 'npm run typecheck' },
      { label: 'build', command: 'npm run build' },
    ],
  },
  {
    name: 'unit',
    stages: [{ label: 'unit', command: `npm run test:unit -- ${vitestJson(UNIT_REPORT)}` }],
  },
  {
    name: 'unit on Node 22',
    stages: [{ label: 'functions on Node 22', command: 'npm run test:functions-node22' }],
  },
  {
    name: 'emulators (start, seed, stop)',
    stages: [
      {
        label: 'emulators',
        command: 'npx tsx scripts/emulators.ts exec "npx tsx scripts/test.ts --under-emulators"',
      },
    ],
  },
];

/** Runs one command; alone it prints as it goes, beside others its output is printed whole when it ends. */
function run(label: string, command: string, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: alone ? 'inherit' : 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${label} (${command})\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

function recordStage(stage: Stage) {
  const stages: Stage[] = existsSync(STAGES_REPORT) ? JSON.parse(readFileSync(STAGES_REPORT, 'utf8')) : [];
  writeFileSync(STAGES_REPORT, JSON.stringify([...stages, stage], null, 2));
}

function stagesSoFar(): Stage[] {
  return existsSync(STAGES_REPORT) ? JSON.parse(readFileSync(STAGES_REPORT, 'utf8')) : [];
}

/** Runs the steps in order, stopping at the first that fails; returns whether all passed. */
async function runSteps(steps: Step[]): Promise<boolean> {
  for (const step of steps) {
    const before = stagesSoFar().reduce((sum, stage) => sum + stage.seconds, 0);
    const started = Date.now();
    const results = await Promise.all(
      step.stages.map((stage) => run(stage.label, stage.command, step.stages.length === 1)),
    );
    const ok = results.every(Boolean);
    // The stages this step ran inside it (the emulator suites) are recorded already; it counts the rest.
    const inner = stagesSoFar().reduce((sum, stage) => sum + stage.seconds, 0) - before;
    recordStage({ name: step.name, seconds: (Date.now() - started) / 1000 - inner, ok });
    if (!ok) {
      const failed = step.stages.filter((_, index) => !results[index]).map((stage) => stage.label);
      console.error(`\n${step.name} failed: ${failed.join(', ')}`);
      return false;
    }
  }
  return true;
}

async function main() {
  if (process.argv.includes('--under-emulators')) process.exit((await runSteps(UNDER_EMULATORS)) ? 0 : 1);

  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  // .ci/run times the install before this runs.
  const install = Number(process.env.SUITE_INSTALL_SECONDS);
  if (install > 0) recordStage({ name: 'install', seconds: install, ok: true });
  const ok = await runSteps(STEPS);
  console.log(`\n${lastRunTable()}`);
  process.exit(ok ? 0 : 1);
}

void main();
