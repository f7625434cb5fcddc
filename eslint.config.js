import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/screenshots/**',
      'bench/.data/**',
      '.build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Type-aware checks: a promise is awaited or handled, and never passed where a void callback
    // is expected (a rejected promise there is lost).
    files: [
      'apps/server/{src,test}/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.ts',
      'e2e/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // JSX handlers may return a promise (react-hook-form's handleSubmit does).
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // House style: routes are thin; they reach the database only through modules.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/**', '**/db', '**/seed/**', '**/seed', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call modules; the database and the seed are reached only there.',
            },
          ],
        },
      ],
    },
  },
  {
    // House style: imports go one way, modules <- routes; modules know nothing of HTTP plugins.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/**', '**/plugins/**'],
              message: 'Modules do not import routes or plugins; pass what they need in options.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read loosely-typed JSON answers.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // House style: shared holds pure rules only; no server, web, database or environment.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@tm/server*', '@tm/web*', 'drizzle-orm*', 'react*', 'fastify*'] },
      ],
      'no-restricted-globals': ['error', 'process'],
    },
  },
  {
    // House style: web features do not import each other (shared pieces live in components/ or lib/).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '@/features/*'],
              message:
                'Features do not import each other; move it to entities/, components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Entities (booking, tutor, user: types, query keys, formatters, small components) sit below
    // features: any feature may use them, they use no feature and no app code.
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**', '../../features/**'],
              message: 'Entities do not import features or the app; pass what they need in props.',
            },
          ],
        },
      ],
    },
  },
);
