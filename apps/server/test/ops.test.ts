// Production readiness: liveness, readiness, Prometheus metrics behind a token.
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';

const TOKEN = 'metrics-token-0123456789';
const ctx = await build({ METRICS_TOKEN: TOKEN });

describe('health and readiness', () => {
  it('/api/health answers while the process lives; /api/ready checks the database', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(body(live).data.status).toBe('ok');
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(body(ready).data).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: ctx.database.kind },
      redis: null,
    });
  });
});

describe('GET /metrics', () => {
  it('needs the metrics token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports request latency by route, process metrics and sweeper runs', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    ctx.app.recordSweep({ expired: 2, completed: 1, missed: 0, tokensPurged: 3 });
    ctx.app.recordSweep(null);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('tm_sweeper_runs_total{outcome="ok"} 1');
    expect(text).toContain('tm_sweeper_runs_total{outcome="failed"} 1');
    expect(text).toContain('tm_sweeper_changes_total{change="tokens_purged"} 3');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await build();
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
