import pg from 'pg';

/**
 * A PostgreSQL database of a test's own, beside TEST_DATABASE_URL's (for tests that change what others count or
 * end connections): its URL, and `drop` (after everything connected to it has closed).
 */
export async function ownDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) throw new Error('TEST_DATABASE_URL: a database of its own is made on PostgreSQL');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: shared });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(shared);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
