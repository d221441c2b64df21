import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { freePort, stopChild, waitUntilUp } from '../lib/processes.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverMain = path.join(repoRoot, 'apps/server/src/main.ts');
const callCenterMain = path.join(repoRoot, 'apps/server/src/callcenter-main.ts');

/**
 * What a cluster needs that a single embedded instance does not; each missing one is named with what it is for.
 * The rest of the configuration is checked as every instance checks it.
 */
export function clusterProblems(env: Record<string, string | undefined>, nginx: string): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push('DATABASE_URL: the PostgreSQL database every instance shares (postgres://…)');
  if (!env.REDIS_URL)
    problems.push('REDIS_URL: the Redis that carries sockets, sign-outs and rate limits across instances (redis://…)');
  if (!env.S3_BUCKET || env.STORAGE_DRIVER === 'local')
    problems.push(
      'S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the S3 storage every instance serves files from',
    );
  if (!env.CALL_CENTER_SECRET || env.CALL_CENTER_SECRET.length < 16)
    problems.push('CALL_CENTER_SECRET: at least 16 characters, shared by the instances and the call centre');
  if (!env.PII_KEY)
    problems.push(
      'PII_KEY: the key of the protected personal data, the same on every instance (64 hex digits: openssl rand -hex 32)',
    );
  if (!existsSync(nginx))
    problems.push(`NGINX: no nginx at ${nginx} (apt-get install nginx, or set NGINX to its path)`);
  if (problems.length === 0) {
    try {
      loadConfig(env);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return problems;
}

export interface ClusterOptions {
  /** the instances' environment (DATABASE_URL, REDIS_URL, S3_*, CALL_CENTER_SECRET, …) */
  env: Record<string, string | undefined>;
  instances: number;
  /** where nginx listens */
  host: string;
  port: number;
  nginx: string;
  /** 'inherit': the processes' logs on this process's stdout and stderr (the CLI); 'ignore' for tests */
  stdio: 'inherit' | 'ignore';
  /** a crashed instance is started again after a second (the CLI); tests stop instances on purpose */
  restart: boolean;
  log: (line: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  child: ChildProcess;
}

/**
 * N console instances behind nginx (deploy/nginx.conf), and the call-centre service unless CALL_CENTER_URL names
 * one. The instances start at the same moment: migrations, seeding and menu sync take a lock (db/client.ts).
 */
export class Cluster {
  readonly instances: Instance[] = [];
  origin = '';
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'console-cluster-'));
  private nginx: ChildProcess | null = null;
  private callCenter: ChildProcess | null = null;
  private stopping = false;
  private instanceEnv: Record<string, string | undefined> = {};

  constructor(private readonly options: ClusterOptions) {}

  async start(): Promise<void> {
    try {
      await this.startAll();
    } catch (err) {
      await this.stop();
      throw err;
    }
  }

  private async startAll(): Promise<void> {
    const o = this.options;
    let callCenterUrl = o.env.CALL_CENTER_URL;
    if (!callCenterUrl) {
      const port = await freePort();
      this.callCenter = this.spawn(callCenterMain, {
        ...o.env,
        CALL_CENTER_PORT: String(port),
        CALL_CENTER_HOST: '127.0.0.1',
      });
      callCenterUrl = `http://127.0.0.1:${port}`;
      await waitUntilUp(`${callCenterUrl}/health`, this.callCenter);
      o.log(`call centre on ${callCenterUrl}`);
    }
    // Behind nginx the client's address is in X-Forwarded-For (login limits are per address).
    this.instanceEnv = { ...o.env, CALL_CENTER_URL: callCenterUrl, HOST: '127.0.0.1', TRUST_PROXY: 'true' };
    const ports = await Promise.all(Array.from({ length: o.instances }, () => freePort()));
    await Promise.all(ports.map((port, index) => this.startInstance(index, port)));

    mkdirSync(path.join(this.dir, 'nginx'));
    const conf = path.join(this.dir, 'nginx', 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConf({
        prefix: path.join(this.dir, 'nginx'),
        host: o.host,
        port: o.port,
        ports,
        bodyLimitMb: uploadMb(o.env),
      }),
    );
    this.nginx = spawn(
      o.nginx,
      ['-p', path.join(this.dir, 'nginx'), '-c', conf, '-e', path.join(this.dir, 'nginx', 'error.log')],
      {
        stdio: ['ignore', o.stdio, o.stdio],
      },
    );
    this.nginx.once('exit', (code) => {
      if (!this.stopping) o.log(`nginx exited (${code}); see ${path.join(this.dir, 'nginx', 'error.log')}`);
    });
    const shown = o.host === '0.0.0.0' ? '127.0.0.1' : o.host;
    this.origin = `http://${shown}:${o.port}`;
    await waitUntilUp(`${this.origin}/interface/health`, this.nginx);
  }

  /** Starts instance `index` (again) on `port` and waits until it answers. */
  async startInstance(index: number, port = this.instances[index]?.port ?? 0): Promise<Instance> {
    const child = this.spawn(serverMain, { ...this.instanceEnv, PORT: String(port) });
    const instance: Instance = { index, port, child };
    this.instances[index] = instance;
    child.once('exit', (code, signal) => {
      if (this.stopping || this.instances[index] !== instance) return;
      this.options.log(`instance ${index + 1} exited (${signal ?? code})`);
      if (this.options.restart && code !== 0)
        setTimeout(() => {
          if (!this.stopping) this.startInstance(index, port).catch((err) => this.options.log(String(err)));
        }, 1_000).unref();
    });
    await waitUntilUp(`http://127.0.0.1:${port}/interface/health`, child);
    this.options.log(`instance ${index + 1} on 127.0.0.1:${port} (pid ${child.pid})`);
    return instance;
  }

  /** Stops instance `index` gracefully (SIGTERM), as a rolling restart does. */
  async stopInstance(index: number): Promise<void> {
    const instance = this.instances[index];
    if (!instance) return;
    const stopped = stopChild(instance.child);
    this.instances[index] = { ...instance, child: instance.child };
    await stopped;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.nginx) await stopChild(this.nginx);
    await Promise.all(this.instances.map((i) => stopChild(i.child)));
    if (this.callCenter) await stopChild(this.callCenter);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private spawn(entry: string, env: Record<string, string | undefined>): ChildProcess {
    return spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', this.options.stdio, this.options.stdio],
    });
  }
}

