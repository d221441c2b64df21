import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { changeFeedOf } from './db/changes.js';
import { type Database, openDatabase } from './db/client.js';
import { protectStoredData } from './db/protect-data.js';
import { addNewSeedMenus } from './db/seed/menu-sync.js';
import { seedIfNew } from './db/seed/seed.js';
import { collectRoutes, type RouteDeclaration } from './http/access.js';
import { registerAuthHook } from './http/auth-hook.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerIdempotency } from './http/idempotency.js';
import { clientErrorHandler, frameworkErrors, registerInputGuard } from './http/input-guard.js';
import { registerRequestLog } from './http/request-log.js';
import { answerSecurityHeaders, documentSecurityHeaders } from './http/security-headers.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { registerStepUpHook } from './http/step-up.js';
import { type KeyRing, keyRingFor } from './lib/key-ring.js';
import { LogSmsGateway, type SmsGateway } from './lib/sms-gateway.js';
import { registerAuditHook } from './modules/audit/hook.js';
import { auditRoutes } from './modules/audit/routes.js';
import { AuditService } from './modules/audit/service.js';
import { bumpGrantsVersion } from './modules/auth/grants.js';
import { mfaRoutes } from './modules/auth/mfa-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { bannerRoutes } from './modules/banners/routes.js';
import { type CallCenter, createCallCenter } from './modules/callcenter/create-call-center.js';
import { callCenterRoutes } from './modules/callcenter/routes.js';
import { moderationRoutes } from './modules/chat/moderation-routes.js';
import { ChatReminders, REMIND_TICK_MS } from './modules/chat/reminders.js';
import { chatRoutes } from './modules/chat/routes.js';
import { ChatService } from './modules/chat/service.js';
import { registerChatSocket } from './modules/chat/socket.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { ExportService } from './modules/exports/service.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { FreelancerAuthService } from './modules/freelancer/auth-service.js';
import { freelancerAuthRoutes } from './modules/freelancer/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { importRoutes } from './modules/imports/routes.js';
import { informationRoutes } from './modules/information/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { listViewRoutes } from './modules/list-views/routes.js';
import { listRoutes } from './modules/lists/routes.js';
import { StandingService } from './modules/lists/standing.js';
import { NoticePublishing, SCHEDULE_TICK_MS } from './modules/notices/publishing.js';
import { publicationRoutes } from './modules/notices/publishing-routes.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { NoticeService } from './modules/notices/service.js';
import { registerNoticeSocket } from './modules/notices/socket.js';
import { ApplicantAuthService } from './modules/onboarding/applicant-auth.js';
import { CodeService } from './modules/onboarding/codes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { LedgerService } from './modules/orders/ledger-service.js';
import { orderRoutes } from './modules/orders/routes.js';
import { OrderService } from './modules/orders/service.js';
import { createStorage } from './modules/storage/create-storage.js';
import { storageRoutes } from './modules/storage/routes.js';
import { StorageService } from './modules/storage/service.js';
import type { Storage } from './modules/storage/storage.js';
import { deptRoutes } from './modules/system/dept-routes.js';
import { enterpriseRoutes } from './modules/system/enterprise-routes.js';
import { menuRoutes } from './modules/system/menu-routes.js';
import { piiRoutes } from './modules/system/pii-routes.js';
import { reviewQueueRoutes } from './modules/system/review-queue-routes.js';
import { roleRoutes } from './modules/system/role-routes.js';
import { userRoutes } from './modules/system/user-routes.js';
import { UserService } from './modules/system/user-service.js';
import { taskRoutes } from './modules/tasks/routes.js';
import type { RealtimeServer } from './realtime/contract.js';
import { createSocketServer } from './realtime/socket-server.js';
import { webAppRoutes } from './web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** the key ring of protected personal data and TOTP seeds (lib/key-ring.ts) */
    keys: KeyRing;
    auth: AuthService;
    users: UserService;
    files: StorageService;
    freelancerAuth: FreelancerAuthService;
    /** every route with its access declaration, in registration order */
    routeDeclarations: RouteDeclaration[];
    /** shared state across instances (rate limits, socket.io) when REDIS_URL is set */
    redis: Redis | null;
    /** the socket.io server (realtime/socket-server.ts), typed by the real-time contract */
    realtime: RealtimeServer;
    notices: NoticeService;
    /** chat: the socket events and the history calls share it */
    chat: ChatService;
    /** the call centre: seats, records, the gateway and the phone desk (modules/callcenter) */
    callCenter: CallCenter;
    /** where one-time codes go (company onboarding, agreement signing) */
    sms: SmsGateway;
    chatReminders: ChatReminders;
    /** one-time codes: sent, rate limited and checked (the applicant's sign-in and agreement signing share them) */
    codes: CodeService;
    applicantAuth: ApplicantAuthService;
    /** the operation log, login log and online sessions (modules/audit) */
    audit: AuditService;
    /** notices staff publish to B / C / R, now or scheduled (modules/notices/publishing.ts) */
    noticePublishing: NoticePublishing;
    /** the black and white lists and frozen enterprises, enforced in the task and order workflows (modules/lists) */
    standing: StandingService;
    /** the download centre's job queue (modules/exports): exports, and the imports too large to commit at once */
    exports: ExportService;
    /** the enterprise balances and their movements (modules/orders) */
    ledger: LedgerService;
    /** orders through their workflow (modules/orders): its routes, and the invitation import, share it */
    orders: OrderService;
  }
}

