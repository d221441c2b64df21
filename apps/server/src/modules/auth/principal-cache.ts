import type { ChangeFeed, DataChange } from '../../db/changes.js';
import type { Principal } from '../../http/principal.js';

interface Entry {
  principal: Principal;
  /** when the access token expires (ms since the epoch) */
  expiresAt: number;
}

/**
 * Verified access tokens, so a signed-in request needs no database round trip. Exact, not eventually right: an
 * entry goes the moment its session, its user or the grants change (the database's change feed, across processes
 * through Redis), and a fill that began before such a change is not kept.
 */
export class PrincipalCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly bySession = new Map<number, Set<string>>();
  private readonly byUser = new Map<number, Set<string>>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxEntries = 50_000,
  ) {
    feed.on((change) => this.forget(change));
  }

  /** The feed's generation now: pass it to fill() to keep a principal read after this moment. */
  mark(): number {
    return this.feed.generation;
  }

  get(tokenHash: string): Entry | undefined {
    return this.byToken.get(tokenHash);
  }

  /** Keeps a principal read from the database, unless anything changed since `mark` (the read may be stale). */
  fill(tokenHash: string, entry: Entry, mark: number): void {
    if (mark !== this.feed.generation || !this.feed.live) return;
    // A bound on memory: dropping everything is rare and only costs one read per live token.
    if (this.byToken.size >= this.maxEntries) this.clear();
    this.byToken.set(tokenHash, entry);
    index(this.bySession, entry.principal.sessionId, tokenHash);
    index(this.byUser, entry.principal.userId, tokenHash);
  }

  /** Drops one token (expired). */
  drop(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    unindex(this.bySession, entry.principal.sessionId, tokenHash);
    unindex(this.byUser, entry.principal.userId, tokenHash);
  }

  get size(): number {
    return this.byToken.size;
  }

  private forget(change: DataChange): void {
    if (change.kind === 'standing' || change.kind === 'rows' || change.kind === 'moderation') return;
    if (change.kind === 'grants') {
      this.clear();
      return;
    }
    const tokens = change.kind === 'session' ? this.bySession.get(change.sessionId) : this.byUser.get(change.userId);
    for (const hash of tokens ?? []) this.drop(hash);
  }

  private clear(): void {
    this.byToken.clear();
    this.bySession.clear();
    this.byUser.clear();
  }
}

function index(map: Map<number, Set<string>>, key: number, hash: string) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(hash);
}

function unindex(map: Map<number, Set<string>>, key: number, hash: string) {
  const set = map.get(key);
  set?.delete(hash);
  if (set?.size === 0) map.delete(key);
}
