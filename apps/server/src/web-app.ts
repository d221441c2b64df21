import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './http/errors.js';

/**
 * Serves the built web app. Any path that is not an API path and not a file falls back to index.html, so
 * a reload on a deep link such as /client/order/orderList/index opens the console, never a 404.
 */
export async function webAppRoutes(app: FastifyInstance) {
  const root = app.config.webDist;
  // Checked again on each request until found, so building the web after the server started just works.
  let built = fs.existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn(`web app not built (${root}); run npm run build -w apps/web`);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Fastify has already decoded the path once; decoding again would turn %25 into a bad escape.
    const urlPath = (request.params as { '*': string })['*'] ?? '';
    if (urlPath === 'interface' || urlPath.startsWith('interface/')) throw notFound();
    built ||= fs.existsSync(path.join(root, 'index.html'));
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built: npm run build -w apps/web');
    const file = path.resolve(root, urlPath);
    const isFile = file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile();
    if (isFile) {
      // Vite names assets by content hash: cache them for good; everything else revalidates.
      const immutable = urlPath.startsWith('assets/');
      return reply.sendFile(urlPath, { maxAge: immutable ? '365d' : 0, immutable });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
