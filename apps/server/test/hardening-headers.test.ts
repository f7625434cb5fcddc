// a narrow CSP, HSTS only over HTTPS, /api/docs off in production unless
// enabled.
import { describe, expect, it } from 'vitest';
import { build } from './helper';

const ctx = await build({ TRUST_PROXY: 'true' });

function directive(csp: string, name: string): string[] {
  const d = csp.split(';').map((x) => x.trim().split(/\s+/));
  return d.find((parts) => parts[0] === name)?.slice(1) ?? [];
}

describe('security headers', () => {
  it('narrows img-src and connect-src to what the app uses', async () => {
    // A page (the API documentation's HTML; the web app's index.html is served the same way).
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const connect = directive(csp, 'connect-src');
    expect(connect).toContain("'self'");
    for (const wide of ['https:', 'ws:', 'wss:', '*']) expect(connect).not.toContain(wide);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('sends JSON only the headers that apply to it', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy'])
      expect(page.headers[name], name).toBeDefined();
    const json = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
      expect(json.headers[name], name).toBeUndefined();
    // An error answer is JSON too.
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBeUndefined();
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('/api/docs', () => {
  it('is off in production unless API_DOCS=true', async () => {
    const prod = await build({ NODE_ENV: 'production' });
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    const enabled = await build({ NODE_ENV: 'production', API_DOCS: 'true' });
    expect((await enabled.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
