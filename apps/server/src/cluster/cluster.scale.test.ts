import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PII_KEY } from '../testing/config.js';
import { CLIENT_AUTH } from '../testing/factories.js';
import { ownDatabase } from '../testing/own-database.js';
import { type Cluster, clusterProblems } from './cluster.js';
import { localCluster, localS3 } from './local-services.js';

/**
 * `npm run start:cluster`'s cluster: two instances behind nginx on a fresh PostgreSQL database, Redis and s3rver,
 * with the call-centre service. What one instance counts or stores, the other sees; one stopping loses nothing.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'cluster-admin-1';
let cluster: Cluster;
let s3: Awaited<ReturnType<typeof localS3>> | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  s3 = await localS3('console-cluster');
  const own = await ownDatabase('console_cluster');
  drop = own.drop;
  cluster = await localCluster(
    {
      ...process.env,
      ...s3.env,
      DATABASE_URL: own.url,
      REDIS_URL: redisUrl,
      CALL_CENTER_SECRET: 'cluster-call-centre-secret',
      PII_KEY: TEST_PII_KEY,
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '4',
    },
    2,
  );
  await cluster.start();
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await s3?.close();
  await drop?.();
});

/** A sign-in through nginx from `address` (the X-Forwarded-For nginx passes on; each test its own). */
const signIn = (address: string, password = ADMIN_PASSWORD) =>
  fetch(`${cluster.origin}/interface/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: CLIENT_AUTH,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password }).toString(),
  });
const uniqueAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${process.pid % 250}`;

describe('the cluster', () => {
  it('names everything it is missing', () => {
    const problems = clusterProblems({}, '/nowhere/nginx');
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
      'S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
      'CALL_CENTER_SECRET',
      'PII_KEY',
      'NGINX',
    ]);
  });

  it('limits sign-ins per address across the instances (Redis), behind nginx', async () => {
    const address = uniqueAddress();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await signIn(address, `wrong-${i}`)).status);
    // Four a minute in all, though nginx spread them over both instances; another address is not held up.
    expect(answers).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await signIn(uniqueAddress())).status).toBe(200);
  });

  it('serves a file uploaded through one instance from every instance (S3)', async () => {
    const { access_token: token } = (await (await signIn(uniqueAddress())).json()) as { access_token: string };
    const form = new FormData();
    form.append('file', new Blob(['hello cluster'], { type: 'text/plain' }), 'hello.txt');
    const up = await fetch(`${cluster.origin}/interface/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status, await up.clone().text()).toBe(200);
    const url = new URL(((await up.json()) as { data: { url: string } }).data.url, cluster.origin);
    for (const instance of cluster.instances) {
      const direct = await fetch(`http://127.0.0.1:${instance.port}${url.pathname}`);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toBe('hello cluster');
    }
  });

  it('keeps answering through nginx while an instance is stopped, and takes it back when it returns', async () => {
    const { access_token: token } = (await (await signIn(uniqueAddress())).json()) as { access_token: string };
    const me = () =>
      fetch(`${cluster.origin}/interface/auth/user`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );
    await cluster.stopInstance(0);
    const during = [];
    for (let i = 0; i < 6; i++) during.push(await me());
    expect(during).toEqual([200, 200, 200, 200, 200, 200]);
    await cluster.startInstance(0);
    const after = [];
    for (let i = 0; i < 6; i++) after.push(await me());
    expect(after).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers through a rolling restart: the other instance stops as soon as the first is back', async () => {
    const me = () => fetch(`${cluster.origin}/interface/health`).then((r) => r.status);
    await cluster.stopInstance(0);
    // Clients keep calling while it restarts: nginx marks it again each time it tries it, so it is still marked
    // when it is back and the other one stops.
    const starting = cluster.startInstance(0);
    let started = false;
    void starting.then(() => {
      started = true;
    });
    while (!started) {
      expect(await me()).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    }
    await cluster.stopInstance(1);
    const during = [];
    for (let i = 0; i < 6; i++) during.push(await me());
    expect(during).toEqual([200, 200, 200, 200, 200, 200]);
    await cluster.startInstance(1);
  });

  it('sends a browser with the cookie console_instance=<n> to instance n, and names the instance that answered', async () => {
    const answeredBy = async (pin?: number) => {
      const r = await fetch(`${cluster.origin}/interface/health`, {
        headers: pin ? { cookie: `console_instance=${pin}` } : {},
      });
      expect(r.status).toBe(200);
      return r.headers.get('x-console-instance');
    };
    for (let i = 0; i < 3; i++) {
      expect(await answeredBy(1)).toBe('1');
      expect(await answeredBy(2)).toBe('2');
    }
    expect(['1', '2']).toContain(await answeredBy());
    // A pinned instance that stops: the others answer.
    await cluster.stopInstance(0);
    expect(await answeredBy(1)).toBe('2');
    await cluster.startInstance(0);
    expect(await answeredBy(1)).toBe('1');
  });
});
