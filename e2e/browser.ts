import { execFileSync } from 'node:child_process';
import { devices } from '@playwright/test';

/** What both Playwright configs share (playwright.config.ts, cluster.config.ts). */

/** A free port, found once in the main process; workers inherit it through the environment. */
export function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export const sharedRun = {
  // Room for a loaded machine (CI shares two cores between the server, two browsers and the runner).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // No retry, on CI either: a test that passes only on its second try hides a defect a user can meet.
  retries: 0,
  reporter: [['list']] as [string][],
};

export const sharedUse = {
  locale: 'zh-CN',
  viewport: { width: 1440, height: 900 },
  trace: 'off' as const,
  screenshot: 'only-on-failure' as const,
  // The console follows prefers-reduced-motion (antd's animations off): clicks never land on a dialog or popover
  // still zooming in, on a loaded machine either.
  reducedMotion: 'reduce' as const,
};
