/**
 * npm run bench: the console's performance figures on the embedded database and on PostgreSQL (when one
 * answers at BENCH_DATABASE_URL, default the machine's 127.0.0.1:5432). Each run uses a fresh database.
 */
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type LoadResult, load } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const basic = `Basic ${Buffer.from('console:console').toString('base64')}`;

async function benchOn(label: string, env: Record<string, string>): Promise<LoadResult[]> {
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '100000', ...env }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/interface`;
  const login = () =>
    fetch(`${base}/auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=demo1234',
    });
  const { access_token } = (await (await login()).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${access_token}` };
  const opts = { connections, seconds };
  const results = [
    await load(`${label}: GET /auth/user`, () => fetch(`${base}/auth/user`, { headers: auth }), opts),
    await load(`${label}: GET /system/menu/admin`, () => fetch(`${base}/system/menu/admin`, { headers: auth }), opts),
    // argon2id is deliberately slow; a handful of connections shows its cost per sign-in.
    await load(`${label}: POST /auth/oauth/token (argon2id)`, login, { connections: 4, seconds }),
  ];
  await app.close();
  return results;
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results = await benchOn('PGlite', { DATA_DIR: 'memory://' });
try {
  const db = `console_bench_${Date.now()}`;
  const admin = new URL(pgUrl);
  execSync(`psql "${admin.href}" -qc "create database ${db}"`, { stdio: 'pipe' });
  try {
    admin.pathname = `/${db}`;
    results.push(...(await benchOn('PostgreSQL', { DATA_DIR: 'memory://', DATABASE_URL: admin.href })));
  } finally {
    admin.pathname = '/postgres';
    execSync(`psql "${admin.href}" -qc "drop database if exists ${db} with (force)"`, { stdio: 'pipe' });
  }
} catch (err) {
  console.warn(`PostgreSQL figures skipped: ${(err as Error).message.split('\n')[0]}`);
}

console.log(`\n${connections} connections, ${seconds} s each (latencies in ms)\n`);
console.table(results.map(({ name, ...r }) => ({ name, ...r })));
