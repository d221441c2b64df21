import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './changes.js';
import { ReadCache, statementKind } from './read-cache.js';

describe('statementKind', () => {
  it('names the table of a plain write, in the forms drizzle and hand-written SQL use', () => {
    expect(statementKind('insert into "task_order" ("id") values ($1)')).toEqual({
      kind: 'write',
      table: 'task_order',
    });
    expect(statementKind('update "freelancer" set "name" = $1')).toEqual({ kind: 'write', table: 'freelancer' });
    expect(statementKind('  DELETE FROM public.task where id = 1')).toEqual({ kind: 'write', table: 'task' });
    expect(statementKind('update only "task" set x = 1')).toEqual({ kind: 'write', table: 'task' });
  });

  it('calls any other change a write of unknown tables', () => {
    for (const text of [
      'truncate "task_order"',
      'with x as (update "task" set a = 1 returning id) select 1',
      'copy t from stdin',
      'alter table t add c int',
    ])
      expect(statementKind(text)).toEqual({ kind: 'write', table: null });
  });

  it('tells reads and transaction boundaries apart (a savepoint or its rollback is inside the transaction)', () => {
    for (const text of [
      'select 1',
      'with a as (select 1) select * from a',
      'select * from t for update',
      'set local x = 1',
      'savepoint s1',
      'release savepoint s1',
      'rollback to savepoint s1',
      'CHECKPOINT',
    ])
      expect(statementKind(text)).toEqual({ kind: 'read' });
    expect(statementKind('begin')).toEqual({ kind: 'begin' });
    expect(statementKind('begin isolation level serializable')).toEqual({ kind: 'begin' });
    expect(statementKind('commit')).toEqual({ kind: 'end' });
    expect(statementKind('ROLLBACK')).toEqual({ kind: 'end' });
  });
});

describe('ReadCache', () => {
  const counted = () => {
    let reads = 0;
    return { load: async () => ++reads, reads: () => reads };
  };

  it('keeps an answer until one of its tables is written, and only those', async () => {
    const cache = new ReadCache(new ChangeFeed());
    const a = counted();
    expect(await cache.get(['task', 'task_order'], 'k', a.load)).toBe(1);
    expect(await cache.get(['task', 'task_order'], 'k', a.load)).toBe(1);
    await cache.written(['chat_message']);
    expect(await cache.get(['task', 'task_order'], 'k', a.load)).toBe(1);
    await cache.written(['task_order']);
    expect(await cache.get(['task', 'task_order'], 'k', a.load)).toBe(2);
    await cache.written(null);
    expect(await cache.get(['task', 'task_order'], 'k', a.load)).toBe(3);
  });

  it('answers but does not keep what was read while a write of its tables was acknowledged', async () => {
    const cache = new ReadCache(new ChangeFeed());
    let release = () => {};
    const slow = cache.get(['task'], 'k', () => new Promise<string>((r) => (release = () => r('old'))));
    await cache.written(['task']);
    release();
    expect(await slow).toBe('old');
    expect(await cache.get(['task'], 'k', async () => 'new')).toBe('new');
  });

  it('keeps nothing while the feed may miss changes, and forgets everything when it hears again', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache(feed);
    const a = counted();
    await cache.get(['task'], 'k', a.load);
    const deaf = (feed as unknown as { deaf: Set<object> }).deaf;
    const bridge = {};
    deaf.add(bridge);
    expect(await cache.get(['task'], 'k', a.load)).toBe(2);
    expect(await cache.get(['task'], 'k', a.load)).toBe(3);
    deaf.delete(bridge);
    await feed.publish({ kind: 'grants' });
    expect(await cache.get(['task'], 'k', a.load)).toBe(4);
    expect(await cache.get(['task'], 'k', a.load)).toBe(4);
  });

  it('lets an answer live no longer than its time to live', async () => {
    const cache = new ReadCache(new ChangeFeed(), { maxEntries: 10, ttlMs: 0 });
    const a = counted();
    await cache.get(['task'], 'k', a.load);
    expect(await cache.get(['task'], 'k', a.load)).toBe(2);
  });
});
