/**
 * npm run seed:large: adds SEED_ORDERS (default 1,000,000) orders, with their enterprises, tasks and
 * freelancers, to the database at DATABASE_URL (or the embedded one under DATA_DIR; stop the server first).
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { seedLarge } from './large.js';

const orders = Number(process.env.SEED_ORDERS ?? 1_000_000);
if (!Number.isInteger(orders) || orders < 1) throw new Error('SEED_ORDERS must be a positive integer');
const config = loadConfig();
const database = await openDatabase(config, { info: (msg) => console.log(msg) });
try {
  console.log(`adding ${orders.toLocaleString('en')} orders to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
  const result = await seedLarge(database.db, { orders, progress: (line) => console.log(line) });
  await database.checkpoint();
  console.log(`done in ${(result.ms / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
