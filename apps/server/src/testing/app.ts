import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from './config.js';

let template: Blob | undefined;

/** The migrated empty database of this run (pglite-template.setup.ts), read once per worker. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * A server for API tests: PGlite in memory by default (a copy of the run's migrated empty database); with
 * TEST_DATABASE_URL (scripts/test-pg.sh) the same tests run against real PostgreSQL. Tests must not assume empty
 * tables: make data with the factories.
 */
export async function testApp(env: Record<string, string | undefined> = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const config = testConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const app = await buildApp(config, { pgliteTemplate: config.inMemory ? pgliteTemplate() : undefined });
  await app.ready();
  return app;
}
