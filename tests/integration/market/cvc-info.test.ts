import { beforeAll, describe, expect, it } from 'vitest';
import { CVC_NAME_MAX } from '@cvc/domain';
import { hostingUrl } from '../../support/emulators';
import { seedMarketData } from './seedMarket';

beforeAll(async () => {
  await seedMarketData();
});

const cvcInfo = (query: string) => fetch(hostingUrl(`/api/cvc-info${query}`));

describe('GET /api/cvc-info through the Hosting rewrite', () => {
  it('finds a CVC by name regardless of case and accents, with id, name and sector', async () => {
    const response = await cvcInfo(`?name=${encodeURIComponent('MANTIQUEIRA saude ventures')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await response.json()).toEqual({
      data: { id: 'cvc-05', name: 'Mantiqueira Saúde Ventures', sector: 'Saúde' },
    });
  });

  it('answers 400 with a clear message for a missing or oversized name', async () => {
    const missing = await cvcInfo('');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Informe o parâmetro 'name' com o nome do CVC." });

    const long = await cvcInfo(`?name=${'x'.repeat(CVC_NAME_MAX + 1)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: `O parâmetro 'name' aceita no máximo ${CVC_NAME_MAX} caracteres.`,
    });
  });

  it('answers 404 without data for an unknown CVC', async () => {
    const response = await cvcInfo('?name=Inexistente%20Ventures');
    expect(response.status).toBe(404);
    expect(await response.json()).not.toHaveProperty('data');
  });
});
