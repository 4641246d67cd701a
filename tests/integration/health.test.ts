import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../support/emulators';

describe('health function through the Hosting rewrite', () => {
  it('answers GET with status ok and no caching', async () => {
    const response = await fetch(hostingUrl('/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses other methods', async () => {
    const response = await fetch(hostingUrl('/api/health'), { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
