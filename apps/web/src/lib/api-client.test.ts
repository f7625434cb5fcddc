import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@tm/shared/messages';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

/** These tests check the client's mechanics with placeholder answers, not any route's data. */
const PLACEHOLDER = { uncheckedBecause: 'placeholder data for the client itself' };
import { makeUser } from '@/test/users';
import { api, ApiError, apiUrl } from './api-client';
import { getSession, login } from './session-store';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the envelope of a successful call', async () => {
    mockFetch(
      () => jsonResponse(200, { success: true, data: { id: 7 }, message: 'ok' }),
      PLACEHOLDER,
    );
    await expect(api.get<{ id: number }>('/thing')).resolves.toEqual({
      success: true,
      data: { id: 7 },
      message: 'ok',
    });
  });

  it('calls /api with the query, repeating array keys', async () => {
    const calls = mockFetch(
      () => jsonResponse(200, { success: true, data: null, message: '' }),
      PLACEHOLDER,
    );
    await api.get('/get-bookings', {
      query: { statuses: ['pending', 'active'], limit: 10, skip: undefined },
    });
    expect(calls[0]?.url).toBe('/api/get-bookings?statuses=pending&statuses=active&limit=10');
    expect(apiUrl('me')).toBe('/api/me');
  });

  it('adds the bearer header only when a token is stored', async () => {
    const calls = mockFetch(
      () => jsonResponse(200, { success: true, data: null, message: '' }),
      PLACEHOLDER,
    );
    await api.get('/me');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    login('tok-123', makeUser());
    await api.get('/me');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    const calls = mockFetch(
      () => jsonResponse(200, { success: true, data: null, message: '' }),
      PLACEHOLDER,
    );
    await api.post('/submit-booking', { tutorId: 'a' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ tutorId: 'a' });
    const form = new FormData();
    form.append('photo', 'x');
    await api.post('/submit-tutor-form', form);
    expect(calls[1]?.body).toBe(form);
    expect(calls[1]?.headers.has('Content-Type')).toBe(false); // the browser adds the boundary
  });

  describe('error normalisation (core-marketplace §8)', () => {
    it('prefers the nested data.data.message', async () => {
      mockFetch(() =>
        jsonResponse(422, { success: false, message: 'top', data: { message: 'nested' } }),
      );
      const error = await failure(api.get('/x'));
      expect(error.status).toBe(422);
      expect(error.message).toBe('nested');
      expect(error.data).toEqual({ success: false, message: 'top', data: { message: 'nested' } });
    });

    it('falls back to the top-level message', async () => {
      mockFetch(() =>
        jsonResponse(409, {
          success: false,
          message: 'You already have an account as tutor.',
          data: null,
        }),
      );
      const error = await failure(api.post('/google-sign-in', {}));
      expect(error.status).toBe(409);
      expect(error.message).toBe('You already have an account as tutor.');
    });

    it('uses the default message when the server sent none', async () => {
      mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
      const error = await failure(api.get('/x'));
      expect(error.status).toBe(502);
      expect(error.message).toBe(MSG.serverErrorDefault);
    });

    it('treats a 200 envelope with success false as a failure', async () => {
      mockFetch(() => jsonResponse(200, { success: false, message: 'Nope', data: null }));
      const error = await failure(api.get('/x'));
      expect(error.message).toBe('Nope');
    });

    it('gives 503 "No response received from server" when the network fails', async () => {
      mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await failure(api.get('/x'));
      expect(error.status).toBe(503);
      expect(error.message).toBe(MSG.noResponse);
      expect(error.data).toBeNull();
    });
  });

  describe('401 (core-marketplace §4)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('clears the session', async () => {
      login('tok', makeUser());
      mockFetch(() => jsonResponse(401, { success: false, message: 'Unauthorised', data: null }));
      await failure(api.get('/me'));
      expect(getSession()).toMatchObject({ token: null, user: null, isLoggedIn: false });
      expect(window.localStorage.getItem('token')).toBeNull();
    });

    it('does not clear the session when it comes from the logout call', async () => {
      login('tok', makeUser());
      mockFetch(() => jsonResponse(401, { success: false, message: 'Unauthorised', data: null }));
      await failure(api.post('/logout'));
      expect(getSession().token).toBe('tok');
      expect(getSession().isLoggedIn).toBe(true);
    });

    it('leaves the session alone on other failures', async () => {
      login('tok', makeUser());
      mockFetch(() => jsonResponse(403, { success: false, message: 'Forbidden', data: null }));
      await failure(api.get('/me'));
      expect(getSession().token).toBe('tok');
    });
  });

  it('reports upload progress through XMLHttpRequest', async () => {
    const sent: { headers: Record<string, string>; body: unknown }[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: {
        onprogress:
          ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
      } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send(body: unknown) {
        sent.push({ headers: this.headers, body });
        this.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true });
        this.status = 200;
        this.responseText = JSON.stringify({ success: true, data: { user: 1 }, message: '' });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    login('tok', makeUser());
    const progress: (number | null)[] = [];
    const form = new FormData();
    const result = await api.post('/submit-tutor-form', form, {
      onUploadProgress: (p) => progress.push(p.percent),
    });
    expect(result.data).toEqual({ user: 1 });
    expect(progress).toEqual([25, 100]);
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
