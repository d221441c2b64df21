/**
 * The main thread's blocking during a signed-in page's load, as Lighthouse's simulation counts it, but steadier than
 * its TBT (which swings by ±150 ms between runs on a busy machine): each console is loaded in turn, `rounds` times,
 * in headless Chromium (412×823, cache off, unthrottled), traced, and its main-thread tasks after the first paint
 * summed as 4 × task − 50 ms (the simulation's CPU ×4, less the 50 ms a task may take). Prints each console's median,
 * every load's sum and its longest tasks.
 *
 * `node --import tsx apps/web/bench/blocking.ts /client/order/orderList/index 9 http://127.0.0.1:4101 http://…`
 * (consoles already running, with the demo accounts; docs/performance.md shows how the web pages were judged).
 */
import { readFileSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

const [pagePath = '/client/order/orderList/index', roundsArg = '7', ...bases] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (bases.length === 0 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: blocking.ts <path> <rounds> <console URL>...');
  process.exit(2);
}

async function signIn(browser: Browser, base: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[autocomplete="username"]').fill('enterprise');
  await page.locator('input[autocomplete="current-password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForSelector('.dashboard-hero', { timeout: 60_000 });
  await page.close();
}

/** One traced load: the main thread's tasks (ms) after the first contentful paint. */
async function tasksOfLoad(browser: Browser, url: string, file: string): Promise<number[]> {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.tracing.start({ path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await page.tracing.stop();
  await page.close();
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  unlinkSync(file);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first paint in the trace of ${url}`);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.ts > fcp.ts);
  // the renderer's main thread: the one that ran the most
  const busy = new Map<number, number>();
  for (const t of tasks) busy.set(t.tid, (busy.get(t.tid) ?? 0) + (t.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return tasks.filter((t) => t.tid === main).map((t) => (t.dur ?? 0) / 1000);
}

const blocking = (tasks: number[]) => Math.round(tasks.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0));

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
  headless: true,
});
try {
  for (const base of bases) await signIn(browser, base);
  const sums = new Map<string, number[]>(bases.map((b) => [b, []]));
  const longest = new Map<string, string[]>(bases.map((b) => [b, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const base of bases) {
      const file = path.join(os.tmpdir(), `blocking-${process.pid}-${round}.json`);
      const tasks = await tasksOfLoad(browser, `${base}${pagePath}`, file);
      sums.get(base)?.push(blocking(tasks));
      const top = tasks.filter((d) => d > 12.5).sort((a, b) => b - a);
      longest.get(base)?.push(
        top
          .slice(0, 8)
          .map((d) => d.toFixed(0))
          .join(' '),
      );
    }
  }
  console.log(`${pagePath}: Σ max(0, 4 × task − 50 ms) after the first paint, ${rounds} loads each`);
  for (const base of bases) {
    const all = sums.get(base) ?? [];
    const sorted = [...all].sort((a, b) => a - b);
    console.log(`${base}  median ${sorted[Math.floor(sorted.length / 2)]} ms  (${all.join(', ')})`);
    for (const line of longest.get(base) ?? []) console.log(`    tasks over 12.5 ms: ${line}`);
  }
} finally {
  await browser.close();
}
