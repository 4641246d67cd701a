import { describe, expect, it } from 'vitest';
import { auditValue } from './auditLabels';

describe('auditValue', () => {
  it('shows empty values as a dash, long texts cut, lists as JSON', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue('')).toBe('—');
    expect(auditValue('x'.repeat(200))).toHaveLength(120);
    expect(auditValue(['a', 1])).toBe('["a",1]');
    expect(auditValue(false)).toBe('false');
  });
});
