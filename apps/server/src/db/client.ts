import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { attachChangeFeed } from './changes.js';
import { lockDataDir } from './data-dir-lock.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { prepareReads } from './prepared-reads.js';
import { attachReadCache, trackPgliteWrites, trackPoolWrites } from './read-cache.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SELECT 1; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Flushes everything to the data files (embedded mode); a no-op on PostgreSQL, which does its own. */
  checkpoint(): Promise<void>;
  lastCheckpointAt(): Date | null;
  /**
   * Runs `work` while no other server process on this database runs start-up work (migrations, seeding, menu
   * sync): a PostgreSQL advisory lock; the embedded database has one process already (the data-dir lock).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (any constant every instance shares; "consol" in ASCII). */
const STARTUP_LOCK_KEY = 0x636f6e736f6c;

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export async function openDatabase(
  config: Config,
  log: { info(msg: string): void; warn?(msg: string): void },
  /** an in-memory database starts as a copy of this one (a PGlite data directory dump, already migrated) */
  template?: Blob,
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    // An idle connection PostgreSQL ends (a restart, a terminated backend) leaves the pool and the next query opens
    // another; unheard, its error would end the process.
    pool.on('error', (err) => {
      const msg = `database: an idle connection was ended by the server (${err.message})`;
      if (log.warn) log.warn(msg);
      else log.info(msg);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Before the first connection opens: every connection's writes are tracked.
    trackPoolWrites(pool, attachReadCache(db, attachChangeFeed(db)));
    const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, work);
    // Instances starting together would each apply the same migrations (and fail on "already exists").
    try {
      await exclusive(() => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
    // After the migrations: no statement is prepared against a table they are about to change.
    prepareReads(pool);
    log.info('database: PostgreSQL, migrations applied');
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      checkpoint: async () => {},
      lastCheckpointAt: () => null,
      exclusive,
      close: once(() => pool.end()),
    };
  }

  const unlock = config.inMemory ? () => {} : lockDataDir(config.dataDir);
  let client: PGlite | undefined;
  try {
    client = config.inMemory
      ? new PGlite({ extensions: pgliteExtensions, ...(template ? { loadDataDir: template } : {}) })
      : new PGlite(path.join(config.dataDir, 'db'), { extensions: pgliteExtensions });
    await client.waitReady;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } catch (err) {
    // A failed start must not keep the directory locked (or the database open) for the rest of the process.
    await client?.close().catch(() => {});
    unlock();
    throw err;
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  trackPgliteWrites(pglite, attachReadCache(db, attachChangeFeed(db)));
  log.info(`database: embedded PGlite (${config.inMemory ? 'in memory' : path.join(config.dataDir, 'db')})`);

  let last: Date | null = null;
  const checkpoint = async () => {
    if (pglite.closed) return;
    // The time it was asked for: every write acknowledged before this moment is in the checkpoint (PGlite
    // runs one statement at a time, so a write answered earlier has finished before CHECKPOINT starts).
    const started = new Date();
    await pglite.exec('CHECKPOINT');
    last = started;
  };
  // PGlite runs without fsync; a periodic checkpoint bounds what a crash can lose.
  const timer = config.inMemory
    ? undefined
    : setInterval(() => {
        checkpoint().catch(() => {});
      }, config.checkpointIntervalMs);
  timer?.unref();

  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await pglite.query('select 1');
    },
    checkpoint,
    lastCheckpointAt: () => last,
    exclusive: (work) => work(),
    close: once(async () => {
      if (timer) clearInterval(timer);
      try {
        if (!config.inMemory) await checkpoint();
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    }),
  };
}

/**
 * Runs `work` holding a session-level advisory lock on a connection of its own (the work itself uses the pool);
 * waits while another process holds it.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [key]).catch(() => {
        // The session is gone, and its lock with it: the connection must not go back to the pool.
        broken = true;
      });
    }
  } finally {
    holder.release(broken);
  }
}

/** close() may be called more than once (a test closes the database, then the app's onClose hook): run it once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}
