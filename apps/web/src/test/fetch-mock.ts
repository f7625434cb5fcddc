import { vi } from 'vitest';
import type { UnreadCount } from '@tm/shared/contract/conversations';
import { checkAgainstContract } from './contract-check';

const NO_UNREAD: UnreadCount = { total: 0, conversations: 0, byPerson: [] };

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
export function mockFetch(
  handler: Handler,
  opts: { uncheckedBecause?: string; unread?: UnreadCount } = {},
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      // The nav bars ask for the unread message count in the background once the page is idle
      // (when depends on the machine's speed): answered here, none unless the test says.
      if (String(input) === '/api/messages/unread')
        return jsonResponse(200, { success: true, message: '', data: opts.unread ?? NO_UNREAD });
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
