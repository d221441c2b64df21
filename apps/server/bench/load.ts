import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** One request over the agent's kept-alive sockets; resolves with the status once the body is read. */
function send(agent: http.Agent, t: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(t.url, { agent, method: t.method ?? 'GET', headers: t.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(t.body);
  });
}

/**
 * Runs `connections` loops that each send one request after another for `seconds`, each loop on a kept-alive
 * socket of its own (plain node:http: the load generator should cost far less than the server it measures),
 * and reports throughput and latency percentiles in milliseconds.
 */
export async function load(name: string, target: Target, { connections = 50, seconds = 5 } = {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // A second of the same load first, not counted: JIT, connection pools and caches warm up.
  const warm = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warm) await send(agent, target).catch(() => 0);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          if ((await send(agent, target)) !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
  };
}
