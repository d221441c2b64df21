import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Most distinct statements kept prepared per pool (each connection keeps those it ran). */
export const MAX_PREPARED_READS = 1_000;

/**
 * Every read the pool runs outside a transaction becomes a named prepared statement, named by its text: PostgreSQL
 * parses and plans a list's query once per connection instead of on every request (a list page is the same text
 * with other parameters). Writes, and statements past MAX_PREPARED_READS distinct ones, run unnamed as before.
 */
export function prepareReads(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  (pool as { query: unknown }).query = (config: unknown, values?: unknown) => {
    if (isNamelessRead(config)) {
      let name = names.get(config.text);
      if (!name && names.size < MAX_PREPARED_READS) {
        name = `r${createHash('sha1').update(config.text).digest('base64url').slice(0, 20)}`;
        names.set(config.text, name);
      }
      if (name) return query({ ...config, name }, values);
    }
    return query(config, values);
  };
}

function isNamelessRead(config: unknown): config is { text: string; name?: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name } = config as { text?: unknown; name?: unknown };
  return (
    typeof text === 'string' && !name && /^\s*(select|with)\s/i.test(text) && !/\bfor\s+(update|share)\b/i.test(text)
  );
}
