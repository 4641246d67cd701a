import { describe, expect, it } from 'vitest';
import { CVC_NAME_MAX } from '@cvc/domain';
import { CVC_INFO_ERRORS, parseCvcName, toCvcInfo } from './fetchCvcInfo';

describe('parseCvcName', () => {
  it('normalises the name for a case- and accent-insensitive lookup', () => {
    expect(parseCvcName('  MANTIQUEIRA Saúde Ventures ')).toEqual({ key: 'mantiqueira saude ventures' });
  });

  it('refuses a missing, blank or repeated name with a clear message', () => {
    expect(parseCvcName(undefined)).toEqual({ error: CVC_INFO_ERRORS.missingName });
    expect(parseCvcName('   ')).toEqual({ error: CVC_INFO_ERRORS.missingName });
    expect(parseCvcName(['a', 'b'])).toEqual({ error: CVC_INFO_ERRORS.missingName });
    expect(CVC_INFO_ERRORS.missingName).toBe("Informe o parâmetro 'name' com o nome do CVC.");
  });

  it(`refuses names longer than ${CVC_NAME_MAX} characters`, () => {
    expect(parseCvcName('x'.repeat(CVC_NAME_MAX))).toHaveProperty('key');
    expect(parseCvcName('x'.repeat(CVC_NAME_MAX + 1))).toEqual({ error: CVC_INFO_ERRORS.nameTooLong });
    expect(CVC_INFO_ERRORS.nameTooLong).toBe("O parâmetro 'name' aceita no máximo 120 caracteres.");
  });
});

it('answers id, name and sector, and treats empty entries as absent', () => {
  expect(
    toCvcInfo('cvc-01', { name: 'Vértice Ventures', sector: 'Serviços Financeiros', investments: 3 }),
  ).toEqual({
    id: 'cvc-01',
    name: 'Vértice Ventures',
    sector: 'Serviços Financeiros',
  });
  expect(toCvcInfo('cvc-02', { name: 'Sem setor', sector: '' })).toBeNull();
  expect(toCvcInfo('cvc-03', {})).toBeNull();
});
