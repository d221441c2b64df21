/**
 * npm run bench (web part): builds the web app, serves it with the real server on a throw-away DATA_DIR and scores
 * three pages with Lighthouse 12's default mobile settings (simulated slow 4G, 4× CPU slowdown, moto g power
 * screen): the login page for a new visitor, then the dashboard and the order list of the demo enterprise user,
 * signed in through the real login form (the session stays in local storage, which Lighthouse keeps; the HTTP
 * cache it clears). It also reports each page's first-load JS and CSS (gzip) and checks every built chunk's size.
 * Only localhost is reached.
 *
 * Each run starts its own Chromium with a fresh profile, as the Lighthouse CLI does: later loads in one long-lived
 * browser ran faster than a user's first visit (see docs/performance.md).
 *
 * BENCH_LIGHTHOUSE_RUNS (default 3) runs per page; BENCH_URL measures an already running console instead of
 * building and starting one; BENCH_PAGES (e.g. `dashboard,order`) scores only the pages whose label contains one of
 * the words; BENCH_REPORTS=<dir> writes each run's full Lighthouse report there as JSON (its diagnostics: the LCP
 * element, the critical request chains, the main thread's breakdown) and the load's trace (`*.trace.json`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const AIM_LOGIN_KB = 200;
const AIM_CHUNK_KB = 150;
const AIM_CLS = 0.05;
// The flags the project's browser tests and outside measurements use; nothing that changes how fast a page runs.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageSpec {
  label: string;
  path: string;
  aim: number;
  signedIn: boolean;
}

const ALL_PAGES: PageSpec[] = [
  { label: 'login (new visitor)', path: '/login', aim: 95, signedIn: false },
  { label: 'dashboard (enterprise, signed in)', path: '/dashboard', aim: 90, signedIn: true },
  { label: 'order list (enterprise, signed in)', path: '/client/order/orderList/index', aim: 90, signedIn: true },
];

const pageWords = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const PAGES = pageWords ? ALL_PAGES.filter((p) => pageWords.some((w) => p.label.includes(w))) : ALL_PAGES;
const reportDir = process.env.BENCH_REPORTS;

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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';

interface Run {
  score: number;
  metrics: { FCP: number; LCP: number; TBT: number; CLS: number; SI: number };
  /** JS and CSS the page requested. */
  assets: { url: string; type: 'js' | 'css' }[];
  settings: string;
  finalUrl: string;
}

