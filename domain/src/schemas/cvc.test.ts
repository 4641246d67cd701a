import { describe, expect, it } from 'vitest';
import { CVC_NAME_MAX } from '../cvc-directory';
import { CVC_TEXT_MAX, cvcSchema } from './cvc';
import { failedPaths } from './test-helpers';

const cvc = {
  name: '  Mantiqueira  Saúde Ventures ',
  sector: 'Saúde',
  portfolio_startups: 12,
  investments: 20,
  main_stage: 'Seed',
};

describe('cvcSchema', () => {
  it('derives the lookup key /api/cvc-info matches from the trimmed name, accents and case folded', () => {
    expect(cvcSchema.parse(cvc)).toEqual({
      ...cvc,
      name: 'Mantiqueira  Saúde Ventures',
      name_key: 'mantiqueira saude ventures',
    });
  });

  it('ignores a typed key: the name decides it', () => {
    expect(cvcSchema.parse({ ...cvc, name_key: 'outro' }).name_key).toBe('mantiqueira saude ventures');
  });

  it('requires every field, counts as whole numbers from 0', () => {
    expect(failedPaths(cvcSchema, {}).sort()).toEqual([
      'investments',
      'main_stage',
      'name',
      'portfolio_startups',
      'sector',
    ]);
    expect(failedPaths(cvcSchema, { ...cvc, investments: -1, portfolio_startups: 1.5 }).sort()).toEqual([
      'investments',
      'portfolio_startups',
    ]);
  });

  it('bounds the name as /api/cvc-info does and the other texts by CVC_TEXT_MAX', () => {
    expect(CVC_NAME_MAX).toBe(120);
    expect(CVC_TEXT_MAX).toBe(80);
    expect(failedPaths(cvcSchema, { ...cvc, name: 'x'.repeat(121) })).toEqual(['name']);
    expect(
      failedPaths(cvcSchema, { ...cvc, sector: 'x'.repeat(81), main_stage: 'x'.repeat(81) }).sort(),
    ).toEqual(['main_stage', 'sector']);
    expect(cvcSchema.safeParse({ ...cvc, name: 'x'.repeat(120), sector: 'x'.repeat(80) }).success).toBe(true);
  });
});
