import type { Db } from '../db/client.js';

/** The database, counting the statements sent through `execute` (what the batching writers use). */
export function countingDb(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const counted = new Proxy(db, {
    get(target, key) {
      if (key !== 'execute') return Reflect.get(target, key);
      return (...args: Parameters<Db['execute']>) => {
        n++;
        return target.execute(...args);
      };
    },
  });
  return { db: counted, statements: () => n };
}
