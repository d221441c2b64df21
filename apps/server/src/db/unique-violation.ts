/** A unique violation (SQLSTATE 23505) as the database reports it. */
export interface UniqueViolation {
  /** the unique index or constraint that refused the row, e.g. `sys_user_username_uq` */
  constraint: string | undefined;
  /** the key that clashed, e.g. `Key (order_id)=(42) already exists.` */
  detail: string | undefined;
}

/**
 * The unique violation an error carries, from node-postgres or PGlite, wrapped by drizzle (as its `cause`) or
 * not; null for any other error. Given a constraint, a violation of another one is null too, so a caller maps
 * the clashes it knows to their messages and lets the rest through as the failures they are.
 */
export function uniqueViolation(err: unknown, constraint?: string): UniqueViolation | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const found = e as { code?: unknown; constraint?: string; detail?: string };
    if (found.code !== '23505') continue;
    if (constraint !== undefined && found.constraint !== constraint) return null;
    return { constraint: found.constraint, detail: found.detail };
  }
  return null;
}
