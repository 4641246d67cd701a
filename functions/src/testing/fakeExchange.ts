import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

/** What a handler answered: status (200 unless set), headers set, JSON body, or an empty body ended. */
export type Sent = { status: number; headers: Record<string, string>; body?: unknown; ended?: true };

/**
 * A request and a response recorder for unit tests of onRequest handlers: only the parts our handlers use
 * (method, url, path, query, header(); status, set, json, end). The real HTTP path is covered by
 * tests/integration.
 */
export function fakeExchange(
  request: {
    method?: string;
    url?: string;
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = request.headers ?? {};
  const url = request.url ?? '/';
  const req = {
    method: request.method ?? 'GET',
    url,
    path: url.split('?')[0],
    query: request.query ?? {},
    header: (name: string) => headers[name],
  } as unknown as Request;
  const sent: Sent = { status: 200, headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    set(name: string, value: string) {
      sent.headers[name] = value;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
    end() {
      sent.ended = true;
      return this;
    },
  } as unknown as Response;
  return { req, res, sent };
}

/** A verifier that accepts exactly one token, as the Admin SDK would accept a genuine one. */
export const acceptOnly =
  (good: string) =>
  async (token: string): Promise<void> => {
    if (token !== good) throw new Error('invalid App Check token');
  };
