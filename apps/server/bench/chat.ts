/**
 * npm run bench, chat figures: sockets held by one server process (BENCH_SOCKETS, default 5,000), messages
 * delivered per second and the `sub` acknowledgement latency at that load; then the same across two processes
 * on PostgreSQL through Redis (when both answer) with BENCH_CLUSTER_SOCKETS (default 10,000), half on each.
 *
 * BENCH_CHAT_PAIRS enterprise users and freelancers who share an order hold BENCH_SOCKETS sockets between them
 * (many tabs each); one socket per pair sends BENCH_CHAT_RATE messages a second for BENCH_SECONDS, and every
 * message reaches every socket of both parties. The senders start spread over one gap (BENCH_CHAT_BURST=true: all at
 * once), after BENCH_CHAT_WARMUP seconds (default 3) of the same sending that are not counted. The senders' sockets
 * live here, every other socket in a process of its own (chat-receivers.ts), so the acknowledgements timed here do
 * not wait behind the thousands of deliveries the listeners parse.
 */
import { execSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { moderationTag, moderationWord, taskOrder } from '../src/db/schema/index.js';
import { ModerationService } from '../src/modules/chat/moderation.js';
import { createTask } from '../src/modules/tasks/factories.js';
import { createFreelancer, createUser, freelancerToken, tokensFor, unique } from '../src/testing/factories.js';
import { clientIdOf, openAll, type Pair, type SocketPlan, sinceSent } from './chat-sockets.js';
import { benchServerEnv, memoryOf, type Server, startServer } from './server-process.js';

const socketsWanted = Number(process.env.BENCH_SOCKETS ?? 5_000);
/** sockets across the two processes */
const clusterSocketsWanted = Number(process.env.BENCH_CLUSTER_SOCKETS ?? 10_000);
const pairs = Number(process.env.BENCH_CHAT_PAIRS ?? 100);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const burst = process.env.BENCH_CHAT_BURST === 'true';
/**
 * Seconds of the same sending before the measured ones, not counted: a pair's first messages create its
 * conversation, and the server has just taken thousands of sign-ins; the figures are the steady state's.
 */
const warmUp = Number(process.env.BENCH_CHAT_WARMUP ?? 3);
/** staff's sensitive words in the second PGlite run, a third per action: what moderation costs at that size */
const wordCount = Number(process.env.BENCH_CHAT_WORDS ?? 10_000);

/** Pairs that may talk, made on the database the servers will use, with a token for each side. */
async function makePairs(env: Record<string, string>): Promise<Pair[]> {
  const app = await buildApp(loadConfig({ ...benchServerEnv, ...env }));
  try {
    const made: Pair[] = [];
    for (let i = 0; i < pairs; i++) {
      const user = await createUser(app, {
        userType: '02',
        roles: ['enterprise'],
        socketId: `B${unique('').slice(1)}`,
      });
      const worker = await createFreelancer(app);
      const job = await createTask(app, user.enterpriseId as number);
      await app.database.db.insert(taskOrder).values({
        orderNo: unique('O'),
        taskId: job.id,
        enterpriseId: user.enterpriseId as number,
        freelancerId: worker.id,
        mode: 'A',
        status: '3',
        amount: '100.00',
      });
      made.push({
        b: user.socketId as string,
        c: `C${worker.id}`,
        userToken: (await tokensFor(app, user.username)).access_token,
        freelancerToken: await freelancerToken(app, worker.phone),
      });
    }
    return made;
  } finally {
    await app.close();
  }
}

/** What checking one message costs, timed in this process on the words the server will load. */
interface CheckCost {
  buildMs: number;
  plainMicros: number;
  wordsMicros: number;
}

/** Times ModerationService.check on the bench's own messages: the automaton's build, then µs per message. */
async function timeChecks(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ buildMs: number; micros: number }> {
  const moderation = new ModerationService(app.database.db);
  const built = performance.now();
  await moderation.check('');
  const buildMs = performance.now() - built;
  const n = 20_000;
  const started = performance.now();
  for (let i = 0; i < n; i++) await moderation.check(`消息 ${i % 40}-${i}`);
  return { buildMs, micros: ((performance.now() - started) * 1000) / n };
}

/**
 * Adds wordCount sensitive words in three tags (block, mask, flag) that the bench's messages never contain, and
 * times the check of a message without and with them.
 */
async function addWords(env: Record<string, string>): Promise<CheckCost> {
  const app = await buildApp(loadConfig({ ...benchServerEnv, ...env }));
  try {
    const db = app.database.db;
    const plain = await timeChecks(app);
    const tags = await db
      .insert(moderationTag)
      .values((['block', 'mask', 'flag'] as const).map((action) => ({ name: `bench-${action}`, action })))
      .returning({ id: moderationTag.id });
    for (let from = 0; from < wordCount; from += 1000) {
      const words = Array.from({ length: Math.min(1000, wordCount - from) }, (_, k) => from + k);
      await db
        .insert(moderationWord)
        .values(words.map((n) => ({ word: `违规词${n}号`, tagId: (tags[n % 3] as { id: number }).id })));
    }
    const withWords = await timeChecks(app);
    return { buildMs: withWords.buildMs, plainMicros: plain.micros, wordsMicros: withWords.micros };
  } finally {
    await app.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;

interface ChatFigures {
  setup: string;
  sockets: number;
  connectSeconds: number;
  serverRssMB: number;
  sent: number;
  failed: number;
  deliveredPerSecond: number;
  ackP50: number;
  ackP99: number;
  /** from sending to arrival at each of the 50 sockets of both parties (ms) */
  deliveryP50: number;
  deliveryP99: number;
}

/** The receivers' process (chat-receivers.ts) and a way to ask it something and wait for its answer. */
function receivers() {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chat-receivers.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = <T>(command: unknown, kind: string) =>
    new Promise<T>((resolve, reject) => {
      const done = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (m: { kind: string; message?: string }) => {
        if (m.kind !== kind && m.kind !== 'error') return;
        done();
        if (m.kind === 'error') reject(new Error(m.message));
        else resolve(m as T);
      };
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`the receivers' process exited (${code})`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command as object);
    });
  /** Asks it to close its sockets and exit; killed if it has not within 10 s. */
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ kind: 'close' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { ask, close };
}

async function measure(setup: string, servers: Server[], made: Pair[], sockets: number): Promise<ChatFigures> {
  const origins = servers.map((s) => s.base.replace(/\/interface$/, ''));
  const perSide = Math.max(1, Math.floor(sockets / (made.length * 2)));
  // One sender per pair here; every other socket of both parties in the receivers' process.
  const senderPlans: SocketPlan[] = [];
  const listenerPlans: SocketPlan[] = [];
  made.forEach((pair, pi) => {
    for (let k = 0; k < perSide; k++) {
      for (const side of ['B', 'C'] as const) {
        const plan = {
          pair,
          side,
          origin: origins[(pi + k) % origins.length] as string,
          confirms: side === 'C' && k === 0,
        };
        (side === 'B' && k === 0 ? senderPlans : listenerPlans).push(plan);
      }
    }
  });
  const { ask, close } = receivers();
  try {
    return await run(setup, servers, ask, senderPlans, listenerPlans);
  } finally {
    await close();
  }
}

async function run(
  setup: string,
  servers: Server[],
  ask: ReturnType<typeof receivers>['ask'],
  senderPlans: SocketPlan[],
  listenerPlans: SocketPlan[],
): Promise<ChatFigures> {
  let deliveries: number[] = [];
  const started = performance.now();
  const [senderSockets, opened] = await Promise.all([
    openAll(senderPlans, (message) => {
      deliveries.push(sinceSent(message));
    }),
    ask<{ sockets: number }>({ kind: 'open', plans: listenerPlans }, 'opened'),
  ]);
  try {
    const connectSeconds = (performance.now() - started) / 1000;
    const senders = senderSockets.map((s, i) => ({ s, pair: (senderPlans[i] as SocketPlan).pair }));

    /** Every sender at `rate` messages a second for `span` seconds; the acks' latencies and the failures. */
    const send = async (span: number, round: number) => {
      const latencies: number[] = [];
      let sent = 0;
      let failed = 0;
      const from = performance.now();
      await Promise.all(
        senders.map(async ({ s, pair }, i) => {
          const gap = 1000 / rate;
          // Senders start spread over one gap, as people typing do; BENCH_CHAT_BURST=true starts them all in the
          // same millisecond (the worst case: every message of a second arriving at once).
          if (!burst) await new Promise((r) => setTimeout(r, (gap * i) / senders.length));
          for (let n = 0; performance.now() - from < span * 1000; n++) {
            const t0 = performance.now();
            const ack = (await s
              .timeout(10_000)
              .emitWithAck(
                'sub',
                JSON.stringify({
                  message_type: 1,
                  message: `消息 ${round}-${n}`,
                  userId: pair.b,
                  receiverUserId: pair.c,
                  receiverWxRole: 'C',
                  clientId: clientIdOf(pair.b, n),
                }),
              )
              .catch(() => ({ code: 0 }))) as { code: number };
            const took = performance.now() - t0;
            sent++;
            if (ack.code === 200) latencies.push(took);
            else failed++;
            await new Promise((r) => setTimeout(r, Math.max(0, gap - took)));
          }
        }),
      );
      return { latencies, sent, failed, elapsed: (performance.now() - from) / 1000 };
    };

    if (warmUp > 0) {
      await send(warmUp, 0);
      await new Promise((r) => setTimeout(r, 500));
    }
    deliveries = [];
    await ask({ kind: 'reset' }, 'reset');
    const { latencies, sent, failed, elapsed } = await send(seconds, 1);
    await new Promise((r) => setTimeout(r, 500));
    const elsewhere = await ask<{ latencies: number[] }>({ kind: 'count' }, 'count');
    const delivered = [...deliveries, ...elsewhere.latencies].sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    const rss = servers.reduce((sum, s) => sum + memoryOf(s.pid).rss, 0);
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      setup,
      sockets: senderSockets.length + opened.sockets,
      connectSeconds: round(connectSeconds),
      serverRssMB: Math.round(rss / 1024 / 1024),
      sent,
      failed,
      deliveredPerSecond: Math.round(delivered.length / elapsed),
      ackP50: round(percentile(latencies, 50)),
      ackP99: round(percentile(latencies, 99)),
      deliveryP50: round(percentile(delivered, 50)),
      deliveryP99: round(percentile(delivered, 99)),
    };
  } finally {
    for (const s of senderSockets) s.disconnect();
  }
}

const figures: ChatFigures[] = [];
const dirs: string[] = [];
const dataDir = () => {
  dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'console-chat-bench-')));
  return dirs.at(-1) as string;
};
process.on('exit', () => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// The same sockets and messages without and then with staff's words: moderation's cost at that list's size (the
// built-in contact detectors run in both). The first run on a fresh database always read about twice the others
// (its conversations are made as it sends, and warming up did not change that), so it runs twice without the
// words and the cost is read between the second run and the one with the words.
let checkCost: CheckCost | undefined;
{
  const env = { DATA_DIR: dataDir() };
  const made = await makePairs(env);
  for (const [run, words] of [0, 0, wordCount].entries()) {
    if (words > 0) checkCost = await addWords(env);
    const server = await startServer({ ...benchServerEnv, ...env });
    try {
      const setup =
        words > 0
          ? `one process (PGlite), ${words.toLocaleString('en')} staff words`
          : `one process (PGlite)${run === 0 ? ', first run' : ''}`;
      figures.push(await measure(setup, [server], made, socketsWanted));
    } finally {
      await server.stop();
    }
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
try {
  const db = `console_chat_bench_${Date.now()}`;
  const admin = new URL(pgUrl);
  execSync(`psql "${admin.href}" -qc "create database ${db}"`, { stdio: 'pipe' });
  try {
    admin.pathname = `/${db}`;
    const made = await makePairs({ DATA_DIR: dataDir(), DATABASE_URL: admin.href });
    const servers = [
      await startServer({ ...benchServerEnv, DATA_DIR: dataDir(), DATABASE_URL: admin.href, REDIS_URL: redisUrl }),
      await startServer({ ...benchServerEnv, DATA_DIR: dataDir(), DATABASE_URL: admin.href, REDIS_URL: redisUrl }),
    ];
    try {
      figures.push(await measure('two processes (PostgreSQL + Redis)', servers, made, clusterSocketsWanted));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    admin.pathname = '/postgres';
    execSync(`psql "${admin.href}" -qc "drop database if exists ${db} with (force)"`, { stdio: 'pipe' });
  }
} catch (err) {
  console.warn(`two-process chat figures skipped: ${(err as Error).message.split('\n')[0]}`);
}

console.log(
  `\nChat: ${pairs} pairs, one sender per pair at ${rate} messages/s for ${seconds} s; every message reaches every socket of both parties (ack and delivery latencies in ms)\n`,
);
console.table(figures);
const [, plain, moderated] = figures;
if (plain && moderated && wordCount > 0) {
  const rise = ((moderated.ackP99 - plain.ackP99) / plain.ackP99) * 100;
  console.log(
    `moderation with ${wordCount.toLocaleString('en')} staff words: ack p99 ${plain.ackP99} → ${moderated.ackP99} ms (${rise >= 0 ? '+' : ''}${rise.toFixed(0)} %; aim ≤ +10 %)`,
  );
}
if (checkCost) {
  const f = (n: number) => n.toFixed(1);
  console.log(
    `one message's check in the server's code: ${f(checkCost.plainMicros)} µs with the contact detectors only, ${f(checkCost.wordsMicros)} µs with ${wordCount.toLocaleString('en')} staff words (the automaton built in ${checkCost.buildMs.toFixed(0)} ms, once per change of the list)`,
  );
}
process.exit(0);
