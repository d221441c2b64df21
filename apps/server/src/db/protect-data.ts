import { and, asc, eq, gt, isNotNull, like, not, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ConfigError } from '../config.js';
import { isSealed, type KeyRing, totpContext } from '../lib/key-ring.js';
import type { Db } from './client.js';
import { PROTECTED_COLUMNS, type ProtectedColumn, sealValue } from './protected-columns.js';
import { appMeta, authMfa } from './schema/index.js';

/** app_meta's key of the key check value: what the data was sealed under, without the key itself. */
export const KEY_CHECK = 'pii_key_check';
const BATCH = 200;

/**
 * Start-up work on protected data, run once per start under the start-up lock: refuses a key that is not the one
 * the data was sealed under (a lost or replaced PII_KEY / DATA_DIR/pii.key would otherwise seal new values under
 * it and leave the old ones unreadable), then seals what an older version stored plain and re-seals TOTP seeds
 * of the former MFA key. Each batch is one transaction; a second run finds nothing to do.
 */
export async function protectStoredData(db: Db, keys: KeyRing, log: { info(msg: string): void }): Promise<void> {
  await checkKey(db, keys);
  for (const c of PROTECTED_COLUMNS) {
    const n = await rewrite(db, c.table, c.id, c.value, not(like(c.value, 'enc1.%')), (plain) =>
      isSealed(plain) ? null : sealPair(keys, c, plain),
    );
    if (n > 0) log.info(`protected data: ${n} ${c.entity}.${c.field} values sealed`);
  }
  const seeds = await rewrite(db, authMfa, authMfa.userId, authMfa.secret, like(authMfa.secret, 'v1.%'), (v, id) => {
    const plain = keys.open(v, totpContext(id));
    return plain ? { secret: keys.seal(plain, totpContext(id)) } : null;
  });
  if (seeds > 0) log.info(`protected data: ${seeds} TOTP secrets re-sealed under the key ring`);
}

/** The stored key check value must be one of the ring's keys; a database without one takes the current key's. */
export async function checkKey(db: Db, keys: KeyRing): Promise<void> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_CHECK));
  if (!row) {
    await db.insert(appMeta).values({ key: KEY_CHECK, value: keys.checkValue }).onConflictDoNothing();
    return checkKey(db, keys);
  }
  if (!keys.knows(row.value)) {
    throw new ConfigError(
      'Invalid configuration:\n  PII_KEY: not the key this database was encrypted with (its key check value differs); start with the key used before (PII_KEY or DATA_DIR/pii.key), or restore it from a backup',
    );
  }
}

const sealPair = (keys: KeyRing, c: ProtectedColumn, plain: string) => {
  const { value, hash } = sealValue(keys, c, plain);
  return { [c.field]: value, [`${c.field}Hash`]: hash };
};

/**
 * Walks a table by id in batches, rewriting each row `where` selects to what `next` answers for its value (the
 * new column values by property name; null: left as it is). One transaction a batch. Answers the rows rewritten.
 */
export async function rewrite(
  db: Db,
  table: PgTable,
  id: PgColumn,
  value: PgColumn,
  where: SQL | undefined,
  next: (value: string, id: number) => Record<string, string> | null,
): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = (await db
      .select({ id, value })
      .from(table)
      .where(and(isNotNull(value), gt(id, after), where))
      .orderBy(asc(id))
      .limit(BATCH)) as { id: number; value: string }[];
    if (rows.length === 0) return done;
    after = rows[rows.length - 1]?.id ?? after;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const set = next(row.value, row.id);
        if (!set) continue;
        await tx
          .update(table)
          .set(set as never)
          .where(eq(id, row.id));
        done++;
      }
    });
  }
}
