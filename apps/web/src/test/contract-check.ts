// Every answer a web test makes up for /api is parsed with the server's response contract
// (packages/shared/src/contract/routes.ts), so a fixture that drifts from what the server sends
// (a field missing, renamed, of another type, or one the server never sends) fails the test.
import { z } from 'zod';
import { responseSchemaFor } from '@tm/shared/contract/routes';

let violations: string[] = [];

/** The violations recorded since the last call (setup.ts fails the test when there are any). */
export function takeContractViolations(): string[] {
  const out = violations;
  violations = [];
  return out;
}

/** Paths present in `sent` but dropped by the contract's parse (fields the server never sends). */
function undeclared(sent: unknown, parsed: unknown, at = 'data'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, i) => undeclared(item, parsed[i], `${at}[${i}]`));
  if (sent && parsed && typeof sent === 'object' && typeof parsed === 'object') {
    const kept = parsed as Record<string, unknown>;
    return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) =>
      key in kept ? undeclared(value, kept[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return [];
}

/** Checks a made-up answer to `method url` against the contract; records what does not fit. */
export async function checkAgainstContract(method: string, url: string, response: Response) {
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith('/api/') || response.status < 200 || response.status >= 300) return;
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    return; // not JSON: a file, or a deliberately broken answer
  }
  const envelope = body as { success?: unknown; data?: unknown };
  if (!envelope || envelope.success !== true) return;
  const path = pathname.slice('/api'.length);
  const entry = responseSchemaFor(method, path);
  if (!entry) {
    violations.push(
      `${method} ${path}: no response contract. Add the route to RESPONSES in packages/shared/src/contract/routes.ts.`,
    );
    return;
  }
  const result = entry.schema.safeParse(envelope.data);
  if (!result.success) {
    violations.push(
      `${entry.key}: the test's answer does not match the contract:\n${z.prettifyError(result.error)}`,
    );
    return;
  }
  const extra = undeclared(envelope.data, result.data);
  if (extra.length)
    violations.push(
      `${entry.key}: the test's answer has fields the server never sends: ${extra.join(', ')}`,
    );
}