function uploadMb(env: Record<string, string | undefined>): number {
  return Math.ceil(Number(env.UPLOAD_MAX_MB ?? 10)) + 1;
}

/** deploy/nginx.conf with its placeholders filled: instance n (from 1) listens on `ports[n - 1]`. */
export function renderNginxConf(o: {
  prefix: string;
  host: string;
  port: number;
  ports: number[];
  bodyLimitMb: number;
}) {
  const template = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const address = (p: number) => `127.0.0.1:${p}`;
  const primary = (p: number) => `    server ${address(p)} max_fails=1 fail_timeout=5s;`;
  const backup = (p: number) => `    server ${address(p)} max_fails=0 backup;`;
  const upstreams = [...o.ports.map(primary), ...o.ports.map(backup)].join('\n');
  const pinned = o.ports
    .map((p, i) =>
      [
        `  upstream console_${i + 1} {`,
        `    server ${address(p)} max_fails=0;`,
        ...o.ports.filter((other) => other !== p).map(backup),
        '    keepalive 8;',
        '  }',
      ].join('\n'),
    )
    .join('\n');
  const pins = o.ports.map((_, i) => `    ${i + 1} console_${i + 1};`).join('\n');
  const names = o.ports.map((p, i) => `    "~${address(p).replaceAll('.', '\\.')}$" ${i + 1};`).join('\n');
  return template
    .replaceAll('{{PREFIX}}', o.prefix)
    .replaceAll('{{LISTEN}}', `${o.host}:${o.port}`)
    .replaceAll('{{BODY_LIMIT}}', `${o.bodyLimitMb}m`)
    .replaceAll('{{UPSTREAMS}}', upstreams)
    .replaceAll('{{PINNED_UPSTREAMS}}', pinned)
    .replaceAll('{{PINS}}', pins)
    .replaceAll('{{INSTANCE_NAMES}}', names);
}
