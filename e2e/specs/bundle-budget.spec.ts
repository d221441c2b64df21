import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtFiles, defaultDist, FIRST_LOADS, firstLoad, readManifest } from '../../apps/web/bench/first-load.ts';

/**
 * Issue 18: no built chunk over 150 KB gzip, and what the login page, the dashboard and the order list load before
 * their first content (JS, gzip, from the build's manifest: apps/web/bench/first-load.ts) stays within the budget
 * set from the last measured build (docs/performance.md, web section) plus a little room. A page that grows past
 * it should load the new part when it is used (lib/lazy-part.tsx), or the budget be raised knowingly.
 */
const CHUNK_KB = 150;
const FIRST_LOAD_JS_KB: Record<keyof typeof FIRST_LOADS, number> = {
  login: 195,
  dashboard: 360,
  'order list': 425,
  'order list, desktop': 475,
  'freelancer app': 430,
  'onboarding app': 425,
};
/**
 * And in how many JS files: on a slow link over HTTP/1.1 each costs a round trip on one of six connections (the
 * chunk plan, apps/web/build/chunk-plan.ts, took the dashboard's from 52 to 16 and the order list's from 81 to 26).
 */
const FIRST_LOAD_JS_FILES: Record<keyof typeof FIRST_LOADS, number> = {
  login: 3,
  dashboard: 20,
  'order list': 30,
  'order list, desktop': 36,
  'freelancer app': 36,
  'onboarding app': 32,
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test.describe('bundle budget (the built web app)', () => {
  // The browser run serves the built app, so the build is there (npm run test:e2e builds it first).
  test.beforeAll(() => {
    expect(existsSync(path.join(defaultDist, '.vite/manifest.json')), 'the web app is built with its manifest').toBe(
      true,
    );
  });

  test(`every built JS and CSS file is at most ${CHUNK_KB} KB gzip`, () => {
    const over = builtFiles().filter((f) => f.gzip > CHUNK_KB * 1024);
    expect(over.map((f) => `${f.file}: ${kb(f.gzip)} KB`)).toEqual([]);
  });

  test("a signed-in page's first screen is preloaded with the entry (vite.config.ts, consolePreloadScripts)", () => {
    const manifest = readManifest();
    const assets = path.join(defaultDist, 'assets');
    const boot = readdirSync(assets).find((f) => /^boot-\w+\.js$/.test(f));
    expect(boot, 'the boot script is built').toBeTruthy();
    // The boot script names each page's preload script (by the path without its slashes) by its hash.
    const map = /var m=(\{[^}]*\});/.exec(readFileSync(path.join(assets, boot as string), 'utf8'))?.[1];
    const scripts = JSON.parse(map ?? '{}') as Record<string, string>;
    const pages: [string, keyof typeof FIRST_LOADS][] = [
      ['dashboard', 'dashboard'],
      ['client/order/orderList', 'order list'],
    ];
    for (const [page, load] of pages) {
      const hash = scripts[page];
      expect(hash, `${page}'s preload script`).toMatch(/^[0-9a-f]{8}$/);
      const script = readFileSync(path.join(assets, `console-preload-${hash}.js`), 'utf8');
      for (const module of FIRST_LOADS[load] as string[]) {
        if (module === 'index.html') continue;
        expect(script, module).toContain(`/${manifest[module]?.file}`);
      }
    }
  });

  test("the console's chat, which every signed-in page loads after its first screen, loads no zod", () => {
    // Its readers of stored messages are zod-free (packages/domain/src/chat-rules.ts); zod is 27 KB gzip and ~60 ms
    // to start, on every page, for nothing the server has not already checked.
    const chat = firstLoad(['src/features/chat/components/console-chat.tsx'], readManifest());
    expect(chat.js.length, 'the chat chunk is in the manifest').toBeGreaterThan(0);
    // (the build names zod's chunk after it: vite.config.ts, codeSplitting)
    expect(chat.js.map((f) => f.file).filter((f) => /(^|\/)zod-/.test(f))).toEqual([]);
  });

  for (const [page, budget] of Object.entries(FIRST_LOAD_JS_KB)) {
    test(`the ${page}'s first-load JS is at most ${budget} KB gzip`, () => {
      const load = firstLoad(FIRST_LOADS[page] as string[], readManifest());
      const largest = load.js.slice(0, 8).map((f) => `${f.file} ${kb(f.gzip)} KB`);
      expect(kb(load.jsBytes), `largest: ${largest.join(', ')}`).toBeLessThanOrEqual(budget);
    });
  }

  for (const [page, budget] of Object.entries(FIRST_LOAD_JS_FILES)) {
    test(`the ${page}'s first-load JS comes in at most ${budget} files`, () => {
      const load = firstLoad(FIRST_LOADS[page] as string[], readManifest());
      expect(load.js.length, load.js.map((f) => f.file).join(', ')).toBeLessThanOrEqual(budget);
    });
  }
});
