import type { UpdateProjectConfigRequest } from 'firebase-admin/auth';

// Staff sign in with an SMS second factor (Identity Platform multi-factor). A project without it switched on
// would let no member enrol, so `npm run deploy` refuses it, and `npm run auth:second-factor` switches it on.

/** Where SMS may go: Brazil only, as the team is (SMS to other regions is where SMS fraud costs money). */
export const SMS_REGIONS = ['BR'];

/** The Authentication settings the console needs, as the Admin SDK's updateProjectConfig takes them. */
export const SECOND_FACTOR_CONFIG: UpdateProjectConfigRequest = {
  multiFactorConfig: { state: 'ENABLED', factorIds: ['phone'] },
  smsRegionConfig: { allowlistOnly: { allowedRegions: SMS_REGIONS } },
};

type ConfigSeen = {
  multiFactorConfig?: { state?: string; factorIds?: string[] };
};

/** What is wrong with a project's Authentication settings for the second step, each with what to run. */
export function secondFactorProblems(projectId: string, config: ConfigSeen): string[] {
  const mfa = config.multiFactorConfig;
  if (mfa?.state === 'ENABLED' && mfa.factorIds?.includes('phone')) return [];
  return [
    `Multi-factor sign-in (SMS) is not on for ${projectId}, so no staff member could enrol a second factor: ` +
      `upgrade Authentication to Identity Platform in the console (Authentication > Settings), then run ` +
      `\`npm run auth:second-factor -- --project ${projectId}\`.`,
  ];
}
