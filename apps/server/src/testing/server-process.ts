import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws when `child` exits first or `ms` pass. */
export async function waitUntilUp(url: string, child: ChildProcess, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s`);
}

/** Stops a child with SIGTERM and resolves when it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Server processes (`src/main.ts`, as production runs them) that a test starts and `stopAll` ends, with their
 * temp data folders.
 */
export class ServerProcesses {
  private readonly children: ChildProcess[] = [];
  private readonly dirs: string[] = [];

  /** Starts one with `env` over the test's own environment and waits until it answers; resolves to its origin. */
  async start(env: Record<string, string>, stderr: 'inherit' | 'pipe' = 'inherit'): Promise<ServerProcess> {
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), 'console-scale-'));
    this.dirs.push(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', stderr],
    });
    this.children.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${origin}/interface/health`, child);
    return { origin, child, errors: () => errors };
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.children.map(stopChild));
    for (const d of this.dirs) rmSync(d, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** what it wrote to stderr (when started with stderr 'pipe') */
  errors(): string;
}
