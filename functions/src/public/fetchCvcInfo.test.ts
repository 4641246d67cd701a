import { afterEach, describe, expect, it, vi } from 'vitest';
import { CVC_NAME_MAX } from '@cvc/domain';
import { CVC_INFO_CACHE_CONTROL, cvcInfoHandler } from './fetchCvcInfo';
import { CVC_INFO_ERRORS, lookupCvcInfo, parseCvcName, toCvcInfo } from './cvcDirectory';
import { fakeExchange } from '../testing/fakeExchange';

describe("lookupCvcInfo (the server render's lookup)", () => {
  it('answers null for a name the endpoint would refuse, without reading the directory', async () => {
    await expect(lookupCvcInfo('  ')).resolves.toBeNull();
    await expect(lookupCvcInfo('x'.repeat(CVC_NAME_MAX + 1))).resolves.toBeNull();
  });
});

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

describe('cvcInfoHandler and App Check', () => {
  const info = { id: 'cvc-01', name: 'Vértice Ventures', sector: 'Serviços Financeiros' };
  afterEach(() => vi.unstubAllEnvs());

  it('looks a name up without an App Check token even when APP_CHECK_ENFORCE is on (a missing name is 400)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_CHECK_ENFORCE', 'true');
    const find = vi.fn(async () => info);
    const found = fakeExchange({ query: { name: 'Vértice Ventures' } });
    await cvcInfoHandler({ find })(found.req, found.res);
    expect(find).toHaveBeenCalledWith('vertice ventures');
    expect(found.sent).toEqual({
      status: 200,
      headers: { 'Cache-Control': CVC_INFO_CACHE_CONTROL },
      body: { data: info },
    });
    const missing = fakeExchange();
    await cvcInfoHandler({ find })(missing.req, missing.res);
    expect(missing.sent).toMatchObject({ status: 400, body: { error: CVC_INFO_ERRORS.missingName } });
  });
});
