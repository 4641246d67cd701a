import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DOWNLOAD_MESSAGES } from '@cvc/domain';

type Callable = (req: unknown, res: unknown) => Promise<void>;

/**
 * Loads downloadReport afresh under the given environment (its onCall options are read when the module loads,
 * as on a cold start) and calls it with an empty form through firebase-functions' real callable wrapper.
 */
async function callWithEmptyForm(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  vi.stubEnv('APP_CHECK_ENFORCE', '');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const callable = (await import('./downloadReport')).downloadReport as unknown as Callable;

  // The callable wrapper expects Express's req.header(), req.body, res.status().send(): a minimal adapter.
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    Object.assign(req, {
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      header: (header: string) => req.headers[header.toLowerCase()],
    });
    Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      send: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
    });
    await callable(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    return { status: response.status, body: (await response.json()) as { error?: { message?: string } } };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

afterEach(() => vi.unstubAllEnvs());

describe('downloadReport follows the App Check switch', () => {
  it('APP_CHECK_ENFORCE=true refuses a call without a token before the handler runs', async () => {
    expect(await callWithEmptyForm({ APP_CHECK_ENFORCE: 'true' })).toEqual({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
    });
  });

  it('without enforcement the call reaches the handler, which refuses the empty form', async () => {
    const answer = await callWithEmptyForm({ APP_CHECK_ENFORCE: 'true', FUNCTIONS_EMULATOR: 'true' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(REPORT_DOWNLOAD_MESSAGES.invalidRequest);
  });
});
