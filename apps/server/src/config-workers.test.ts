// WEB_CONCURRENCY's default follows the database, and PGlite refuses more than one.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process on PGlite and one per core on PostgreSQL', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).WEB_CONCURRENCY).toBe(
      os.availableParallelism(),
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', WEB_CONCURRENCY: '3' })
        .WEB_CONCURRENCY,
    ).toBe(3);
  });

  it('more than one process on the embedded database stops the start with a clear message', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('SESSION_CACHE_SECONDS defaults to 10 and accepts 0 (off)', () => {
    expect(loadConfig({}).SESSION_CACHE_SECONDS).toBe(10);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).SESSION_CACHE_SECONDS).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: '-1' })).toThrow(/SESSION_CACHE_SECONDS/);
  });
});
