import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The browser specs in the order scripts/e2e-shuffled.sh laid them out (numbered copies in .shuffled/, which
 * Playwright runs in name order), on one server and one worker: a spec that passes only after another one did (or
 * did not) run first fails here.
 */
export default defineConfig({
  ...base,
  testDir: './.shuffled',
  workers: 1,
  projects: [{ name: 'shuffled', use: base.projects?.[0]?.use }],
});
