import { describe, expect, it } from 'vitest';
import { personalDataKey, personalDataRequestSchema } from './personal-data';

describe('personalDataRequestSchema', () => {
  it('takes an address in any case and spacing, compared trimmed and in lower case', () => {
    expect(personalDataRequestSchema.parse({ email: '  Ana@Empresa.COM ', action: 'erase' })).toEqual({
      email: 'ana@empresa.com',
      action: 'erase',
    });
    expect(personalDataKey(' Ana@Empresa.COM')).toBe('ana@empresa.com');
  });

  it('refuses a blank or malformed address, an unknown action, or no object at all', () => {
    for (const data of [
      { email: '', action: 'export' },
      { email: 'ana', action: 'export' },
      { email: 'ana@empresa.com', action: 'delete' },
      { email: 'ana@empresa.com' },
      null,
    ]) {
      expect(personalDataRequestSchema.safeParse(data).success).toBe(false);
    }
  });
});
