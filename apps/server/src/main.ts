import { buildApp } from './app.js';
import { ConfigError, loadConfigOrExit } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { stdoutLogSink } from './log-sink.js';

/** Starts the console and stops it gracefully: stop accepting, finish in-flight requests, close the database. */
async function main() {
  const config = loadConfigOrExit();
  const logs = stdoutLogSink();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { logStream: logs.stream });
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      app.log.error('shutdown took over 20 s, exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      code = 1;
    }
    await logs.flush(1_000);
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brandName} console on http://localhost:${(app.server.address() as { port: number }).port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
