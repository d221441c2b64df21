import type { PiiEntity, PiiField } from '@console/domain/schemas/pii';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { KeyRing } from '../lib/key-ring.js';
import { freelancer, invoice, onboardingApplication } from './schema/index.js';

/**
 * Every column that holds an ID card number, a bank card number or a bank account: sealed with the key ring, a
 * keyed hash of the normalised value beside it. The one list the seed, the services, the start-up step, the key
 * rotation and the reveal read.
 */
export interface ProtectedColumn {
  entity: PiiEntity;
  field: PiiField;
  table: PgTable;
  id: PgColumn;
  value: PgColumn;
  hash: PgColumn;
  /** the form the hash is taken of, so "6222 0212" and "62220212" find the same row */
  normalise: (plain: string) => string;
}

const compact = (v: string) => v.replace(/\s+/g, '');

export const PROTECTED_COLUMNS: readonly ProtectedColumn[] = [
  {
    entity: 'freelancer',
    field: 'idCard',
    table: freelancer,
    id: freelancer.id,
    value: freelancer.idCard,
    hash: freelancer.idCardHash,
    normalise: (v) => compact(v).toUpperCase(),
  },
  {
    entity: 'freelancer',
    field: 'bankCard',
    table: freelancer,
    id: freelancer.id,
    value: freelancer.bankCard,
    hash: freelancer.bankCardHash,
    normalise: compact,
  },
  {
    entity: 'invoice',
    field: 'bankAccount',
    table: invoice,
    id: invoice.id,
    value: invoice.bankAccount,
    hash: invoice.bankAccountHash,
    normalise: (v) => v.trim(),
  },
  {
    entity: 'onboarding',
    field: 'bankAccountNo',
    table: onboardingApplication,
    id: onboardingApplication.id,
    value: onboardingApplication.bankAccountNo,
    hash: onboardingApplication.bankAccountNoHash,
    normalise: compact,
  },
];

export function protectedColumn(entity: string, field: string): ProtectedColumn | undefined {
  return PROTECTED_COLUMNS.find((c) => c.entity === entity && c.field === field);
}

/** A column's AES-GCM associated data: a value copied into another column does not open there. */
const contextOf = (c: Pick<ProtectedColumn, 'entity' | 'field'>) => `pii:${c.entity}.${c.field}`;

/** A value as it is stored: sealed, and its keyed hash. */
export function sealValue(keys: KeyRing, column: ProtectedColumn, plain: string): { value: string; hash: string } {
  const normal = column.normalise(plain);
  return { value: keys.seal(normal, contextOf(column)), hash: keys.hash(normal, contextOf(column)) };
}

/** A nullable value as it is stored (null stays null). */
export function sealNullable(
  keys: KeyRing,
  column: ProtectedColumn,
  plain: string | null | undefined,
): { value: string | null; hash: string | null } {
  return plain ? sealValue(keys, column, plain) : { value: null, hash: null };
}

/** The keyed hash an exact-match search looks for. */
export function searchHash(keys: KeyRing, column: ProtectedColumn, plain: string): string {
  return keys.hash(column.normalise(plain), contextOf(column));
}

/** The plain value of a stored one; null when it does not open (another key, or altered). */
export function openValue(keys: KeyRing, column: ProtectedColumn, stored: string | null | undefined): string | null {
  if (!stored) return null;
  return keys.open(stored, contextOf(column))?.toString('utf8') ?? null;
}

/** Shorthands for the services: the one column of each field. */
export const column = (entity: PiiEntity, field: PiiField): ProtectedColumn => {
  const c = protectedColumn(entity, field);
  if (!c) throw new Error(`no protected column ${entity}.${field}`);
  return c;
};
