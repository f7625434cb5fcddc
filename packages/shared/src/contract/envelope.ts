// The response contract: every JSON answer under /api is `{ success, data, message }`,
// and each route declares the schema of its `data` here, in packages/shared/src/contract/<area>.ts.
// The server uses these as Fastify response schemas (the zod serializer checks every answer and
// drops any field not declared, so nothing leaks by accident; the OpenAPI document at /api/docs is
// generated from them); the web reads the inferred types and its tests parse fixtures with them.
//
// Convention for a new route:
//   schema: { ..., response: okResponse(myThingSchema) }       // 200
// with `myThingSchema` a zod object in contract/<area>.ts and `export type MyThing = z.infer<...>`.
import { z } from 'zod';

/** `{ success, data, message }` around one answer's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, message: z.string() });
}

/** The `response` map of a route schema: 200 answers `envelope(data)`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}

/** A success with no data (logout, refund). */
export const noData = z.null();

/** Paging of the admin lists (tutors, outbox). */
export const pagination = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type Pagination = z.infer<typeof pagination>;

/** A list of names (lookups). */
export const stringList = z.array(z.string());
