import { type Config, loadConfig } from '../config.js';

/** A config for tests: in-memory database, local storage in a temp dir, quiet logs. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SEED_VOLUME: 'false',
    CHECK_RESPONSES: 'true',
    ...overrides,
  });
}
