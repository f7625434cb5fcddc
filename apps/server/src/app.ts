import crypto from 'node:crypto';
import querystring from 'node:querystring';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@tm/shared/constants/marketplace';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Ports } from './ports/ports';
import errorHandler from './plugins/app/error-handler';
import auth from './plugins/app/auth';
import auditTrail from './plugins/app/audit-trail';
import routeTable from './plugins/app/route-table';
import refuseControlChars from './plugins/app/refuse-control-chars';
import metrics from './plugins/app/metrics';
import readReplicas from './plugins/app/read-replicas';
import spa from './plugins/external/spa';
import corsPlugin from './plugins/external/cors';
import securityHeaders from './plugins/external/security-headers';
import { registerApiRoutes } from './routes/api/register';
import publicFileRoutes from './routes/files/public';
import seoRoutes from './routes/seo';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    ports: Ports;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  ports: Ports;
  logger?: FastifyServerOptions['loggerInstance'] | boolean;
}

/** `a[]=1&a[]=2` (what common HTTP clients send) is read as `a=[1,2]`; repeated keys stay arrays. */
export function parseQueryString(qs: string): Record<string, unknown> {
  const parsed = querystring.parse(qs);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const values = Array.isArray(value) ? value : [value];
    const prev = out[name];
    if (prev === undefined) out[name] = key.endsWith('[]') ? values : value;
    else out[name] = [...(Array.isArray(prev) ? prev : [prev]), ...values];
  }
  return out;
}

export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From src/ (tests, dev) and from dist/ (the built server) alike.
  return path.resolve(here, '../../web/dist');
}

function zodCompilersOnly(): never {
  throw new Error(
    'Only the zod compilers are used: set them with setValidatorCompiler/setSerializerCompiler.',
  );
}

export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const app = Fastify({
    ...(typeof opts.logger === 'object'
      ? { loggerInstance: opts.logger }
      : { logger: opts.logger ?? false }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A slowly sent request (1 byte every few seconds) must not hold a connection:
    // the whole request has REQUEST_TIMEOUT_SECONDS, an idle socket CONNECTION_TIMEOUT_SECONDS,
    // and Node checks for overdue requests often enough to enforce the first. (Node only starts
    // that check when the timeout is given at construction, hence `http` as well.)
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: 72_000,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_SECONDS * 1000),
      connectionsCheckingInterval: Math.min(5000, (config.REQUEST_TIMEOUT_SECONDS * 1000) / 4),
    },
    // Fastify accepts a hop count at run time; its types only list boolean, string and string[].
    trustProxy: config.TRUST_PROXY as boolean | string | string[],
    routerOptions: { querystringParser: parseQueryString },
    // Every route validates and serialises with its zod schemas (the compilers set below). Named
    // factories here keep Fastify from loading its default JSON-schema ones (Ajv and
    // fast-json-stringify: ~80 ms of every start); they are never called.
    schemaController: {
      compilersFactory: { buildValidator: zodCompilersOnly, buildSerializer: zodCompilersOnly },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('ports', opts.ports);
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While closing, a response to a request that was in flight ends its keep-alive connection,
    // so close() does not wait out the keep-alive timeout (72 s) of every busy client.
    if (closing) reply.header('connection', 'close');
  });
  // close(): idle keep-alive connections are closed at once, and again every 100 ms until the
  // server has closed (a connection that was busy when close began is idle once its response ends).
  app.addHook('preClose', async () => {
    closing = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  });
  app.addHook('onClose', async () => {
    clearInterval(reaper);
  });

  await app.register(errorHandler);
  await app.register(refuseControlChars);
  await app.register(corsPlugin);
  await app.register(securityHeaders);
  // JSON (and any other answer) above ~1 kB goes out compressed to clients that accept it; brotli
  // at quality 4 costs about what gzip does and still saves more (quality 11, the default, is
  // for files compressed once, like the web app's assets, which are sent precompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(LIMITS.documentMaxBytes, LIMITS.photoMaxBytes) + 1,
      files: 25,
      fields: 100,
      fieldSize: 64 * 1024,
    },
  });
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TutorsPlace API',
        version: '1.0.0',
        description: 'Every answer is { success, data, message }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's own documentation: on in development and test, in production only with API_DOCS=true.
  if (config.apiDocsEnabled) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(routeTable);
  await app.register(auth);
  await app.register(auditTrail);
  await app.register(readReplicas);
  await app.register(metrics);
  await app.register(registerApiRoutes, { prefix: '/api' });
  await app.register(publicFileRoutes);
  await app.register(seoRoutes);
  await app.register(spa, { distDir: config.WEB_DIST_DIR ?? defaultWebDist() });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
