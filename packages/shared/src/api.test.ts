import { describe, expect, it } from 'vitest';
import { normaliseError } from './api';

describe('normaliseError (core-marketplace §8)', () => {
  it('prefers data.data.message, then data.message, then the default', () => {
    expect(
      normaliseError({
        response: { status: 400, data: { data: { message: 'inner' }, message: 'outer' } },
      }),
    ).toEqual({ status: 400, message: 'inner' });
    expect(normaliseError({ response: { status: 409, data: { message: 'outer' } } })).toEqual({
      status: 409,
      message: 'outer',
    });
    expect(normaliseError({ response: { status: 502, data: '<html>' } })).toEqual({
      status: 502,
      message: 'Request failed with server error',
    });
  });
  it('maps no response to 503 and other failures to 500', () => {
    expect(normaliseError({ noResponse: true })).toEqual({
      status: 503,
      message: 'No response received from server',
    });
    expect(normaliseError({ error: new Error('boom') })).toEqual({ status: 500, message: 'boom' });
    expect(normaliseError({ error: new Error('') })).toEqual({
      status: 500,
      message: 'Axios request error',
    });
    expect(normaliseError({})).toEqual({ status: 500, message: 'Unknown error occurred' });
  });
});
