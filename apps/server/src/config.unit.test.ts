import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('defaults every variable', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.inMemory).toBe(false);
    expect(c.redisUrl).toBeUndefined();
    expect(c.storage).toEqual({ driver: 'local', root: expect.stringMatching(/data[\\/]files$/) });
    expect(c.storagePrefix).toBe('console');
    expect(c.uploadMaxMb).toBe(10);
    expect(c.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(c.oauth).toEqual({ clientId: 'console', clientSecret: 'console' });
    expect(c.accessTokenTtl).toBe(7200);
    expect(c.refreshTokenTtl).toBe(7 * 86400);
    expect(c.login).toEqual({ maxFailures: 5, lockMinutes: 15, ratePerMinute: 30 });
    expect(c.brandName).toBe('灵工服务平台');
    expect(c.logLevel).toBe('info');
    expect(c.seedDemo).toBe(true);
    expect(c.adminPassword).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.checkpointIntervalMs).toBe(30_000);
    expect(c.exportRetentionDays).toBe(7);
  });

  it('reads given values', () => {
    const c = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      OAUTH_CLIENT_ID: 'web',
      OAUTH_CLIENT_SECRET: 's3cret',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_LOCK_MINUTES: '1',
      LOGIN_RATE_LIMIT: '5',
      UPLOAD_MAX_MB: '2.5',
      TRUST_PROXY: 'yes',
      ADMIN_PASSWORD: 'long-enough-1',
      EXPORT_RETENTION_DAYS: '30',
    });
    expect(c.port).toBe(9090);
    expect(c.databaseUrl).toBe('postgres://u@localhost:5432/db');
    expect(c.oauth).toEqual({ clientId: 'web', clientSecret: 's3cret' });
    expect(c.accessTokenTtl).toBe(60);
    expect(c.refreshTokenTtl).toBe(3600);
    expect(c.login).toEqual({ maxFailures: 3, lockMinutes: 1, ratePerMinute: 5 });
    expect(c.uploadMaxBytes).toBe(Math.round(2.5 * 1024 * 1024));
    expect(c.trustProxy).toBe(true);
    expect(c.adminPassword).toBe('long-enough-1');
    expect(c.exportRetentionDays).toBe(30);
    // no demo accounts on a real database unless asked for
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      adminPassword: undefined,
    });
  });

  it('keeps an in-memory database apart from every other run', () => {
    const a = loadConfig({ DATA_DIR: 'memory://' });
    const b = loadConfig({ DATA_DIR: 'memory://' });
    expect(a.inMemory).toBe(true);
    expect(a.dataDir).not.toBe(b.dataDir);
  });

  it('chooses S3 when a bucket is given', () => {
    const c = loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(c.storage).toMatchObject({ driver: 's3', bucket: 'files', endpoint: 'http://127.0.0.1:9000' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://localhost'],
    ['S3_ENDPOINT', 'ftp://x'],
    ['STORAGE_DRIVER', 'ftp'],
    ['STORAGE_PREFIX', 'a/b'],
    ['UPLOAD_MAX_MB', '-1'],
    ['UPLOAD_MAX_MB', 'ten'],
    ['ACCESS_TOKEN_TTL', '59'],
    ['ACCESS_TOKEN_TTL', '1.5'],
    ['REFRESH_TOKEN_TTL', '10'],
    ['LOGIN_MAX_FAILURES', '0'],
    ['LOGIN_LOCK_MINUTES', 'forever'],
    ['LOGIN_RATE_LIMIT', '0'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'perhaps'],
    ['ADMIN_PASSWORD', 'short'],
    ['CHECKPOINT_INTERVAL_SECONDS', '0'],
    ['EXPORT_RETENTION_DAYS', '0'],
    ['EXPORT_RETENTION_DAYS', 'week'],
    ['BRAND_NAME', 'x'.repeat(41)],
    ['MFA_KEY', 'too-short'],
    ['MFA_KEY', 'z'.repeat(64)],
    ['STEP_UP_MINUTES', '0'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    const msg = failure({ [name]: value });
    expect(msg).toContain(name);
    expect(msg).toContain('Invalid configuration');
  });

  it('names every bad variable at once', () => {
    const msg = failure({ PORT: 'x', LOG_LEVEL: 'y' });
    expect(msg).toContain('PORT');
    expect(msg).toContain('LOG_LEVEL');
  });

  it('reads the MFA key as hex or base64; in memory a key of its own, on disk none until the file is read', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ MFA_KEY: hex }).mfa.key?.toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ MFA_KEY: b64 }).mfa.key).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ DATA_DIR: 'memory://' }).mfa.key).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).mfa).toEqual({ key: undefined, stepUpMinutes: 5 });
  });

  it('wants a bucket for the S3 driver', () => {
    expect(failure({ STORAGE_DRIVER: 's3' })).toContain('S3_BUCKET');
  });
});
