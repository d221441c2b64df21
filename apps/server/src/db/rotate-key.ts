import { eq, like, not } from 'drizzle-orm';
import { isSealed, type KeyRing, totpContext } from '../lib/key-ring.js';
import type { Db } from './client.js';
import { KEY_CHECK, rewrite } from './protect-data.js';
import { openValue, PROTECTED_COLUMNS, sealValue } from './protected-columns.js';
import { appMeta, authMfa } from './schema/index.js';

export interface RotationReport {
  /** values re-sealed under the new key, per column (entity.field, totp) */
  resealed: Record<string, number>;
  /** values that opened under no key on the ring: left as they were */
  unreadable: number;
}

/**
 * Re-seals every protected value and TOTP seed under the ring's current key, in batches (one transaction each),
 * hashes included, then stores the new key's check value. `keys` holds the new key as current and the old one as
 * previous, so a run that stopped half-way is simply run again. Values already under the new key are skipped.
 */
export async function rotateKeys(db: Db, keys: KeyRing): Promise<RotationReport> {
  const report: RotationReport = { resealed: {}, unreadable: 0 };
  const current = `enc1.${keys.keyId}.%`;
  for (const c of PROTECTED_COLUMNS) {
    report.resealed[`${c.entity}.${c.field}`] = await rewrite(
      db,
      c.table,
      c.id,
      c.value,
      not(like(c.value, current)),
      (v) => {
        const plain = isSealed(v) ? openValue(keys, c, v) : v;
        if (plain === null) {
          report.unreadable++;
          return null;
        }
        const { value, hash } = sealValue(keys, c, plain);
        return { [c.field]: value, [`${c.field}Hash`]: hash };
      },
    );
  }
  report.resealed.totp = await rewrite(
    db,
    authMfa,
    authMfa.userId,
    authMfa.secret,
    not(like(authMfa.secret, current)),
    (v, id) => {
      const plain = keys.open(v, totpContext(id));
      if (!plain) {
        report.unreadable++;
        return null;
      }
      return { secret: keys.seal(plain, totpContext(id)) };
    },
  );
  await db
    .insert(appMeta)
    .values({ key: KEY_CHECK, value: keys.checkValue })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: keys.checkValue, updatedAt: new Date() } });
  return report;
}

/** The stored key check value (null on a database that never started with the key ring). */
export async function storedKeyCheck(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_CHECK));
  return row?.value ?? null;
}
