// One lint setup for the whole workspace: services, gateway and tests (Node), and the SPA (browser).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// bulletproof-react: every feature may import only from itself (and from shared code).
const frontendFeaturesDir = new URL('./frontend/src/features/', import.meta.url);
const frontendFeatures = existsSync(frontendFeaturesDir)
  ? readdirSync(frontendFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.prerender/**', 'data/**', 'coverage/**', 'helm/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: [
      'services/**',
      'gateway/**',
      'test/**',
      'loadtests/**',
      'scripts/**',
      'frontend/scripts/**',
      '*.js',
      '*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'frontend/scripts/**/*.mjs', 'loadtests/**/*.js', 'loadtests/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // k6 scenarios run in k6's JavaScript runtime, not in Node.
    files: ['loadtests/src/scenarios/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    files: ['frontend/**/*.ts', 'frontend/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolve `@/…` (tsconfig paths) and .ts/.tsx, so the path rules below see every import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./frontend/tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: app -> features -> shared, and no imports across features.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './frontend/src/features', from: './frontend/src/app' },
            ...frontendFeatures.map((feature) => ({
              target: `./frontend/src/features/${feature}`,
              from: './frontend/src/features',
              except: [`./${feature}`],
            })),
            {
              target: [
                './frontend/src/components',
                './frontend/src/lib',
                './frontend/src/hooks',
                './frontend/src/config',
              ],
              from: ['./frontend/src/features', './frontend/src/app'],
            },
          ],
        },
      ],
    },
  },
  prettier,
);
