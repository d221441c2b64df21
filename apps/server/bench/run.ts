/**
 * npm run bench: the console's performance figures on the embedded database and on PostgreSQL (when one
 * answers at BENCH_DATABASE_URL, default the machine's 127.0.0.1:5432). Each run uses a fresh database.
 *
 * Besides sign-in, session user and menu: the order-list page (20 rows filtered by status and created date,
 * sorted by time) as an enterprise user and as staff, on BENCH_ORDERS orders (default 1,000,000) on PostgreSQL
 * and BENCH_PGLITE_ORDERS (default 200,000) on PGlite, made by the seed:large code; and the peak memory of the
 * server process while it exports BENCH_EXPORT_ROWS (default 100,000) orders to xlsx.
 */
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedLarge } from '../src/db/seed/large.js';
import { createUser } from '../src/testing/factories.js';
import { type LoadResult, load } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgOrders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const pgliteOrders = Number(process.env.BENCH_PGLITE_ORDERS ?? 200_000);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const basic = `Basic ${Buffer.from('console:console').toString('base64')}`;
const MB = 1024 * 1024;

interface Extra {
  database: string;
  orders: number;
  seedSeconds: number;
  listRows?: string;
}
interface ExportFigures {
  database: string;
  rows: number;
  seconds: number;
  fileMB: number;
  baselineRssMB: number;
  peakRssMB: number;
  peakHeapMB: number;
  rssGrowthMB: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=password&username=${encodeURIComponent(username)}&password=demo1234`,
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Exports orders through the real endpoint and samples the process's memory until the job is done. */
async function exportMemory(label: string, base: string, token: string, orders: number): Promise<ExportFigures> {
  const auth = { authorization: `Bearer ${token}` };
  // Created times are spread evenly over a year: a window of this many days holds about exportRows orders.
  const days = Math.min(365, Math.ceil((365 * exportRows) / orders));
  const body = new URLSearchParams({
    kind: 'orders',
    beginTime: day(new Date(Date.now() - days * 86_400_000)),
  });
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = Date.now();
  const created = await fetch(`${base}/client/export`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  let job: { status: string; rowCount: number | null; size: number | null; error: string | null } | undefined;
  while (!job || job.status === 'pending' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    const list = (await (await fetch(`${base}/common/down-file/list?pageSize=5`, { headers: auth })).json()) as {
      data: {
        rows: { id: number; status: string; rowCount: number | null; size: number | null; error: string | null }[];
      };
    };
    job = list.data.rows.find((r) => r.id === id);
  }
  clearInterval(sampler);
  if (job.status !== 'done') throw new Error(`${label} export failed: ${job.error}`);
  return {
    database: label,
    rows: job.rowCount ?? 0,
    seconds: +((Date.now() - started) / 1000).toFixed(1),
    fileMB: +((job.size ?? 0) / MB).toFixed(1),
    baselineRssMB: Math.round(baseline.rss / MB),
    peakRssMB: Math.round(peakRss / MB),
    peakHeapMB: Math.round(peakHeap / MB),
    rssGrowthMB: Math.round((peakRss - baseline.rss) / MB),
  };
}

/** The order-list page at `connections` concurrent connections, as an enterprise user and as staff. */
async function orderList(label: string, app: FastifyInstance, base: string, orders: number) {
  console.log(`${label}: adding ${orders.toLocaleString('en')} orders…`);
  const seeded = await seedLarge(app.database.db, {
    orders,
    progress: (line) => console.log(`  ${line}`),
  });
  const owner = await createUser(app, { userType: '02', enterpriseId: seeded.enterpriseIds[0] ?? null });
  const enterpriseToken = await signIn(base, owner.username);
  const staffToken = await signIn(base, 'admin');
  // Status 11 (reviewed, the commonest) created in the last 90 days, newest first: the list's default sort.
  const query = `pageNum=1&pageSize=20&status=11&beginTime=${day(new Date(Date.now() - 90 * 86_400_000))}&endTime=${day(new Date())}`;
  const url = `${base}/client/order/list?${query}`;
  const probe = async (token: string) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const data = ((await res.json()) as { data: { rows: unknown[]; total: number } }).data;
    return `${data.rows.length} of ${data.total}`;
  };
  const shown = `enterprise ${await probe(enterpriseToken)}, staff ${await probe(staffToken)}`;
  const opts = { connections, seconds };
  const results = [
    await load(
      `${label}: order list, enterprise (${(orders / 1000).toLocaleString('en')}k orders)`,
      () => fetch(url, { headers: { authorization: `Bearer ${enterpriseToken}` } }),
      opts,
    ),
    await load(
      `${label}: order list, staff (${(orders / 1000).toLocaleString('en')}k orders)`,
      () => fetch(url, { headers: { authorization: `Bearer ${staffToken}` } }),
      opts,
    ),
  ];
  const extra: Extra = { database: label, orders, seedSeconds: Math.round(seeded.ms / 1000), listRows: shown };
  return { results, extra, staffToken };
}

async function benchOn(label: string, env: Record<string, string>, orders: number, withExport: boolean) {
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'true', SEED_VOLUME: 'false', LOGIN_RATE_LIMIT: '100000', ...env }),
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
  let extra: Extra | undefined;
  let exported: ExportFigures | undefined;
  try {
    if (orders > 0) {
      const list = await orderList(label, app, base, orders);
      results.push(...list.results);
      extra = list.extra;
      if (withExport) exported = await exportMemory(label, base, list.staffToken, orders);
    }
  } finally {
    await app.close();
  }
  return { results, extra, exported };
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results: LoadResult[] = [];
const extras: Extra[] = [];
const exports: ExportFigures[] = [];
const collect = (r: Awaited<ReturnType<typeof benchOn>>) => {
  results.push(...r.results);
  if (r.extra) extras.push(r.extra);
  if (r.exported) exports.push(r.exported);
};

collect(await benchOn('PGlite', { DATA_DIR: 'memory://' }, pgliteOrders, false));
try {
  const db = `console_bench_${Date.now()}`;
  const admin = new URL(pgUrl);
  execSync(`psql "${admin.href}" -qc "create database ${db}"`, { stdio: 'pipe' });
  try {
    admin.pathname = `/${db}`;
    collect(await benchOn('PostgreSQL', { DATA_DIR: 'memory://', DATABASE_URL: admin.href }, pgOrders, exportRows > 0));
  } finally {
    admin.pathname = '/postgres';
    execSync(`psql "${admin.href}" -qc "drop database if exists ${db} with (force)"`, { stdio: 'pipe' });
  }
} catch (err) {
  console.warn(`PostgreSQL figures skipped: ${(err as Error).message.split('\n')[0]}`);
}

console.log(`\n${connections} connections, ${seconds} s each (latencies in ms)\n`);
console.table(results.map(({ name, ...r }) => ({ name, ...r })));
if (extras.length) {
  console.log('\nOrder-list data (rows shown of the total matching status 11 in the last 90 days)\n');
  console.table(extras);
}
if (exports.length) {
  console.log('\nOrders export to xlsx, memory of the server process (MB)\n');
  console.table(exports);
}
