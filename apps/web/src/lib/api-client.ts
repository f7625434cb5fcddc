// The one API client (core-marketplace §7): every call goes to /api, carries
// `Authorization: Bearer {token}` when a token is stored, and answers with the envelope
// {success, data, message}. Failures become an ApiError normalised as §8 says.
import { normaliseError, type Envelope, type NormalisedError } from '@tm/shared/api';
import { getSession, logout } from './session-store';

export const API_BASE = '/api';
/** core-marketplace §4: a 401 from this call must not clear the session (it is clearing it). */
export const LOGOUT_PATH = '/logout';

export class ApiError extends Error {
  readonly status: number;
  /** The response body as received (usually the failed envelope), or null without a response. */
  readonly data: unknown;
  constructor({ status, message }: NormalisedError, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface UploadProgress {
  loaded: number;
  /** Null when the browser cannot tell the upload's size. */
  total: number | null;
  percent: number | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Upload progress needs XMLHttpRequest: fetch cannot report it. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Sent as Idempotency-Key: the server answers a repeat with what the first request did. */
  idempotencyKey?: string;
}

export interface RawResponse {
  status: number;
  body: unknown;
}

/** `/api` + path + query; arrays repeat their key (statuses=a&statuses=b). */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // not JSON (a proxy's HTML error page): normalisation falls back to defaults
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { success?: unknown }).success === 'boolean'
  );
}

const noResponse = () => new ApiError(normaliseError({ noResponse: true }), null);

/** How a request reaches the API when it is not the browser's fetch (see setApiTransport). */
export type ApiTransport = (
  url: string,
  init: { method: string; headers: Record<string, string> },
) => Promise<RawResponse>;

let transport: ApiTransport | null = null;

/**
 * Server rendering (entry-server.tsx): the server answers the pages' GETs in-process,
 * through the same routes the browser calls. Never set in the browser.
 */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

async function sendWithFetch(url: string, init: RequestInit): Promise<RawResponse> {
  if (transport)
    return transport(url, {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
    });
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw noResponse(); // fetch rejects only when no response arrived
  }
  return { status: response.status, body: parseBody(await response.text()) };
}

function sendWithXhr(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit | null,
  signal: AbortSignal | undefined,
  onUploadProgress: (progress: UploadProgress) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : null;
      onUploadProgress({
        loaded: event.loaded,
        total,
        percent: total ? Math.round((event.loaded / total) * 100) : null,
      });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(noResponse());
    xhr.ontimeout = () => reject(noResponse());
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function readEnvelope<T>(path: string, { status, body }: RawResponse): Envelope<T> {
  // §4: any 401, except from the logout call, clears token and user.
  if (status === 401 && path !== LOGOUT_PATH) logout();
  const ok = status >= 200 && status < 300;
  if (ok && isEnvelope(body) && body.success) return body as Envelope<T>;
  // A 2xx that is not a successful envelope is still a failure; keep an error status for it.
  const errorStatus = ok ? (isEnvelope(body) ? 400 : 502) : status;
  throw new ApiError(
    normaliseError({ response: { status: errorStatus, data: body } }),
    body ?? null,
  );
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const { method = 'GET', query, body, signal, onUploadProgress, idempotencyKey } = options;
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getSession().token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let payload: XMLHttpRequestBodyInit | null = null;
    if (body instanceof FormData)
      payload = body; // the browser sets the multipart boundary
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = apiUrl(path, query);
    const raw = onUploadProgress
      ? await sendWithXhr(method, url, headers, payload, signal, onUploadProgress)
      : await sendWithFetch(url, { method, headers, body: payload, signal });
    return readEnvelope<T>(path, raw);
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    throw new ApiError(normaliseError({ error }), null); // §8: any other failure → 500
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The server's own message for a failed call, when it sent one (not a client-side default). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null)
    return undefined;
  const data = error.data as { data?: { message?: unknown }; message?: unknown };
  const nested = data.data?.message;
  if (typeof nested === 'string' && nested) return nested;
  return typeof data.message === 'string' && data.message ? data.message : undefined;
}
