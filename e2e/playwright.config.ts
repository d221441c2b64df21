import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromium, freePort, sharedRun, sharedUse } from './browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

process.env.E2E_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  // Made once, in the main process (workers inherit it). Playwright stops the server only after any global
  // teardown has run, so the folder goes when this process exits, with the server already gone.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** Specs that write to or count the demo accounts' chat. */
const CHAT_SPECS = [
  '**/chat-console.spec.ts',
  '**/chat-both-sides.spec.ts',
  '**/chat-desk.spec.ts',
  '**/chat-moderation.spec.ts',
  '**/chat-search.spec.ts',
  '**/freelancer-chat-search.spec.ts',
  '**/freelancer-page.spec.ts',
];

/**
 * Specs that pay from or recharge the demo enterprise's balance and check it to the cent: one at a time, or one's
 * payment lands in the other's figures.
 */
const LEDGER_SPECS = ['**/orders.spec.ts', '**/submit-once.spec.ts'];

export default defineConfig({
  testDir: './specs',
  // Room for a loaded machine (CI shares two cores between the server, two browsers and the runner).
  ...sharedRun,
  workers: 2,
  use: { ...sharedUse, baseURL },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [...CHAT_SPECS, ...LEDGER_SPECS] },
    // The demo enterprise user's unread counts and the demo freelancers' are shared by these specs: one at a time
    // (beside the other project), so no spec's message lands in another's count.
    { name: 'chat', use: chromium, testMatch: CHAT_SPECS, workers: 1 },
    { name: 'ledger', use: chromium, testMatch: LEDGER_SPECS, workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/interface/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '10000',
      LOGIN_MAX_FAILURES: '100',
      // every answer the browser gets is checked against its route's schema, and the fast serializer against zod's
      CHECK_RESPONSES: 'true',
      // previews.spec.ts: the office viewer is configurable, and internal storage URLs are rewritten to this server
      OFFICE_VIEWER_URL: 'https://office-viewer.e2e.test/view?src=',
      FILE_URL_REWRITE: `http://oss-internal.e2e.test/bucket|${baseURL}/interface/files`,
      // softphone.spec.ts: the call-centre simulator answers, gives up and drops sooner than its defaults
      CALL_ANSWER_DELAY_MS: '1500',
      CALL_RING_TIMEOUT_MS: '5000',
      CALL_DROP_AFTER_MS: '1500',
      // callbacks.spec.ts: an offer another spec's agent leaves alone comes round sooner
      CALL_CALLBACK_OFFER_SECONDS: '10',
      // and one every free agent has passed on goes round again sooner
      CALL_CALLBACK_REOFFER_SECONDS: '5',
      // wallboard.spec.ts: a tab that lost its network is noticed by the server within seconds
      SOCKET_HEARTBEAT_MS: '3000',
      // and the callbacks of other specs' missed calls (offered to every idle agent in turn) stop coming after
      // 5 minutes, longer than the callbacks spec takes
      CALL_CALLBACK_EXPIRE_MINUTES: '5',
    },
  },
});