export interface BuildOptions {
  /** an already opened database (tests share one across apps); opened from config otherwise */
  database?: Database;
  storage?: Storage;
  /** where logs go (main.ts: stdout off the main thread); pino's default stdout otherwise */
  logStream?: { write(line: string): unknown };
  /** an SMS provider for one-time codes; the embedded default writes them to the log */
  sms?: SmsGateway;
  /**
   * In memory only: start from this dump of a migrated PGlite database instead of an empty one (tests: creating
   * and migrating an empty database took seconds per test file; loading a copy, under one).
   */
  pgliteTemplate?: Blob;
}

/**
 * The whole server as one Fastify instance: third-party plugins first, then our hooks and services, then
 * the modules' routes under /interface, then the web app. main.ts only listens and stops it.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    // Registering the API compiles every route's schemas, a few seconds of CPU: on a busy machine Fastify's default
    // 10 s per plugin failed a start that was merely slow (seen at load 15). Its plugins wait on nothing else.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // One line per request cost more than the request itself at load: errors and slow requests are logged
    // in full instead (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.decorate('config', config);
  app.decorate('routeDeclarations', collectRoutes(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  registerErrorHandler(app);
  registerInputGuard(app);

  const database = options.database ?? (await openDatabase(config, app.log, options.pgliteTemplate));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  // In memory, local files live in a private temp folder (config.ts): it goes with the server.
  if (config.inMemory) app.addHook('onClose', () => rm(config.dataDir, { recursive: true, force: true }));
  const keys = keyRingFor(config);
  app.decorate('keys', keys);
  // Once per database, however many instances start at the same moment.
  const newMenus = await database.exclusive(async () => {
    // Before anything is written: a key that is not the data's refuses the start.
    await protectStoredData(database.db, keys, app.log);
    await seedIfNew(database.db, config, app.log, keys);
    return addNewSeedMenus(database.db, bumpGrantsVersion);
  });
  if (newMenus.length > 0) app.log.info({ menus: newMenus }, 'menus added since this database was created');

  // The security headers of every answer, errors included: computed once (helmet would rebuild the policy on
  // every request).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(answerSecurityHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) {
      for (const [name, value] of Object.entries(documentSecurityHeaders)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
    }
    // API answers (tokens and signed-in data above all) are never stored by browsers or proxies (RFC 6749 5.1);
    // files keep their own long-lived private caching.
    if (request.url.startsWith('/interface/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    // HSTS only when the request really came over HTTPS (directly or through a trusted proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  app.decorate('redis', redis);
  if (redis) {
    // Signed-in principals are kept in memory: every process must hear what another one changed.
    const unbridge = await changeFeedOf(database.db).bridgeRedis(redis, (err) =>
      app.log.warn({ err: err.message }, 'redis error (change feed)'),
    );
    app.addHook('onClose', async () => {
      await unbridge();
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    // With several instances the counters live in Redis, so a limit holds across all of them.
    ...(redis ? { redis, nameSpace: 'console-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, code: 429, msg: 'rate limited', ttl: ctx.ttl }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brandName} console API`,
        version: '1.0.0',
        description: 'Envelope `{ code, msg, data }`; lists answer `data: { rows, total }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/interface/docs', staticCSP: true });

  const auth = new AuthService(database.db, config, undefined, keys);
  app.decorate('auth', auth);
  app.decorate('users', new UserService(database.db, auth));
  app.decorate('files', new StorageService(database.db, options.storage ?? createStorage(config), config));
  app.decorate('freelancerAuth', new FreelancerAuthService(database.db, config.accessTokenTtl, auth.guard));
  app.decorate('sms', options.sms ?? new LogSmsGateway(app.log));
  const codes = new CodeService(database.db, () => app.sms);
  app.decorate('codes', codes);
  app.decorate('applicantAuth', new ApplicantAuthService(database.db, codes));
  registerAuthHook(app);
  // Before an Idempotency-Key is claimed: a request refused for want of a fresh proof is sent again after it.
  registerStepUpHook(app);
  registerIdempotency(app);
  // The operation log: every write under /interface/, written before its answer goes out (modules/audit/hook.ts).
  const audit = new AuditService(database.db);
  app.decorate('audit', audit);
  registerAuditHook(app, audit);
  app.decorate('standing', new StandingService(database.db));
  // Started and closed by exportRoutes; other modules queue jobs on it (imports over 5,000 rows).
  app.decorate(
    'exports',
    new ExportService({
      database,
      storage: app.files.storage,
      storagePrefix: config.storagePrefix,
      log: app.log,
      keys,
      retentionDays: config.exportRetentionDays,
    }),
  );

  // Real time: the socket server, then the chat's and the notices' events on it.
  // Before the socket server's own hook drops the phones: a remote call centre keeps them online (they come back
  // through another instance).
  app.addHook('preClose', async () => app.callCenter.gateway.close());
  const io = createSocketServer(app);
  app.decorate('realtime', io);
  const notices = new NoticeService(database.db, app.log);
  app.decorate('notices', notices);
  const chat = new ChatService(database.db, {
    isChatImage: (url, sender) =>
      app.files.isChatImage(
        url,
        sender.role === 'B' ? { enterpriseId: sender.enterpriseId } : { freelancerId: sender.freelancerId },
      ),
    // The message is recalled already: a file left behind is logged, not a reason to undo it.
    remove: (url) =>
      app.files.removeChatImage(url).catch((err: unknown) => app.log.error({ err, url }, 'recalled image not deleted')),
  });
  app.decorate('chat', chat);
  registerChatSocket(app, io, chat);
  registerNoticeSocket(io, notices);
  const callCenter = createCallCenter(app, io);
  app.decorate('callCenter', callCenter);
  const publishing = new NoticePublishing(database.db, notices);
  app.decorate('noticePublishing', publishing);
  const ledger = new LedgerService(database.db);
  app.decorate('ledger', ledger);
  app.decorate('orders', new OrderService(database.db, ledger, app.standing, notices, keys));

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(mfaRoutes);
      await api.register(userRoutes);
      await api.register(roleRoutes);
      await api.register(enterpriseRoutes);
      await api.register(deptRoutes);
      await api.register(reviewQueueRoutes);
      await api.register(menuRoutes);
      await api.register(storageRoutes);
      await api.register(dashboardRoutes);
      await api.register(freelancerAuthRoutes);
      await api.register(informationRoutes);
      await api.register(feedbackRoutes);
      await api.register(exportRoutes);
      await api.register(taskRoutes);
      await api.register(invoiceRoutes);
      await api.register(orderRoutes);
      await api.register(chatRoutes);
      await api.register(noticeRoutes);
      await api.register(callCenterRoutes);
      await api.register(onboardingRoutes);
      await api.register(publicationRoutes);
      await api.register(auditRoutes);
      await api.register(piiRoutes);
      await api.register(listRoutes);
      await api.register(bannerRoutes);
      await api.register(moderationRoutes);
      await api.register(importRoutes);
      await api.register(listViewRoutes);
    },
    { prefix: '/interface' },
  );
  await app.register(webAppRoutes);

  // Expired tokens are removed hourly; sessions stay for the audit trail.
  const purge = setInterval(
    () => auth.purgeExpired().catch((err) => app.log.warn({ err }, 'token purge failed')),
    3_600_000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // Scheduled notices go out when due (claimed atomically, so one process sends each).
  const schedule = setInterval(
    () => publishing.sendDue().catch((err) => app.log.warn({ err }, 'scheduled notices not sent')),
    SCHEDULE_TICK_MS,
  );
  schedule.unref();
  app.addHook('onClose', async () => clearInterval(schedule));
  // Chat messages left undelivered to a freelancer queue a text reminder (each claimed by one process).
  const reminders = new ChatReminders(database.db, () => app.sms, app.log);
  app.decorate('chatReminders', reminders);
  const remind = setInterval(
    () => reminders.sweep().catch((err) => app.log.warn({ err }, 'chat reminders not swept')),
    REMIND_TICK_MS,
  );
  remind.unref();
  app.addHook('onClose', async () => clearInterval(remind));
  return app;
}
