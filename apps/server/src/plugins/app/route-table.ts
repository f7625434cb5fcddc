import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with the success statuses its response schema declares. */
    routeTable: readonly RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Statuses with a response schema (every JSON route under /api declares 200). */
  responseStatuses: string[];
  /** The schema of the 200 answer's `data` (the envelope's inner schema), if declared. */
  dataSchema: unknown;
  websocket: boolean;
}

/** Records each route's response schema, so a test can require one on every JSON API route. */
export default fp(async (app) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    for (const method of [route.method].flat())
      table.push({
        method,
        url: route.url,
        responseStatuses: Object.keys(response ?? {}),
        dataSchema: (response?.['200'] as { shape?: { data?: unknown } } | undefined)?.shape?.data,
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
  });
});
