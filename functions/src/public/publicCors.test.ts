import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { withPublicCors } from './publicCors';

/** Serves a handler wrapped in withPublicCors on a local port, as the function's HTTP server would. */
async function serve(origins: () => (string | RegExp)[]) {
  const handler = vi.fn((_req: Request, res: Response) => void res.end('ok'));
  const wrapped = withPublicCors(handler, origins);
  const server = createServer((req, res) => {
    // The cors middleware needs only Node's response; Express's status() is what a handler would add.
    const express = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
    });
    void wrapped(req as unknown as Request, express as unknown as Response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, handler, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: () => Promise<unknown> = async () => undefined;
afterEach(() => close());

describe('withPublicCors', () => {
  it('allows a listed origin and not another, reading the list on each request', async () => {
    let allowed = ['https://www.cvc.org.br'];
    const server = await serve(() => allowed);
    close = server.close;
    const originOf = async (origin: string) =>
      (await fetch(server.url, { headers: { Origin: origin } })).headers.get('access-control-allow-origin');
    expect(await originOf('https://www.cvc.org.br')).toBe('https://www.cvc.org.br');
    expect(await originOf('https://evil.example')).toBeNull();
    allowed = ['https://evil.example'];
    expect(await originOf('https://evil.example')).toBe('https://evil.example');
    expect(server.handler).toHaveBeenCalledTimes(3);
  });

  it('answers a preflight itself, without running the handler', async () => {
    const server = await serve(() => ['https://www.cvc.org.br']);
    close = server.close;
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.cvc.org.br', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.cvc.org.br');
    expect(server.handler).not.toHaveBeenCalled();
  });
});
