/**
 * npm run staff:create -- --email E (--admin | --perms news,leads) [--name N] [--project ID]
 * Bootstraps a staff login, mailed the link to set its password; see scripts/lib/staff-args.ts for each argument.
 */
import { STAFF_CREATE_USAGE, StaffArgsError, parseStaffArgs } from './lib/staff-args';
import { closeApps, consoleLoginUrl, createStaffAccount, staffAdminApp } from './lib/staff-account';

try {
  const options = parseStaffArgs(process.argv.slice(2));
  const app = await staffAdminApp(options.project);
  const { uid, created, claims } = await createStaffAccount(app, options, consoleLoginUrl(options.project));
  console.log(
    `${created ? 'Created' : 'Updated'} ${options.email} (uid ${uid}) on ${options.project ?? 'the local emulators'}` +
      ` with claims ${JSON.stringify(claims)}.` +
      (created
        ? ` The link to set the password was mailed to ${options.email}; the first sign-in enrols a phone, confirmed by a mailed code.`
        : ' Its password and second factors are unchanged.'),
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
