import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      // A ceiling for a slow, busy CI machine (2 cores), not a speed check: Ant Design renders slowly in jsdom.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
