/**
 * npm run auth:second-factor -- --project <id> [--check]
 * Switches on Identity Platform's SMS multi-factor (Brazil only) for a real project, or with --check only
 * says whether it is on. Needs Authentication upgraded to Identity Platform first, and credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`).
 */
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { SECOND_FACTOR_CONFIG, secondFactorProblems } from './lib/second-factor-config';

const { values } = parseArgs({
  options: { project: { type: 'string' }, check: { type: 'boolean', default: false } },
  strict: true,
});
const projectId = values.project;
if (!projectId || projectId.startsWith('demo-')) {
  console.error(
    'usage: npm run auth:second-factor -- --project <real project id> [--check]\n' +
      '(the emulators have SMS multi-factor on already)',
  );
  process.exit(2);
}
const manager = getAuth(
  initializeApp({ projectId, credential: applicationDefault() }),
).projectConfigManager();
try {
  if (!values.check) await manager.updateProjectConfig(SECOND_FACTOR_CONFIG);
  const problems = secondFactorProblems(projectId, (await manager.getProjectConfig()).toJSON() as object);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`SMS multi-factor is on for ${projectId} (SMS to Brazil only).`);
} catch (error) {
  console.error(
    `Could not ${values.check ? 'read' : 'change'} ${projectId}'s Authentication settings: ${(error as Error).message}`,
  );
  process.exit(1);
}
