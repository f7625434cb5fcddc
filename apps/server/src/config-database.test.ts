// Read replicas and a transaction pooler in the configuration (docs/decisions/read-replica.md).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const primary = 'postgres://app@127.0.0.1:6432/tutors';

describe('DATABASE_REPLICA_URL and DATABASE_DIRECT_URL', () => {
  it('reads one or several comma-separated replicas, and none by default', () => {
    expect(loadConfig({ DATABASE_URL: primary }).DATABASE_REPLICA_URL).toBeUndefined();
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URL: ' postgres://r1/tutors, postgresql://r2:5433/tutors ,',
      }).DATABASE_REPLICA_URL,
    ).toEqual(['postgres://r1/tutors', 'postgresql://r2:5433/tutors']);
    expect(loadConfig({ DATABASE_URL: primary }).DATABASE_REPLICA_MAX_LAG_MS).toBe(2000);
  });

  it('refuses a replica that is not a postgres:// URL, naming the variable', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://r1/t,mysql://r2/t' }),
    ).toThrow(/DATABASE_REPLICA_URL.*postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_DIRECT_URL: 'r1' })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
  });

  it('needs DATABASE_URL (the primary) for either', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://r1/t' })).toThrow(
      /need DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://p/t' })).toThrow(
      /need DATABASE_URL/,
    );
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_DIRECT_URL: 'postgres://p:5432/tutors' })
        .DATABASE_DIRECT_URL,
    ).toBe('postgres://p:5432/tutors');
  });
});
