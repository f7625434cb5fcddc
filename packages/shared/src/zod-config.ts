// Zod compiles object parsers with `new Function` unless told not to; the probe alone is a CSP
// `unsafe-eval` violation on every page (issue 10). apps/web's main.tsx imports this module first so
// the setting is in place before any schema is created (zod reads it when a schema is built).
import { z } from 'zod';

z.config({ jitless: true });
