import { vi } from 'vitest';
import { checkAgainstContract } from './contract-check';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch with `handler` and records every call. An unexpected request should
 * make the handler throw, so a test never passes on a call it did not plan for. Every successful
 * JSON answer under /api is checked against the server's response contract (contract-check.ts),
 * unless `uncheckedBecause` says why not (only the client's own tests, with placeholder data).
 */
export function mockFetch(handler: Handler, opts: { uncheckedBecause?: string } = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const raw = init.body;
      const call: Call = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
      };
      calls.push(call);
      const response = await handler(call);
      if (!opts.uncheckedBecause) await checkAgainstContract(call.method, call.url, response);
      return response;
    }),
  );
  return calls;
}
