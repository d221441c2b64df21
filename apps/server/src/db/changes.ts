import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db, Tx } from './client.js';

/**
 * A change to data that processes keep in memory (signed-in principals and their grants, chat's allowed pairs),
 * announced once it is committed: an announcement made inside a transaction waits for the commit, so no process can re-read and keep
 * the old rows after hearing of the change.
 */
export type DataChange =
  /** a session ended or its access tokens were replaced */
  | { kind: 'session'; sessionId: number }
  /** a user's row, roles or sessions changed */
  | { kind: 'user'; userId: number }
  /** roles' grants or the menu tree changed: every cached grant is stale */
  | { kind: 'grants' }
  /** who may deal with whom changed: the black and white lists, or an enterprise's or a freelancer's freezing */
  | { kind: 'standing' }
  /** rows of these tables (null: of unknown tables) were written: read answers of them are stale (ReadCache) */
  | { kind: 'rows'; tables: string[] | null }
  /** chat moderation's words or tag actions changed: its automaton is rebuilt */
  | { kind: 'moderation' };

type Listener = (change: DataChange) => void;

/** Redis channel that carries changes between server processes sharing one database. */
const CHANNEL = 'console:data-changes';

/**
 * The changes of one database, heard by every cache on it: the apps of this process directly, other processes
 * through Redis pub/sub when they share the database (see bridgeRedis).
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private readonly origin = randomUUID();
  private readonly publishers = new Set<Redis>();
  /** bridges whose subscriber is not connected: changes may be missed, so nothing may be kept meanwhile */
  private readonly deaf = new Set<object>();
  /** Bumped by every change heard: a cache fill that began before a change must not be kept (see CacheFill). */
  generation = 0;

  /** Whether every change is heard now; caches keep nothing while it is not. */
  get live(): boolean {
    return this.deaf.size === 0;
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells this process's caches now and, when bridged, every other process before it resolves. */
  async publish(change: DataChange): Promise<void> {
    this.hear(change);
    if (this.publishers.size === 0) return;
    const message = JSON.stringify({ origin: this.origin, change });
    await Promise.all([...this.publishers].map((r) => r.publish(CHANNEL, message).catch(() => 0)));
  }

  /**
   * Carries changes to and from the other processes on the same Redis. Answers a function that ends the bridge
   * (closes the subscriber connection).
   */
  async bridgeRedis(redis: Redis, onError: (err: Error) => void): Promise<() => Promise<void>> {
    const subscriber = redis.duplicate();
    subscriber.on('error', onError);
    // While the subscriber is away, other processes' changes go unheard: forget everything and keep nothing
    // until it is back (ioredis subscribes again by itself when it reconnects).
    subscriber.on('close', () => {
      this.deaf.add(subscriber);
      this.hear({ kind: 'grants' });
    });
    subscriber.on('ready', () => {
      if (this.deaf.delete(subscriber)) this.hear({ kind: 'grants' });
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      try {
        const { origin, change } = JSON.parse(message) as { origin: string; change: DataChange };
        if (origin !== this.origin) this.hear(change);
      } catch (err) {
        onError(err as Error);
      }
    });
    await subscriber.subscribe(CHANNEL);
    this.publishers.add(redis);
    return async () => {
      this.publishers.delete(redis);
      subscriber.removeAllListeners('close');
      this.deaf.delete(subscriber);
      await subscriber.quit().catch(() => subscriber.disconnect());
    };
  }

  private hear(change: DataChange): void {
    // Written rows concern only read answers, which keep their own versions, and moderation's words only its
    // automaton: the caches that use the generation (principals, menus) need not throw their fills away for every
    // chat message written.
    if (change.kind !== 'rows' && change.kind !== 'moderation') this.generation += 1;
    for (const listener of this.listeners) listener(change);
  }
}

const feeds = new WeakMap<object, ChangeFeed>();
/** Changes announced inside a transaction, published after it commits (dropped if it rolls back). */
const pending = new WeakMap<object, DataChange[]>();

/**
 * Gives a database its change feed and makes its transactions publish what was announced in them once they
 * commit. Called once when the database opens.
 */
export function attachChangeFeed(db: Db): ChangeFeed {
  const feed = new ChangeFeed();
  feeds.set(db, feed);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const changes: DataChange[] = [];
    const result = await transaction(async (tx) => {
      pending.set(tx, changes);
      return run(tx);
    }, config as never);
    for (const change of changes) await feed.publish(change);
    return result;
  }) as Db['transaction'];
  return feed;
}

export function changeFeedOf(db: Db): ChangeFeed {
  const feed = feeds.get(db);
  if (!feed) throw new Error('this database has no change feed (openDatabase attaches one)');
  return feed;
}

/**
 * Announces a change: inside a transaction once it commits, on the database at once. Resolves when every process
 * has been told (or, inside a transaction, at once).
 */
export async function announceChange(dbOrTx: Db | Tx, change: DataChange): Promise<void> {
  const inTx = pending.get(dbOrTx);
  if (inTx) {
    inTx.push(change);
    return;
  }
  await changeFeedOf(dbOrTx as Db).publish(change);
}

/**
 * Values derived from the data (a role set's menu), computed once and kept until a change of one of `kinds` is
 * heard. A value computed while such a change happened is answered but not kept.
 */
export class DerivedCache<V> {
  private readonly values = new Map<string, V>();

  constructor(
    private readonly feed: ChangeFeed,
    kinds: DataChange['kind'][],
    private readonly maxEntries = 10_000,
  ) {
    feed.on((change) => {
      if (kinds.includes(change.kind)) this.values.clear();
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.values.get(key);
    if (hit !== undefined) return hit;
    const mark = this.feed.generation;
    const value = await load();
    if (mark === this.feed.generation && this.feed.live) {
      if (this.values.size >= this.maxEntries) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}