/** One Lighthouse load with its default mobile settings (only the performance category). */
async function lighthouseRun(url: string, chromePort: number, reportName: string): Promise<Run> {
  // A load Lighthouse could not score (no paint seen) is tried again, twice at most.
  for (let tries = 0; ; tries += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    const value = lhr?.categories.performance?.score;
    if (!lhr || value === null || value === undefined) {
      if (tries < 2) continue;
      throw new Error(`lighthouse could not score ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
      // The load's trace too (DevTools' Performance panel opens it): what the main thread did, task by task.
      const trace = (result.artifacts as { Trace?: unknown } | undefined)?.Trace;
      if (trace) writeFileSync(path.join(reportDir, `${reportName}.trace.json`), JSON.stringify(trace));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const items =
      (
        lhr.audits['network-requests']?.details as {
          items?: { url: string; resourceType?: string }[];
        }
      )?.items ?? [];
    const s = lhr.configSettings;
    return {
      score: Math.round(value * 100),
      metrics: {
        FCP: audit('first-contentful-paint'),
        LCP: audit('largest-contentful-paint'),
        TBT: audit('total-blocking-time'),
        CLS: audit('cumulative-layout-shift'),
        SI: audit('speed-index'),
      },
      assets: items.flatMap((r) => {
        const type = r.resourceType === 'Script' ? 'js' : r.resourceType === 'Stylesheet' ? 'css' : null;
        return type && r.url.startsWith('http') ? [{ url: new URL(r.url).pathname, type } as const] : [];
      }),
      settings:
        `${s.formFactor}, ${s.throttlingMethod}, CPU ×${s.throttling.cpuSlowdownMultiplier}, ` +
        `RTT ${s.throttling.rttMs} ms, ${Math.round(s.throttling.throughputKbps)} kbps, ` +
        `screen ${s.screenEmulation.width}×${s.screenEmulation.height}`,
      finalUrl: lhr.finalDisplayedUrl,
    };
  }
}

/** Signs in through the login form as a user does; the session is then in the profile's local storage. */
async function signIn(base: string, chromePort: number, username: string, password: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForSelector('.dashboard-hero', { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Every built JS chunk and CSS file, gzipped at level 9 as the server's pre-compressed files are. */
function builtChunks(): { file: string; gzip: number }[] {
  const assets = path.join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ file: f, gzip: gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const font = cjkFont();
  console.log(
    font
      ? `Chinese font: ${font} (as users' machines have)`
      : 'No Chinese font found (fc-list :lang=zh): Chinese text draws as boxes and the scores read high',
  );
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!base) {
    console.log('Building the web app…');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-web-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(port, dataDir);
  }
  const results = new Map<PageSpec, Run[]>(PAGES.map((p) => [p, []]));
  const loads: string[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      loads.push(loadAverage());
      // A fresh browser and profile per run: a new visitor's login page, then that visitor signed in.
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
      try {
        let signedIn = false;
        for (const page of PAGES) {
          if (page.signedIn && !signedIn) {
            await signIn(base, chrome.port, 'enterprise', 'demo1234');
            signedIn = true;
          }
          const reportName = `${page.label.split(' (')[0]?.replace(/\W+/g, '-')}-${i + 1}`;
          const run = await lighthouseRun(`${base}${page.path}`, chrome.port, reportName);
          if (page.signedIn && new URL(run.finalUrl).pathname.startsWith('/login')) {
            throw new Error(`${page.path} was not signed in (ended on ${run.finalUrl})`);
          }
          results.get(page)?.push(run);
        }
      } finally {
        chrome.kill();
      }
    }
    loads.push(loadAverage());

    const first = results.get(PAGES[0] as PageSpec)?.[0];
    console.log(`\nLighthouse 12 (${first?.settings}), ${runs} runs per page, load average ${loads.join(' → ')}`);
    console.table(
      PAGES.map((page) => {
        const pageRuns = results.get(page) ?? [];
        const scores = pageRuns.map((r) => r.score);
        const mid = median(scores);
        const at = pageRuns.find((r) => r.score === mid) ?? pageRuns[0];
        const m = at?.metrics;
        const cls = Math.max(...pageRuns.map((r) => r.metrics.CLS));
        return {
          page: page.label,
          'score (median)': mid,
          runs: scores.join(' / '),
          aim: `≥ ${page.aim}: ${mid >= page.aim ? 'yes' : 'no'}`,
          'FCP ms': Math.round(m?.FCP ?? 0),
          'LCP ms': Math.round(m?.LCP ?? 0),
          'TBT ms': Math.round(m?.TBT ?? 0),
          'SI ms': Math.round(m?.SI ?? 0),
          'CLS (worst run)': `${cls.toFixed(3)} ${cls <= AIM_CLS ? '≤' : '>'} ${AIM_CLS}`,
        };
      }),
    );

    console.log(
      'First load of each page (the first run’s requests, each gzipped at level 9 as the server’s files are)',
    );
    const firstLoads = [];
    for (const page of PAGES) {
      const assets = results.get(page)?.[0]?.assets ?? [];
      let js = 0;
      let css = 0;
      for (const asset of assets) {
        const body = Buffer.from(await (await fetch(`${base}${asset.url}`)).arrayBuffer());
        const gzip = gzipSync(body, { level: 9 }).length;
        if (asset.type === 'js') js += gzip;
        else css += gzip;
      }
      firstLoads.push({
        page: page.label,
        'JS files': assets.filter((a) => a.type === 'js').length,
        'JS KB': kb(js),
        'CSS KB': kb(css),
        'JS+CSS KB': kb(js + css),
        ...(page.signedIn ? {} : { [`aim ≤ ${AIM_LOGIN_KB}`]: kb(js + css) <= AIM_LOGIN_KB ? 'yes' : 'no' }),
      });
    }
    console.table(firstLoads);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const chunks = builtChunks();
  const over = chunks.filter((c) => c.gzip > AIM_CHUNK_KB * 1024);
  console.log(
    `Built chunks (apps/web/dist): ${chunks.length} JS and CSS files, the largest below; aim ≤ ${AIM_CHUNK_KB} KB gzip each: ` +
      (over.length ? `no (${over.map((c) => c.file).join(', ')})` : 'yes'),
  );
  console.table(chunks.slice(0, 8).map((c) => ({ file: c.file, 'gzip KB': kb(c.gzip) })));
}

await main();
