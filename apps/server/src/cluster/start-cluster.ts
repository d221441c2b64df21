import { availableParallelism } from 'node:os';
import { Cluster, clusterProblems } from './cluster.js';

/**
 * `npm run start:cluster`: INSTANCES console instances (default: one per CPU) behind nginx on PORT (8080), on
 * DATABASE_URL, REDIS_URL and S3 storage, with the call-centre service (or CALL_CENTER_URL's). docs/deployment.md.
 */
const env = process.env;
const nginx = env.NGINX ?? '/usr/sbin/nginx';
const problems = clusterProblems(env, nginx);
if (problems.length > 0) {
  console.error(`npm run start:cluster needs:\n  ${problems.join('\n  ')}\n(docs/deployment.md)`);
  process.exit(2);
}
const instances = Number(env.INSTANCES ?? availableParallelism());
if (!Number.isInteger(instances) || instances < 1) {
  console.error(`INSTANCES=${env.INSTANCES}: must be a whole number of at least 1`);
  process.exit(2);
}
const cluster = new Cluster({
  env,
  instances,
  host: env.HOST ?? '0.0.0.0',
  port: Number(env.PORT ?? 8080),
  nginx,
  stdio: 'inherit',
  restart: true,
  log: (line) => console.log(`[cluster] ${line}`),
});
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[cluster] ${signal}: stopping`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
try {
  await cluster.start();
  console.log(`[cluster] console on ${cluster.origin} (${instances} instances)`);
} catch (err) {
  console.error(`[cluster] ${(err as Error).message}`);
  process.exit(1);
}
