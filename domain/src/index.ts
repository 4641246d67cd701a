// The single source of truth shared by site, admin, functions, rules tests and scripts. Pure TypeScript with
// zod as its only dependency: nothing here may import a Firebase SDK.
export * from './collections';
export * from './permissions';
export * from './slug';
export * from './constants';
export * from './mail-ceilings';
export * from './labels';
export * from './public-limits';
export * from './field-limits';
export * from './site-settings';
export * from './site-identity';
export * from './site-settings-view';
export * from './course-offers';
export * from './schemas';
export * from './csv';
export * from './lead-search';
export * from './audience-time';
export * from './publication-time';
export * from './translations';
export * from './format';
export * from './staff';
export * from './cvc-directory';
export * from './staff-claims-sync';
export * from './second-factor';
export * from './factor-messages';
export * from './event-calendar';
export * from './event-seats';
export * from './sponsor-logos';
export * from './stats';
export * from './lead-repeats';
export * from './audit';
export * from './article-body';
export * from './site-search';
export * from './trigger-queue';
export * from './newsletter';
export * from './newsletter-edition';
// The schemas' z (jitless, see zod.ts), for schemas written beside the code that alone uses them.
export { z } from './zod';
