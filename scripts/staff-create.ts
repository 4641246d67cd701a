/**
 * npm run staff:create -- --email E --password P (--admin | --perms news,leads) [--name N] [--project ID]
 * Bootstraps a staff login; see scripts/lib/staff-args.ts for the rules on each argument.
 */
import { STAFF_CREATE_USAGE, StaffArgsError, parseStaffArgs } from './lib/staff-args';
import { closeApps, createStaffAccount, staffAdminApp } from './lib/staff-account';

try {
  const options = parseStaffArgs(process.argv.slice(2));
  const app = await staffAdminApp(options.project);
  const { uid, created, claims } = await createStaffAccount(app, options);
  console.log(
    `${created ? 'Created' : 'Updated'} ${options.email} (uid ${uid}) on ${options.project ?? 'the local emulators'}` +
      ` with claims ${JSON.stringify(claims)}.`,
  );
  await closeApps();
} catch (error) {
  if (error instanceof StaffArgsError) {
    console.error(`${error.message}\n\n${STAFF_CREATE_USAGE}`);
    process.exit(2);
  }
  console.error(`staff:create failed: ${(error as Error).message}`);
  process.exit(1);
}
