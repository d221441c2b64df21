import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { hashPassword } from '../lib/password.js';
import { Cluster } from './cluster.js';
import { localS3 } from './local-services.js';

/**
 * The browser specs' cluster (e2e/cluster.config.ts): two instances behind nginx on a fresh PostgreSQL database
 * with the demo data, Redis and s3rver (on E2E_CLUSTER_S3_PORT), on E2E_CLUSTER_PORT. The specs call
 * E2E_CLUSTER_CONTROL_PORT to stop and start instances and to make freelancers. E2E_CLUSTER_LOG_LEVEL=info shows
 * every process's log. On SIGTERM removes everything it made (database, files, processes).
 */
const env = process.env;
const admin = env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `console_e2e_cluster_${process.pid}_${Date.now()}`;
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
// The specs read the bucket (e2e/cluster/storage.ts).
const s3 = await localS3('console-e2e', Number(env.E2E_CLUSTER_S3_PORT ?? 0));
const url = new URL(admin);
url.pathname = `/${name}`;
const cluster = new Cluster({
  env: {
    ...env,
    DATABASE_URL: url.toString(),
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...s3.env,
    CALL_CENTER_SECRET: 'e2e-cluster-call-centre-secret',
    PII_KEY: 'e2ec'.repeat(16),
    SEED_DEMO: 'true',
    LOG_LEVEL: env.E2E_CLUSTER_LOG_LEVEL ?? 'warn',
    LOGIN_RATE_LIMIT: '10000',
    LOGIN_MAX_FAILURES: '100',
    // the softphone spec: the call-centre simulator answers sooner than its default
    CALL_ANSWER_DELAY_MS: '1500',
  },
  instances: 2,
  host: '127.0.0.1',
  port: Number(env.E2E_CLUSTER_PORT),
  nginx: env.NGINX ?? '/usr/sbin/nginx',
  stdio: env.E2E_CLUSTER_LOG_LEVEL ? 'inherit' : 'ignore',
  restart: false,
  log: (line) => console.log(line),
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.stop().catch(() => {});
  await s3.close().catch(() => {});
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
const PASSWORD = 'demo1234';

/**
 * A freelancer with the demo password, as the mini-app's sign-up (outside this product) makes them: their id, phone
 * and chat id.
 */
async function newFreelancer(): Promise<{ id: number; phone: string; socketId: string }> {
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    const hash = await hashPassword(PASSWORD);
    for (;;) {
      const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      const { rows } = await c.query<{ id: string }>(
        `insert into freelancer (name, phone, id_card, bank_card, password_hash)
         values ($1, $2, '110101199003074514', '6222021234567890123', $3)
         on conflict (phone) do nothing returning id`,
        [`集群${phone.slice(-4)}`, phone, hash],
      );
      const id = Number(rows[0]?.id);
      if (!id) continue;
      await c.query('update freelancer set socket_id = $1 where id = $2', [`C${id}`, id]);
      return { id, phone, socketId: `C${id}` };
    }
  } finally {
    await c.end();
  }
}

/**
 * The specs' control: POST /instances/<n>/stop or /start (instance n from 1, as nginx's X-Console-Instance names it;
 * answers when done), POST /freelancers (a new freelancer, as JSON).
 */
createServer((req, res) => {
  const fail = (err: Error) => res.writeHead(500).end(err.message);
  if (req.method === 'POST' && req.url === '/freelancers') {
    newFreelancer().then(
      (made) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(made)),
      fail,
    );
    return;
  }
  const match = /^\/instances\/(\d+)\/(stop|start)$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) return res.writeHead(404).end();
  const index = Number(match[1]) - 1;
  const action = match[2] === 'stop' ? cluster.stopInstance(index) : cluster.startInstance(index);
  action.then(() => res.writeHead(200).end('ok'), fail);
}).listen(Number(env.E2E_CLUSTER_CONTROL_PORT), '127.0.0.1');
console.log(`cluster on ${cluster.origin}`);
