import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadResult {
  name: string;
  requests: number;
  /** answers other than 2xx/3xx, and socket errors */
  errors: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** wrk's latency figure ("812.00us", "1.23ms", "1.02s") in milliseconds. */
export function millis(figure: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(figure.trim());
  if (!m) throw new Error(`not a wrk latency: ${figure}`);
  const n = Number(m[1]);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return +(n * scale).toFixed(2);
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(name: string, out: string): LoadResult {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 'NaN');
  const pct = (p: number) => millis(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? 'NaN');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const refused = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    name,
    requests: num(/(\d+) requests in/),
    errors: refused + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    rps: Math.round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
  };
}

/**
 * Loads `target` with Debian's wrk, a process of its own (one thread: the other core is the server's), at
 * `connections` kept-alive connections for `seconds`, after a second of the same load that is not counted (JIT,
 * pools and caches warm up).
 */
export async function load(name: string, target: Target, { connections = 50, seconds = 5 } = {}): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-wrk-'));
  try {
    const args = ['-t1', `-c${connections}`, '--latency'];
    for (const [k, v] of Object.entries(target.headers ?? {})) args.push('-H', `${k}: ${v}`);
    if (target.method === 'POST') {
      const script = path.join(dir, 'post.lua');
      fs.writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(target.body ?? '')}\n`);
      args.push('-s', script);
    }
    await run('wrk', [...args, '-d1s', target.url]);
    const { stdout } = await run('wrk', [...args, `-d${seconds}s`, target.url]);
    return parseWrk(name, stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
