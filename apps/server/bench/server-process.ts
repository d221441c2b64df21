import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server as production runs it, in a process of its own, for the benchmarks to load from outside. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server's settings in every bench run: production mode, the demo accounts, no demo volume, no login rate limit
 * in the way, room for the 100,000-row import's xlsx (about 5 MB), and one personal-data key for every process
 * that opens a bench database (each DATA_DIR would otherwise make its own, which the database refuses).
 */
export const benchServerEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  SEED_VOLUME: 'false',
  LOGIN_RATE_LIMIT: '100000',
  UPLOAD_MAX_MB: '50',
  PII_KEY: 'be4c'.repeat(16),
};

export interface Server {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `main.ts` as production does, in a process of its own, and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // BENCH_PROFILE=<dir>: each server process writes a CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/interface`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Resident memory of a process, now and at its peak, in bytes (Linux /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
