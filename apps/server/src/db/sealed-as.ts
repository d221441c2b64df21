import type { KeyRing } from '../lib/key-ring.js';
import { column, sealNullable, sealValue } from './protected-columns.js';

/** A sealed value and its hash under a field's column names (`bankAccount` → bankAccount, bankAccountHash). */
export function sealedAs<F extends string, V extends string | null>(
  field: F,
  sealed: { value: V; hash: V },
): Record<F, V> & Record<`${F}Hash`, V> {
  return { [field]: sealed.value, [`${field}Hash`]: sealed.hash } as Record<F, V> & Record<`${F}Hash`, V>;
}

/** A freelancer as stored: ID and bank card numbers sealed, never written plain. */
export function sealFreelancer<T extends { idCard: string; bankCard?: string | null }>(keys: KeyRing, f: T) {
  const id = sealValue(keys, column('freelancer', 'idCard'), f.idCard);
  const bank = sealNullable(keys, column('freelancer', 'bankCard'), f.bankCard);
  return { ...f, idCard: id.value, idCardHash: id.hash, bankCard: bank.value, bankCardHash: bank.hash };
}
