import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from './config.js';

/**
 * A server for API tests: PGlite in memory by default; with TEST_DATABASE_URL (scripts/test-pg.sh) the same
 * tests run against real PostgreSQL. Tests must not assume empty tables: make data with the factories.
 */
export async function testApp(env: Record<string, string | undefined> = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const config = testConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const app = await buildApp(config);
  await app.ready();
  return app;
}
