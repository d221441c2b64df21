import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild, waitUntilUp } from '../lib/processes.js';
import { TEST_PII_KEY } from './config.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
      // The test apps' key: the processes share a database (the API tests' on PostgreSQL), whose key check value
      // holds the key it was sealed with; each DATA_DIR would otherwise make a key of its own.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        PII_KEY: TEST_PII_KEY,
        ...env,
      },
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
