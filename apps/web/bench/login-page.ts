/**
 * npm run bench (web part): builds the web app, serves it with the real server on a throw-away DATA_DIR, loads
 * /login in headless Chromium and reports the login page's first-load JS and CSS (gzip, from the requests the
 * page makes) and a Lighthouse mobile performance score. Only localhost is reached.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const AIM_KB = 200;
const AIM_SCORE = 92;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  await waitFor(`http://127.0.0.1:${port}/interface/health`);
  return child;
}

interface Asset {
  url: string;
  type: 'js' | 'css';
  gzip: number;
}

/** The JS and CSS the login page requests on first load, each gzipped at level 9 as a server would send it. */
async function firstLoadAssets(base: string, requested: string[]): Promise<Asset[]> {
  const assets: Asset[] = [];
  for (const url of requested) {
    const type = /\.css(\?|$)/.test(url) ? 'css' : /\.m?js(\?|$)/.test(url) ? 'js' : null;
    if (!type || !url.startsWith(base)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    assets.push({ url: url.slice(base.length), type, gzip: gzipSync(body, { level: 9 }).length });
  }
  return assets;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface Score {
  median: number;
  runs: number[];
  metrics: Record<string, number | undefined>;
  requested: string[];
}

/** Lighthouse mobile performance (default mobile emulation and throttling), the median of `runs` loads. */
async function score(url: string, chromePort: number): Promise<Score> {
  const runsDone: number[] = [];
  let metrics: Record<string, number | undefined> = {};
  let requested: string[] = [];
  // A load Lighthouse could not score (no paint seen) is run again, up to twice per run.
  for (let i = 0, tries = 0; i < runs; tries += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error('lighthouse gave no result');
    const { lhr } = result;
    const value = lhr.categories.performance?.score;
    if (value === null || value === undefined) {
      if (tries < runs * 2) continue;
      throw new Error(`lighthouse could not score ${url}: ${lhr.runtimeError?.message ?? 'no score'}`);
    }
    i += 1;
    runsDone.push(Math.round(value * 100));
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    metrics = {
      'FCP ms': audit('first-contentful-paint'),
      'LCP ms': audit('largest-contentful-paint'),
      'TBT ms': audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
      'SI ms': audit('speed-index'),
    };
    const items = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items;
    requested = (items ?? []).map((r) => r.url);
  }
  const median = [...runsDone].sort((a, b) => a - b)[Math.floor(runsDone.length / 2)] ?? 0;
  return { median, runs: runsDone, metrics, requested };
}

/** The Chinese font Chromium will draw with, if any: without one the page paints boxes, cheaper than glyphs. */
function cjkFont(): string | null {
  try {
    const families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
    return families ? ((families.split('\n')[0] as string).split(',')[0] as string) : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const font = cjkFont();
  console.log(
    font
      ? `Chinese font: ${font} (as users' machines have)`
      : 'No Chinese font found (fc-list :lang=zh): Chinese text draws as boxes and the score reads high',
  );
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const plain = await score(`${base}/login`, chrome.port);
    const assets = await firstLoadAssets(base, plain.requested);
    const js = assets.filter((a) => a.type === 'js').reduce((s, a) => s + a.gzip, 0);
    const css = assets.filter((a) => a.type === 'css').reduce((s, a) => s + a.gzip, 0);

    console.log('\nLogin page (/login), first load');
    console.table(assets.map((a) => ({ file: a.url, type: a.type, 'gzip KB': kb(a.gzip) })));
    console.table([
      {
        'JS KB (gzip)': kb(js),
        'CSS KB (gzip)': kb(css),
        'JS+CSS KB': kb(js + css),
        [`aim ≤ ${AIM_KB}`]: kb(js + css) <= AIM_KB ? 'yes' : 'no',
      },
    ]);
    const row = (label: string, r: Score) => ({
      served: label,
      'mobile score (median)': r.median,
      runs: r.runs.join(' / '),
      [`aim ≥ ${AIM_SCORE}`]: r.median >= AIM_SCORE ? 'yes' : 'no',
      ...Object.fromEntries(
        Object.entries(r.metrics).map(([k, v]) => [k, k === 'CLS' ? Number((v ?? 0).toFixed(3)) : Math.round(v ?? 0)]),
      ),
    });
    console.log('Lighthouse 12, mobile');
    console.table([row('by the console server (its pre-compressed gzip files)', plain)]);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
