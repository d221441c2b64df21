import type { ArticleInput } from '@console/domain/schemas/article';
import type { FastifyInstance } from 'fastify';
import { as, unique } from '../../testing/factories.js';

/** A draft written through the API by a staff token; answers the article. */
export async function createArticle(app: FastifyInstance, token: string, body: Partial<ArticleInput> = {}) {
  const res = await as(app, token, {
    method: 'POST',
    url: '/interface/client/information',
    payload: { title: unique('文章'), category: 'Z', summary: '摘要', content: '<p>正文</p>', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`create article failed: ${res.body}`);
  return res.json().data as { id: number; title: string; status: string; content: string };
}

export async function articleAction(app: FastifyInstance, token: string, id: number, action: 'publish' | 'withdraw') {
  return as(app, token, { method: 'POST', url: `/interface/client/information/${id}/${action}` });
}

/** A published article of a category. */
export async function publishedArticle(app: FastifyInstance, token: string, body: Partial<ArticleInput> = {}) {
  const a = await createArticle(app, token, body);
  const res = await articleAction(app, token, a.id, 'publish');
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
  return a;
}
