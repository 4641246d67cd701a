/**
 * Predeploy check of one target (firebase.json runs it before `firebase deploy` ships anything):
 *   tsx scripts/deploy-check.ts firestore|functions|hosting
 * firebase-tools gives the project in GCLOUD_PROJECT. Exits 1, saying what to run instead, when the build in
 * dist/hosting or functions/lib is not a production build of that project (scripts/lib/deploy-checks.ts).
 */
import { DEPLOY_TARGETS, type DeployTarget, deployPaths } from './lib/deploy-checks';
import { ROOT } from './lib/emulators';

const target = process.argv[2] as DeployTarget | undefined;
if (!target || !(target in DEPLOY_TARGETS)) {
  console.error(`usage: tsx scripts/deploy-check.ts ${Object.keys(DEPLOY_TARGETS).join('|')}`);
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? '';
const problems = DEPLOY_TARGETS[target](projectId, deployPaths(process.env.PROJECT_DIR ?? ROOT));
if (problems.length) {
  console.error(
    `Refusing to deploy ${target} to "${projectId}":\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`${target}: ready to deploy to ${projectId}`);
