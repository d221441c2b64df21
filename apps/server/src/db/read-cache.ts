import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { ChangeFeed } from './changes.js';

/**
 * Read answers kept in memory per database (a list's page and total for one viewer's scope and query), each
 * stamped with the write versions of the tables it was read from. Every write this process makes bumps its table's
 * version the moment the database acknowledges it (a transaction's writes when it commits), before the writer's
 * code goes on; other processes on the same database hear it through the change feed's Redis bridge. So an
 * answer read before a write is never served after that write was acknowledged, here or (within the pub/sub's
 * delay) on another instance. While the feed is deaf (Redis away), nothing is kept or served.
 *
 * Writes by other programs (psql, a migration run elsewhere) are not heard: an answer lives at most `ttlMs`.
 */
export class ReadCache {
  private readonly versions = new Map<string, number>();
  /** bumped by a write whose table is not known (raw SQL, TRUNCATE, DDL): every answer is stale */
  private any = 0;
  private readonly answers = new Map<string, { value: unknown; stamp: number; until: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: { maxEntries: number; ttlMs: number } = { maxEntries: 5_000, ttlMs: 60_000 },
  ) {
    feed.on((change) => {
      if (change.kind === 'rows') this.bump(change.tables);
      // a reconnected bridge may have missed changes while away
      else if (change.kind === 'grants') this.bump(null);
    });
  }

  /** The answer for `key` read from `tables`: kept if no write to them was acknowledged since it was read. */
  async get<V>(tables: readonly string[], key: string, load: () => Promise<V>): Promise<V> {
    if (!this.feed.live) return load();
    const stamp = this.stampOf(tables);
    const now = Date.now();
    const kept = this.answers.get(key);
    if (kept && kept.stamp === stamp && kept.until > now) return kept.value as V;
    const value = await load();
    // A write acknowledged while it was read may or may not be in it: answer it, keep it only if none was.
    if (this.stampOf(tables) === stamp && this.feed.live) {
      if (this.answers.size >= this.options.maxEntries) this.answers.clear();
      this.answers.set(key, { value, stamp, until: now + this.options.ttlMs });
    }
    return value;
  }

  /** Called once a write to `tables` (null: unknown tables) is acknowledged: here now, other processes told. */
  async written(tables: string[] | null): Promise<void> {
    await this.feed.publish({ kind: 'rows', tables });
  }

  private bump(tables: string[] | null): void {
    if (tables === null) {
      this.any += 1;
      return;
    }
    for (const t of tables) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
  }

  /** Versions only grow, so their sum changes whenever any of them does. */
  private stampOf(tables: readonly string[]): number {
    let stamp = this.any;
    for (const t of tables) stamp += this.versions.get(t) ?? 0;
    return stamp;
  }
}

/** What a statement does to the data, read from the start of its text. */
export type StatementKind =
  | { kind: 'read' }
  | { kind: 'begin' }
  | { kind: 'end' }
  | { kind: 'write'; table: string | null };

const READ =
  /^\s*(select|show|listen|unlisten|notify|set|reset|savepoint|release|explain|checkpoint|vacuum|analyze)\b/i;
const WITH_READ = /^\s*with\b(?![\s\S]*\b(insert|update|delete)\b)/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b(?!\s+to\b)/i;
const ROLLBACK_TO = /^\s*rollback\s+to\b/i;
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/i;

/** Classifies a statement: a plain INSERT, UPDATE or DELETE names its table; any other write is unknown. */
export function statementKind(text: string): StatementKind {
  if (READ.test(text) || WITH_READ.test(text) || ROLLBACK_TO.test(text)) return { kind: 'read' };
  if (BEGIN.test(text)) return { kind: 'begin' };
  if (END.test(text)) return { kind: 'end' };
  const write = WRITE.exec(text);
  return { kind: 'write', table: write ? (write[1] as string).toLowerCase() : null };
}

/** Collects a connection's (or transaction's) writes and reports them when they are acknowledged. */
class WriteTracker {
  private inTransaction = false;
  private tables = new Set<string>();
  private unknown = false;

  constructor(private readonly report: (tables: string[] | null) => Promise<void>) {}

  /**
   * After a statement succeeded or failed: what it wrote counts once acknowledged (a failed one harms nothing).
   * Answers a promise only when something was reported.
   */
  settled(text: string | undefined, alwaysInTransaction = false): Promise<void> | undefined {
    if (text === undefined) return undefined;
    const k = statementKind(text);
    if (k.kind === 'read') return undefined;
    if (k.kind === 'begin') {
      this.inTransaction = true;
      return undefined;
    }
    if (k.kind === 'end') {
      this.inTransaction = false;
      return this.flush();
    }
    if (k.table === null) this.unknown = true;
    else this.tables.add(k.table);
    return this.inTransaction || alwaysInTransaction ? undefined : this.flush();
  }

  async flush(): Promise<void> {
    if (!this.unknown && this.tables.size === 0) return;
    const tables = this.unknown ? null : [...this.tables];
    this.tables = new Set();
    this.unknown = false;
    await this.report(tables);
  }
}

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string'
      ? (config as { text: string }).text
      : undefined;

/**
 * Reports every write made through the pool's connections once PostgreSQL acknowledged it: a statement outside a
 * transaction when it completes, a transaction's when COMMIT (or ROLLBACK) completes.
 */
export function trackPoolWrites(pool: pg.Pool, cache: ReadCache): void {
  pool.on('connect', (client) => {
    const tracker = new WriteTracker((tables) => cache.written(tables));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const config = args[0];
      // a stream (cursor, COPY) is a read of this app's exports
      if (typeof (config as { submit?: unknown })?.submit === 'function') return query(...args);
      const text = textOf(config);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        // pg-pool's own query() comes this way
        args[last] = (err: unknown, result: unknown) => {
          const reported = tracker.settled(text);
          if (!reported) return callback(err, result);
          reported.then(
            () => callback(err, result),
            () => callback(err, result),
          );
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(
        async (result) => {
          await tracker.settled(text);
          return result;
        },
        async (err: unknown) => {
          await tracker.settled(text);
          throw err;
        },
      );
    };
  });
}

/** The same for the embedded database: its statements, and its transactions' statements when they commit. */
export function trackPgliteWrites(pglite: PGlite, cache: ReadCache): void {
  const outside = new WriteTracker((tables) => cache.written(tables));
  const wrap = <F extends (text: string, ...rest: never[]) => Promise<unknown>>(
    run: F,
    tracker: WriteTracker,
    inTx: boolean,
  ) =>
    (async (text: string, ...rest: never[]) => {
      try {
        return await run(text, ...rest);
      } finally {
        await tracker.settled(text, inTx);
      }
    }) as F;
  pglite.query = wrap(pglite.query.bind(pglite), outside, false);
  pglite.exec = wrap(pglite.exec.bind(pglite), outside, false);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const inside = new WriteTracker((tables) => cache.written(tables));
    try {
      return await transaction((tx) => {
        tx.query = wrap(tx.query.bind(tx), inside, true);
        tx.exec = wrap(tx.exec.bind(tx), inside, true);
        return callback(tx);
      });
    } finally {
      await inside.flush();
    }
  };
}

const caches = new WeakMap<object, ReadCache>();

/** Gives a database its read cache (called once when it opens, beside its change feed). */
export function attachReadCache(db: object, feed: ChangeFeed): ReadCache {
  const cache = new ReadCache(feed);
  caches.set(db, cache);
  return cache;
}

export function readCacheOf(db: object): ReadCache {
  const cache = caches.get(db);
  if (!cache) throw new Error('this database has no read cache (openDatabase attaches one)');
  return cache;
}
