import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseKey } from './lib/sealed.js';

/** Booleans as environment variables: true/false, 1/0, yes/no, on/off. */
/** The built-in product name: the web build writes it into its pages; a configured BRAND_NAME replaces it. */
export const DEFAULT_BRAND_NAME = '灵工服务平台';

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const url = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(' or ')})` },
  );

/** Every environment variable the server reads, with its default. docs/configuration.md lists the same table. */
const envSchema = z.object({
  PORT: int(0, 65535).default(8080),
  /** check every answer against its route's schema and the fast serializer against zod (tests) */
  CHECK_RESPONSES: flag.optional(),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag.default(true),
  STORAGE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('console'),
  FILE_PUBLIC_BASE_URL: url(['http:', 'https:']),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  OAUTH_CLIENT_ID: z.string().trim().min(1).default('console'),
  OAUTH_CLIENT_SECRET: z.string().trim().min(1).default('console'),
  ACCESS_TOKEN_TTL: int(60, 30 * 86400).default(7200),
  REFRESH_TOKEN_TTL: int(300, 365 * 86400).default(7 * 86400),
  LOGIN_MAX_FAILURES: int(1, 100).default(5),
  LOGIN_LOCK_MINUTES: int(1, 24 * 60).default(15),
  LOGIN_RATE_LIMIT: int(1, 100000).default(30),
  /** the key TOTP secrets are sealed with; unset: a key made once in DATA_DIR/mfa.key (random per start in memory) */
  MFA_KEY: optionalText.refine((v) => v === undefined || parseKey(v) !== null, {
    message: 'must be 64 hex digits or the base64 of 32 bytes',
  }),
  /** the master key of personal data and TOTP seeds; unset: MFA_KEY, else a key made once in DATA_DIR/pii.key */
  PII_KEY: optionalText.refine((v) => v === undefined || parseKey(v) !== null, {
    message: 'must be 64 hex digits or the base64 of 32 bytes',
  }),
  /** the key before PII_KEY, while `npm run pii:rotate` has not finished: values still under it open */
  PII_KEY_PREVIOUS: optionalText.refine((v) => v === undefined || parseKey(v) !== null, {
    message: 'must be 64 hex digits or the base64 of 32 bytes',
  }),
  STEP_UP_MINUTES: int(1, 60).default(5),
  BRAND_NAME: z.string().trim().min(1).max(40).default(DEFAULT_BRAND_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.optional(),
  SEED_VOLUME: flag.optional(),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  TRUST_PROXY: flag.default(false),
  CHECKPOINT_INTERVAL_SECONDS: int(1, 3600).default(30),
  EXPORT_RETENTION_DAYS: int(1, 3650).default(7),
  WEB_DIST: optionalText,
  OFFICE_VIEWER_URL: url(['http:', 'https:']),
  /** the call-centre gateway: HMAC secret of agent tokens (random per start when unset) and the simulator's timings */
  CALL_CENTER_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /** a call centre of its own (npm run callcenter) instead of the in-process simulator: several instances share it */
  CALL_CENTER_URL: url(['http:', 'https:']),
  CALL_AGENT_TOKEN_TTL: int(30, 3600).default(300),
  CALL_ANSWER_DELAY_MS: int(0, 60_000).default(2000),
  CALL_RING_TIMEOUT_MS: int(500, 300_000).default(20_000),
  CALL_DROP_AFTER_MS: int(100, 300_000).default(3000),
  CALL_WRAPUP_SECONDS: int(1, 3600).default(30),
  CALL_SEAT_GRACE_MS: int(500, 86_400_000).default(20_000),
  /** how often sockets are pinged, and how long an answer may take: a lost network is noticed within twice this */
  SOCKET_HEARTBEAT_MS: int(1000, 120_000).default(20_000),
  CALL_RECORDING_DAYS: int(1, 3650).default(90),
  CALL_CALLBACK_EXPIRE_MINUTES: int(1, 10_080).default(120),
  CALL_CALLBACK_OFFER_SECONDS: int(1, 600).default(30),
  CALL_CALLBACK_REOFFER_SECONDS: int(0, 3600).default(60),
  /** "internal-prefix|public-prefix" pairs separated by ";" */
  FILE_URL_REWRITE: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || v.split(';').every((pair) => /^\S+\|\S+$/.test(pair.trim())), {
      message: 'must be "from|to" pairs separated by ;',
    }),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** unset: embedded PGlite under dataDir/db. */
  databaseUrl: string | undefined;
  /** DATA_DIR=memory://: PGlite in memory and files in a temp folder (tests). */
  inMemory: boolean;
  redisUrl: string | undefined;
  storage:
    | { driver: 'local'; root: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  storagePrefix: string;
  filePublicBaseUrl: string | undefined;
  uploadMaxBytes: number;
  uploadMaxMb: number;
  oauth: { clientId: string; clientSecret: string };
  accessTokenTtl: number;
  refreshTokenTtl: number;
  login: { maxFailures: number; lockMinutes: number; ratePerMinute: number };
  /** two-factor sign-in: the sealing key of TOTP secrets (undefined: DATA_DIR/mfa.key) and how long a step-up lasts */
  /** the key ring's master key (lib/key-ring.ts); unset: DATA_DIR/pii.key */
  pii: { key: Buffer | undefined; previousKey: Buffer | undefined };
  /** `key`: the former TOTP key, kept only to open seeds sealed before the key ring */
  mfa: { key: Buffer | undefined; stepUpMinutes: number };
  brandName: string;
  logLevel: string;
  /** every answer is checked against its route's schema, and the fast serializer against zod's (tests) */
  checkResponses: boolean;
  seedDemo: boolean;
  /** with the demo accounts, also the realistic volume of demo data (tasks, orders, invoices…) */
  seedVolume: boolean;
  adminPassword: string | undefined;
  trustProxy: boolean;
  checkpointIntervalMs: number;
  /** the sockets' ping interval and the time an answer may take */
  socketHeartbeatMs: number;
  /** days an export job and its file are kept after it finished or failed */
  exportRetentionDays: number;
  webDist: string;
  officeViewerUrl: string;
  fileUrlRewrite: { from: string; to: string }[];
  callCenter: {
    /** unset: the embedded simulator */
    url: string | undefined;
    secret: string;
    agentTokenTtlSeconds: number;
    answerDelayMs: number;
    ringTimeoutMs: number;
    dropAfterMs: number;
    wrapupSeconds: number;
    seatGraceMs: number;
    /** days a talked call's recording is kept (then the file and its link go) */
    recordingDays: number;
    /** minutes a missed call waits in the callback queue before it expires untaken */
    callbackExpireMinutes: number;
    /** seconds an agent has to accept an offered callback before it goes to another */
    callbackOfferSeconds: number;
    /** seconds before a callback goes back to someone who passed it on (only when every free agent has) */
    callbackReofferSeconds: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '');
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const inMemory = e.DATA_DIR === 'memory://';
  // An in-memory database still needs somewhere for local files: a private temp folder.
  const dataDir = inMemory
    ? path.join(os.tmpdir(), `console-mem-${process.pid}-${randomBytes(4).toString('hex')}`)
    : path.resolve(e.DATA_DIR);
  const driver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local');
  if (e.CALL_CENTER_URL && !e.CALL_CENTER_SECRET) {
    // The remote call centre and every instance sign with it: a random one would match nobody.
    throw new ConfigError('Invalid configuration:\n  CALL_CENTER_SECRET: required with CALL_CENTER_URL');
  }
  if (driver === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemory,
    redisUrl: e.REDIS_URL,
    storage:
      driver === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET as string,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', root: path.join(dataDir, 'files') },
    storagePrefix: e.STORAGE_PREFIX,
    filePublicBaseUrl: e.FILE_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    uploadMaxMb: e.UPLOAD_MAX_MB,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    oauth: { clientId: e.OAUTH_CLIENT_ID, clientSecret: e.OAUTH_CLIENT_SECRET },
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      ratePerMinute: e.LOGIN_RATE_LIMIT,
    },
    pii: {
      key: e.PII_KEY
        ? (parseKey(e.PII_KEY) ?? undefined)
        : e.MFA_KEY
          ? (parseKey(e.MFA_KEY) ?? undefined)
          : inMemory
            ? randomBytes(32)
            : undefined,
      previousKey: e.PII_KEY_PREVIOUS ? (parseKey(e.PII_KEY_PREVIOUS) ?? undefined) : undefined,
    },
    mfa: {
      // In memory nothing outlives the process: a key of its own.
      key: e.MFA_KEY ? (parseKey(e.MFA_KEY) as Buffer) : inMemory ? randomBytes(32) : undefined,
      stepUpMinutes: e.STEP_UP_MINUTES,
    },
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    checkResponses: e.CHECK_RESPONSES ?? false,
    // Demo accounts (password demo1234) only for the embedded database unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    seedVolume: e.SEED_VOLUME ?? e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    checkpointIntervalMs: e.CHECKPOINT_INTERVAL_SECONDS * 1000,
    socketHeartbeatMs: e.SOCKET_HEARTBEAT_MS,
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    callCenter: {
      url: e.CALL_CENTER_URL?.replace(/\/+$/, ''),
      // Random per start when unset: agent tokens live minutes, but several instances must share one secret.
      secret: e.CALL_CENTER_SECRET ?? randomBytes(32).toString('hex'),
      agentTokenTtlSeconds: e.CALL_AGENT_TOKEN_TTL,
      answerDelayMs: e.CALL_ANSWER_DELAY_MS,
      ringTimeoutMs: e.CALL_RING_TIMEOUT_MS,
      dropAfterMs: e.CALL_DROP_AFTER_MS,
      wrapupSeconds: e.CALL_WRAPUP_SECONDS,
      seatGraceMs: e.CALL_SEAT_GRACE_MS,
      recordingDays: e.CALL_RECORDING_DAYS,
      callbackExpireMinutes: e.CALL_CALLBACK_EXPIRE_MINUTES,
      callbackOfferSeconds: e.CALL_CALLBACK_OFFER_SECONDS,
      callbackReofferSeconds: e.CALL_CALLBACK_REOFFER_SECONDS,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    officeViewerUrl: e.OFFICE_VIEWER_URL ?? 'https://view.officeapps.live.com/op/view.aspx?src=',
    fileUrlRewrite: (e.FILE_URL_REWRITE ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [from = '', to = ''] = pair.split('|');
        return { from, to };
      }),
  };
}

/** For a process's entry point: the config, or the ConfigError's message on stderr and exit code 2. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}
