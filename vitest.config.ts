import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const STUB = '\0antd-static-stub';

/** The login page's antd CSS is extracted at build time (apps/web/vite.config.ts); tests draw nothing with it. */
const antdStaticStub: Plugin = {
  name: 'antd-static-stub',
  enforce: 'pre',
  resolveId: (id) => (id.startsWith('virtual:antd-static/') ? STUB : undefined),
  load: (id) => (id === STUB ? 'export {};' : undefined),
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts', 'apps/server/src/**/*.scale.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/pglite-template.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // On PostgreSQL (and Redis) only, e.g. several server processes: run by scripts/test-pg.sh only.
        test: {
          name: 'scale',
          include: ['apps/server/src/**/*.scale.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [antdStaticStub],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          passWithNoTests: true,
          // Rendering antd in happy-dom takes a second or more per test when the suites share two cores.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
