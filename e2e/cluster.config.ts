import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromium, freePort, sharedRun, sharedUse } from './browser.ts';

/**
 * The browser specs against two instances behind nginx on PostgreSQL, Redis and s3rver (scripts/test.sh runs it
 * after the main suite): `npm run test -w e2e -- --config cluster.config.ts`. E2E_CLUSTER_LOG_LEVEL=info prints
 * every instance's log. The specs' helpers are in cluster/cluster.ts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

process.env.E2E_CLUSTER_PORT ??= freePort();
process.env.E2E_CLUSTER_CONTROL_PORT ??= freePort();
process.env.E2E_CLUSTER_S3_PORT ??= freePort();
// The specs' helpers build their addresses from E2E_PORT.
process.env.E2E_PORT = process.env.E2E_CLUSTER_PORT;
const baseURL = `http://127.0.0.1:${process.env.E2E_CLUSTER_PORT}`;

export default defineConfig({
  testDir: './cluster',
  ...sharedRun,
  timeout: 120_000,
  workers: 1,
  use: { ...sharedUse, baseURL },
  projects: [{ name: 'cluster', use: chromium }],
  webServer: {
    command: 'node --import tsx apps/server/src/cluster/e2e-cluster.ts',
    cwd: root,
    url: `${baseURL}/interface/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: process.env.E2E_CLUSTER_LOG_LEVEL ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
