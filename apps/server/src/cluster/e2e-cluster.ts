import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { Cluster } from './cluster.js';

/**
 * The browser specs' cluster (e2e/cluster.config.ts): two instances behind nginx on a fresh PostgreSQL database
 * with the demo data, Redis and s3rver, on E2E_CLUSTER_PORT; a spec stops and starts instances through
 * E2E_CLUSTER_CONTROL_PORT. On SIGTERM removes everything it made (database, files, processes).
 */
const env = process.env;
const admin = env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `console_e2e_cluster_${process.pid}_${Date.now()}`;
const dir = mkdtempSync(path.join(tmpdir(), 'console-e2e-cluster-'));
const adminQuery = async (sql: string) => {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};

await adminQuery(`create database ${name}`);
const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
const { port: s3Port } = await s3.run();
const url = new URL(admin);
url.pathname = `/${name}`;
const cluster = new Cluster({
  env: {
    ...env,
    DATABASE_URL: url.toString(),
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'console-e2e',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    CALL_CENTER_SECRET: 'e2e-cluster-call-centre-secret',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '10000',
    LOGIN_MAX_FAILURES: '100',
  },
  instances: 2,
  host: '127.0.0.1',
  port: Number(env.E2E_CLUSTER_PORT),
  nginx: env.NGINX ?? '/usr/sbin/nginx',
  stdio: 'ignore',
  restart: false,
  log: (line) => console.log(line),
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.stop().catch(() => {});
  await s3.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  await adminQuery(`drop database if exists ${name} with (force)`).catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
try {
  await cluster.start();
} catch (err) {
  console.error(err);
  await stop();
}
// The specs stop and start instances through this: POST /instances/<n>/stop or /start (answers when done).
createServer((req, res) => {
  const match = /^\/instances\/(\d+)\/(stop|start)$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) return res.writeHead(404).end();
  const index = Number(match[1]);
  const action = match[2] === 'stop' ? cluster.stopInstance(index) : cluster.startInstance(index);
  action.then(
    () => res.writeHead(200).end('ok'),
    (err: Error) => res.writeHead(500).end(err.message),
  );
}).listen(Number(env.E2E_CLUSTER_CONTROL_PORT), '127.0.0.1');
console.log(`cluster on ${cluster.origin}`);
