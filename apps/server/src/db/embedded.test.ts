import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../testing/samples.js';
import { LOCK_FILE } from './data-dir-lock.js';

/**
 * The embedded database's promises, checked on real server processes (`node --import tsx apps/server/src/main.ts`):
 * one server per DATA_DIR, stale locks recovered, nothing acknowledged before a checkpoint lost to SIGKILL,
 * and a graceful SIGTERM that finishes in-flight requests and releases the lock.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const CLIENT_AUTH = `Basic ${Buffer.from('console:console').toString('base64')}`;

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  /** stdout and stderr so far */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const c of running.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/**
 * A DATA_DIR made once by a server that started on an empty one (database created, migrated, demo data in) and
 * stopped: each test starts from a copy, so what it pays for is the start it checks, not a first start's set-up.
 */
let template = '';
beforeAll(async () => {
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'console-embedded-template-'));
  const server = await startServer(template);
  await stopGracefully(server);
}, 240_000);
afterAll(() => {
  if (template) fs.rmSync(template, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-embedded-'));
  dirs.push(dir);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spawns a server on dataDir; does not wait for it to be ready. */
async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, base: `http://127.0.0.1:${port}`, dataDir, output: () => out, exited };
}

/** Spawns a server and waits until /interface/health answers ok. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const server = await spawnServer(dataDir, env);
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited during start-up:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/interface/health`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server did not start in time:\n${server.output()}`);
}

async function stopGracefully(server: Server) {
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  expect(code, server.output()).toBe(0);
}

async function signIn(server: Server, username = 'admin', password = 'demo1234') {
  const res = await fetch(`${server.base}/interface/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

function authed(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } };
}

async function setProfile(server: Server, token: string, fields: Record<string, string>) {
  return fetch(
    `${server.base}/interface/system/user/profile`,
    authed(token, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
  );
}

async function currentUser(server: Server, token: string) {
  const res = await fetch(`${server.base}/interface/auth/user`, authed(token));
  return { status: res.status, body: (await res.json()) as { data: { name: string; username: string } } };
}

async function uploadFile(server: Server, token: string, name: string, bytes: Buffer) {
  const body = await multipart({ name, bytes });
  const res = await fetch(
    `${server.base}/interface/files/upload`,
    authed(token, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { url: string; key: string } }).data;
}

async function lastCheckpoint(server: Server): Promise<number> {
  const res = await fetch(`${server.base}/interface/health`);
  const at = ((await res.json()) as { data: { lastCheckpointAt: string | null } }).data.lastCheckpointAt;
  return at ? Date.parse(at) : 0;
}

const lockFile = (dataDir: string) => path.join(dataDir, LOCK_FILE);
const lockOwner = (dataDir: string) => Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());

/** The pid of a process that has already exited. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(done.stdout);
}

describe('embedded database (real server processes)', () => {
  it('refuses a second server on the same DATA_DIR, naming the directory and the other pid', async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    expect(lockOwner(dataDir)).toBe(first.child.pid);

    const second = await spawnServer(dataDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`DATA_DIR ${dataDir}`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).not.toMatch(/Server listening/);

    // The first server is untouched and still owns the directory.
    expect((await fetch(`${first.base}/interface/health`)).status).toBe(200);
    expect(lockOwner(dataDir)).toBe(first.child.pid);
    await stopGracefully(first);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  }, 180_000);

  it('recovers a stale lock file whose process no longer runs', async () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(lockFile(dataDir), `${deadPid()}\n`);
    const server = await startServer(dataDir);
    expect(lockOwner(dataDir)).toBe(server.child.pid);
    await stopGracefully(server);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  }, 180_000);

  it('keeps every write acknowledged before the last checkpoint when killed with SIGKILL mid-write', async () => {
    const dataDir = tempDataDir();
    const env = { CHECKPOINT_INTERVAL_SECONDS: '1' };
    const first = await startServer(dataDir, env);
    const token = await signIn(first);
    const bytes = png([12, 34, 56]);
    const file = await uploadFile(first, token, 'crash.png', bytes);
    const name = `检查点 ${Date.now()}`;
    expect((await setProfile(first, token, { name })).status).toBe(200);
    const acknowledgedAt = Date.now();

    // Wait for a checkpoint that began after those writes were answered.
    const deadline = Date.now() + 30_000;
    while ((await lastCheckpoint(first)) <= acknowledgedAt) {
      if (Date.now() > deadline) throw new Error(`no checkpoint after the writes:\n${first.output()}`);
      await sleep(100);
    }

    // Now keep writing (profile updates and sign-ins, several at once) and kill the process in the middle.
    let stop = false;
    const acknowledgedPhones: number[] = [];
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const phone = lane * 1_000_000 + i;
        try {
          const res =
            i % 3 === 2
              ? await signIn(first).then(() => null)
              : await setProfile(first, token, { phone: String(phone) });
          if (res?.status === 200) acknowledgedPhones.push(phone);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await sleep(1_500);
    first.child.kill('SIGKILL');
    const ended = await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(ended.signal).toBe('SIGKILL');
    expect(acknowledgedPhones.length).toBeGreaterThan(0);
    expect(lockOwner(dataDir)).toBe(first.child.pid); // left behind by the killed process

    const second = await startServer(dataDir, env);
    expect(lockOwner(dataDir)).toBe(second.child.pid);
    const me = await currentUser(second, token);
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.data).toMatchObject({ username: 'admin', name });

    const download = await fetch(`${second.base}${file.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    // The database is sound after recovery: it takes new writes and new sign-ins.
    expect((await setProfile(second, token, { name: `${name} 之后` })).status).toBe(200);
    expect((await currentUser(second, await signIn(second))).body.data.name).toBe(`${name} 之后`);
    await stopGracefully(second);
  }, 240_000);

  it('on SIGTERM finishes the request in flight, closes the database, exits 0 and removes the lock', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    const token = await signIn(server);

    // A slow upload: the body arrives in two halves with the SIGTERM in between.
    const bytes = Buffer.alloc(3 * 1024 * 1024, 'slow upload\n');
    const body = await multipart({ name: 'slow.txt', bytes });
    const half = Math.floor(body.payload.length / 2);
    let answer = '';
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/interface/files/upload',
      headers: { ...body.headers, 'content-length': body.payload.length, authorization: `Bearer ${token}` },
    });
    const response = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => {
        res.setEncoding('utf8');
        res.on('data', (d) => {
          answer += d;
        });
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      request.on('error', reject);
    });
    request.write(body.payload.subarray(0, half));
    await sleep(500);

    server.child.kill('SIGTERM');
    await sleep(1_000);
    expect(server.child.exitCode).toBeNull(); // still finishing the upload
    // No new connections are taken meanwhile.
    const late = await fetch(`${server.base}/interface/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(late === 'refused' || late === 503).toBe(true);

    request.end(body.payload.subarray(half));
    expect(await response, answer).toBe(200);
    const uploaded = (JSON.parse(answer) as { data: { url: string; size: number } }).data;
    expect(uploaded.size).toBe(bytes.length);

    const { code } = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: shutting down/);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);

    // What the last request wrote is there after a restart.
    const again = await startServer(dataDir);
    const download = await fetch(`${again.base}${uploaded.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    await stopGracefully(again);
  }, 240_000);

  it('stops within its grace on SIGTERM when the reader of its stdout has stopped reading, then goes away', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    // The parent stops reading: the pipe fills with the request log (two lines per request) and stays full.
    server.child.stdout?.pause();
    const answers: (number | string)[] = [];
    for (let round = 0; round < 40; round++) {
      const batch = Array.from({ length: 10 }, () =>
        fetch(`${server.base}/interface/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          (e: Error) => e.name,
        ),
      );
      answers.push(...(await Promise.all(batch)));
      if (answers.some((a) => a !== 200)) break;
    }
    // a full log pipe never stops the server answering
    expect(answers.filter((a) => a !== 200)).toEqual([]);

    const started = Date.now();
    server.child.kill('SIGTERM');
    // … and the parent goes away while the server shuts down: its end of the pipe closes.
    server.child.stdout?.destroy();
    const { code } = await server.exited;
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    const after = await fetch(`${server.base}/interface/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(after).toBe('refused');
  }, 240_000);
});
