import { type Config, loadConfig } from '../config.js';

export const TEST_PII_KEY = '7e57'.repeat(16);

/** A config for tests: in-memory database, local storage in a temp dir, quiet logs. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SEED_VOLUME: 'false',
    CHECK_RESPONSES: 'true',
    // One key for every test app: the API tests on PostgreSQL share a database, whose key check value holds it.
    PII_KEY: TEST_PII_KEY,
    ...overrides,
  });
}
