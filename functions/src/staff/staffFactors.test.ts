import { describe, expect, it } from 'vitest';
import { factorChanges } from './staffFactors';

const sms = (id: string) => ({ id, kind: 'phone', label: 'Celular' });

describe('factorChanges', () => {
  it('finds factors added and removed by their enrolment id', () => {
    expect(factorChanges([sms('a')], [sms('a'), sms('b')])).toEqual({ added: [sms('b')], removed: [] });
    expect(factorChanges([sms('a'), sms('b')], [sms('b')])).toEqual({ added: [], removed: [sms('a')] });
    expect(factorChanges([sms('a')], [sms('c')])).toEqual({ added: [sms('c')], removed: [sms('a')] });
  });

  it('finds nothing when the factors are the same, whatever their order', () => {
    expect(factorChanges([sms('a'), sms('b')], [sms('b'), sms('a')])).toEqual({ added: [], removed: [] });
  });
});
