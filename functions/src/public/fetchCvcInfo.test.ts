import { describe, expect, it, vi } from 'vitest';
import { CVC_NAME_MAX } from '@cvc/domain';
import { CVC_INFO_CACHE_CONTROL, cvcInfoHandler } from './fetchCvcInfo';
import { CVC_INFO_ERRORS, lookupCvcInfo, parseCvcName, toCvcInfo } from './cvcDirectory';
import { acceptOnly, fakeExchange } from '../testing/fakeExchange';

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
  const setup = () => ({ find: vi.fn(async () => info), verify: vi.fn(acceptOnly('genuine-token')) });
  const query = { name: 'Vértice Ventures' };

  it('enforced, without a token: 401 and Firestore is never read', async () => {
    const { find, verify } = setup();
    const { req, res, sent } = fakeExchange({ query });
    await cvcInfoHandler({ find, appCheck: { enforced: true, verify } })(req, res);
    expect(sent).toMatchObject({ status: 401, body: { error: 'App Check token missing or invalid' } });
    expect(find).not.toHaveBeenCalled();
  });

  it('enforced, with a forged token: 401 before the name is even checked', async () => {
    const { find, verify } = setup();
    const { req, res, sent } = fakeExchange({ headers: { 'X-Firebase-AppCheck': 'forged' } });
    await cvcInfoHandler({ find, appCheck: { enforced: true, verify } })(req, res);
    expect(sent.status).toBe(401);
    expect(find).not.toHaveBeenCalled();
  });

  it('enforced, with a valid token: looks the name up and answers it', async () => {
    const { find, verify } = setup();
    const { req, res, sent } = fakeExchange({ query, headers: { 'X-Firebase-AppCheck': 'genuine-token' } });
    await cvcInfoHandler({ find, appCheck: { enforced: true, verify } })(req, res);
    expect(find).toHaveBeenCalledWith('vertice ventures');
    expect(sent).toEqual({
      status: 200,
      headers: { 'Cache-Control': CVC_INFO_CACHE_CONTROL },
      body: { data: info },
    });
  });

  it('not enforced: goes on without a token (a missing name is still 400)', async () => {
    const { find, verify } = setup();
    const found = fakeExchange({ query });
    await cvcInfoHandler({ find, appCheck: { enforced: false, verify } })(found.req, found.res);
    expect(found.sent.body).toEqual({ data: info });
    const missing = fakeExchange();
    await cvcInfoHandler({ find, appCheck: { enforced: false, verify } })(missing.req, missing.res);
    expect(missing.sent).toMatchObject({ status: 400, body: { error: CVC_INFO_ERRORS.missingName } });
    expect(verify).not.toHaveBeenCalled();
  });
});
