import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An onCall function as exported: firebase-functions' callable wrapper, an Express-style handler. */
export type Callable = (req: unknown, res: unknown) => Promise<void>;

/**
 * Serves `callable` on a local port and posts it an empty callable request (`{ data: {} }`) with no token,
 * through firebase-functions' real wrapper: the part that enforces App Check.
 */
export async function callOverHttp(callable: Callable) {
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
