import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../db/pglite-extensions.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the file of a migrated, empty PGlite database every in-memory test app starts from ('' on PostgreSQL) */
    pgliteTemplate: string;
  }
}

/**
 * The API tests' global setup: one empty database, migrated once per run and dumped to a file; each test app
 * loads a copy (testing/app.ts) instead of creating and migrating its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve(import.meta.dirname, '../db/migrations') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-pglite-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
