import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_CONFIG, secondFactorProblems } from './second-factor-config';

describe('the second-factor settings a deploy needs', () => {
  it('accepts a project with SMS multi-factor on', () => {
    expect(secondFactorProblems('cvc-prod', { multiFactorConfig: { state: 'ENABLED', factorIds: ['phone'] } })).toEqual(
      [],
    );
  });

  it('refuses one with it off or without SMS, saying exactly what to run', () => {
    for (const config of [{}, { multiFactorConfig: { state: 'DISABLED' } }, { multiFactorConfig: { state: 'ENABLED', factorIds: ['totp'] } }]) {
      const [problem] = secondFactorProblems('cvc-prod', config);
      expect(problem).toContain('`npm run auth:second-factor -- --project cvc-prod`');
    }
  });

  it('switches on SMS multi-factor for Brazil only', () => {
    expect(SECOND_FACTOR_CONFIG).toEqual({
      multiFactorConfig: { state: 'ENABLED', factorIds: ['phone'] },
      smsRegionConfig: { allowlistOnly: { allowedRegions: ['BR'] } },
    });
  });
});
