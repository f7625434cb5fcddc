// every JSON route under /api declares its response (zod, from packages/shared/src/contract),
// so the zod serializer drops any field not in the contract and /api/docs documents every answer.
import { describe, expect, it } from 'vitest';
import { userSchema } from '@tm/shared/contract/users';
import { RESPONSES } from '@tm/shared/contract/routes';
import { build, body } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();

/** Routes that answer something other than the JSON envelope, each with why. */
const NOT_JSON: Record<string, string> = {
  'GET /api/bookings/:id/calendar.ics': 'an iCalendar file',
  'GET /api/bookings/:id/receipt': 'a PDF receipt',
  'GET /api/files/:id': 'a private document, streamed as stored',
  'GET /api/files/public/*': 'a public upload, streamed as stored',
  'GET /api/calls/ws': 'the signalling WebSocket',
  'GET /api/messages/attachments/:id': "a message's attachment, streamed as stored",
  'GET /api/account/exports/:id/download': "a ZIP of the owner's data",
  'GET /api/admin/audit.csv': 'the audit log as CSV',
};

function apiRoutes() {
  return ctx.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS',
  );
}

describe('the response contract', () => {
  it('every JSON route under /api declares a 200 response schema', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((r) => !NOT_JSON[`${r.method} ${r.url}`] && !r.responseStatuses.includes('200'))
      .map((r) => `${r.method} ${r.url}`);
    expect(
      missing,
      'These routes answer JSON without a response schema. Declare one: add a zod schema of the ' +
        "answer's data to packages/shared/src/contract/<area>.ts and put " +
        "`response: okResponse(thatSchema)` (from '@tm/shared/contract/envelope') in the route's " +
        'schema; the serializer then drops any field the contract does not declare. Only a route ' +
        'that answers something other than the JSON envelope goes in NOT_JSON, with the reason.',
    ).toEqual([]);
  });

  it('declares on each route the schema the contract table lists for it (the web tests read the table)', () => {
    const routes = apiRoutes().filter((r) => r.responseStatuses.includes('200'));
    const table = RESPONSES as Record<string, unknown>;
    const wrong = routes
      .map((r) => `${r.method} ${r.url.slice('/api'.length)}`)
      .filter((key, i) => table[key] !== routes[i]!.dataSchema);
    expect(
      wrong,
      'Each route must have a line in RESPONSES (packages/shared/src/contract/routes.ts) naming ' +
        'the same schema its `response: okResponse(schema)` declares.',
    ).toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url.slice('/api'.length)}`));
    expect(Object.keys(RESPONSES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('lists in NOT_JSON only routes that exist', () => {
    const registered = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(NOT_JSON).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('documents every answer in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    }>();
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (NOT_JSON[key]) continue;
        if (!op.responses?.['200']?.content) undocumented.push(key);
      }
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(undocumented).toEqual([]);
    const me = doc.paths['/api/me']!.get!.responses!['200']!.content as Record<
      string,
      { schema: { properties: { data: unknown } } }
    >;
    // The user is documented as a union by role, not as an open object.
    expect(JSON.stringify(me['application/json']!.schema.properties.data)).toContain('"tutor"');
  });

  it('answers /api/me with exactly the contract of each role (nothing more)', async () => {
    const tutor = await createTutor(ctx.db, { profile: { verificationStatus: 'verified' } });
    const student = await createStudent(ctx.db);
    const admin = await createAdmin(ctx.db);
    for (const user of [tutor.user, student.user, admin]) {
      const res = await ctx.injectAs(user, { method: 'GET', url: '/api/me' });
      expect(res.statusCode, res.body).toBe(200);
      const data = body(res).data;
      const parsed = userSchema.parse(data);
      expect(parsed.role).toBe(user.role);
      // The parse strips unknown keys: equal means the server sent no field outside the contract.
      expect(data).toEqual(parsed);
    }
  });
});
