import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BRAND_NAME } from './config.js';
import { notFound } from './http/errors.js';

/**
 * Serves the built web app. Any path that is not an API path and not a file falls back to index.html, so
 * a reload on a deep link such as /client/order/orderList/index opens the console, never a 404.
 */
export async function webAppRoutes(app: FastifyInstance) {
  const root = app.config.webDist;
  const brand = app.config.brandName;
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
    // /login gets the page with its first screen already drawn (login.html, written by the web build), so it paints
    // before the bundle runs.
    const page = urlPath === 'login' && fs.existsSync(path.join(root, 'login.html')) ? 'login.html' : 'index.html';
    reply.header('cache-control', 'no-cache');
    if (brand === DEFAULT_BRAND_NAME) return reply.sendFile(page, { cacheControl: false });
    // A configured brand replaces the built-in one in the page's title and the login page's first screen.
    const html = fs.readFileSync(path.join(root, page), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withBrand(html, brand));
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The built-in brand in a built page (between tags: the title, the heading, the logo's letter) replaced. */
export function withBrand(html: string, brand: string): string {
  return html
    .replaceAll(`>${DEFAULT_BRAND_NAME}<`, `>${escapeHtml(brand)}<`)
    .replaceAll(
      `aria-hidden="true">${DEFAULT_BRAND_NAME.slice(0, 1)}<`,
      `aria-hidden="true">${escapeHtml(brand.slice(0, 1))}<`,
    );
}
