// Zod compiles object parsers with `new Function` unless told not to; the probe alone is a CSP
// `unsafe-eval` violation on every page. apps/web's main.tsx imports this module first
// so the setting is in place before any schema is created (zod reads it when a schema is built).
//
// This is what `z.config({ jitless: true })` does: zod keeps its settings on
// globalThis.__zod_globalConfig (zod/v4/core/core.js). Writing it directly keeps zod out of the
// landing page's first download (importing zod's config pulled in its core, over the 120 kB
// budget); zod-config.test.ts checks that zod reads the setting.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
