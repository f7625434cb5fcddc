import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Same plugins and `@/` alias as the app build.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Generous for a busy machine; tests wait on conditions (see src/test/setup.ts), not time.
      testTimeout: 60_000,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    },
  }),
);
