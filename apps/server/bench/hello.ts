/**
 * The yardstick of every throughput figure: a bare Fastify route answering a small JSON object, from the project's
 * own node_modules, in a process of its own. `node hello.ts <port>`.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
