import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '@tm/shared/errors';
import { fail } from '../../lib/envelope';

const PART_LABEL: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

/**
 * One place maps failures to HTTP answers in the envelope: AppError → its status and message;
 * schema validation → 400 with the first rule's message (the spec's text where the schema has one);
 * body parsing and size errors → 4xx; anything else → 500 with a generic message. Internals of a
 * 5xx are logged with the request id and never sent. (Unknown paths: plugins/external/spa.ts.)
 */
/** Redacts quoted values ("abc", 'abc') from a database driver's message. */
function redactValues(text: string): string {
  return text.replace(/"[^"]*"|'[^']*'/g, '"…"');
}

/**
 * What to log for a failed database query: the SQL text (placeholders only) and the driver's
 * code, constraint and message, never the parameter values (names, emails, phone numbers).
 * Other errors pass through unchanged.
 */
export function describeDbError(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('query' in error) || !('params' in error))
    return error;
  const e = error as unknown as Error & { query: unknown; cause?: unknown };
  const cause = (e.cause ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof cause[k] === 'string' ? (cause[k] as string) : undefined);
  const out = new Error(`Failed query: ${String(e.query)}`);
  out.name = 'DatabaseQueryError';
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${out.name}: ${out.message}`, ...frames].join('\n');
  return Object.assign(out, {
    code: pick('code'),
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    cause: pick('message') ? redactValues(pick('message')!) : undefined,
  });
}

/** Errors the multipart parser throws for a malformed body (no boundary, cut off, bad header). */
function isMalformedMultipart(error: Error): boolean {
  return /multipart|boundary|part header|unexpected end of/i.test(error.message);
}

export const MSG_BAD_FORM =
  'The form could not be read: the upload was interrupted or malformed. Please try again.';

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(fail(error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value.',
      }));
      const first = issues[0]!;
      const generic = /^Invalid input: expected object/.test(first.message) && first.path === '';
      const where = PART_LABEL[error.validationContext ?? 'body'] ?? 'Request';
      const message = generic ? `${where} must be a JSON object.` : first.message;
      return reply.status(400).send(fail(message, { errors: issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(fail('Something went wrong on our side. Please try again.'));
    }
    if (!error.statusCode && request.isMultipart?.() && isMalformedMultipart(error))
      return reply.status(400).send(fail(MSG_BAD_FORM));
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(fail('The request is too large.'));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(fail('The file is too large.'));
    }
    if (status === 429)
      return reply.status(429).send(fail('Too many requests. Please wait a moment and try again.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, ...): safe to explain.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body must be a JSON object.'
            : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
              ? 'Request body is not valid JSON.'
              : error.message;
      return reply.status(status).send(fail(message));
    }
    request.log.error({ err: describeDbError(error) }, 'unhandled error');
    return reply.status(500).send(fail('Something went wrong on our side. Please try again.'));
  });
});
