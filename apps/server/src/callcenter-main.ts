import { loadConfigOrExit } from './config.js';
import { buildCallCenterService } from './modules/callcenter/remote/service-app.js';

/**
 * `npm run callcenter`: the call-centre simulator as a service of its own, for several console instances
 * (CALL_CENTER_URL on each of them). Listens on CALL_CENTER_PORT (8090) on CALL_CENTER_HOST (127.0.0.1); reads
 * CALL_CENTER_SECRET (required: the instances sign with it) and the simulator's CALL_* timings.
 */
async function main() {
  if (!process.env.CALL_CENTER_SECRET) {
    console.error('CALL_CENTER_SECRET: required (the console instances sign with it)');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const app = await buildCallCenterService({
    secret: config.callCenter.secret,
    timings: config.callCenter,
    seatGraceMs: config.callCenter.seatGraceMs,
    logLevel: config.logLevel,
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  const port = Number(process.env.CALL_CENTER_PORT ?? 8090);
  await app.listen({ port, host: process.env.CALL_CENTER_HOST ?? '127.0.0.1' });
  app.log.info(`call centre on ${app.listeningOrigin}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
