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
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    },
  }),
);
