import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { exportSheet } from '../../testing/exports.js';
import { as, createUser, roleWith, tokensFor, unique } from '../../testing/factories.js';
import { articleAction, createArticle, publishedArticle } from './factories.js';
import { sanitizeArticleHtml } from './sanitize.js';

describe('information (articles)', () => {
  let app: FastifyInstance;
  let staff: string;
  let agent: string;
  let reader: string;

  beforeAll(async () => {
    app = await testApp();
    const admin = await createUser(app, { userType: '01', roles: ['admin'] });
    const agentUser = await createUser(app, { userType: '01', roles: ['agent'] });
    const enterpriseUser = await createUser(app, { userType: '02' });
    staff = (await tokensFor(app, admin.username)).access_token;
    agent = (await tokensFor(app, agentUser.username)).access_token;
    reader = (await tokensFor(app, enterpriseUser.username)).access_token;
  });
  afterAll(() => app.close());

  const list = (token: string, query: Record<string, string>) =>
    as(app, token, { method: 'GET', url: '/interface/client/information/list', query });
  const detail = (token: string, id: number) =>
    as(app, token, { method: 'GET', url: `/interface/client/information/${id}` });
  const edit = (token: string, id: number, payload: Record<string, unknown>) =>
    as(app, token, { method: 'PUT', url: `/interface/client/information/${id}`, payload });
  const remove = (token: string, id: number) =>
    as(app, token, { method: 'DELETE', url: `/interface/client/information/${id}` });

  describe('sanitising', () => {
    it('removes scripts, event handlers, styles and javascript: URLs, keeps the formatting', () => {
      const html = sanitizeArticleHtml(
        '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>' +
          '<img src="https://cdn.example.com/a.png" onerror="alert(1)" style="width:1px">' +
          '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>' +
          '<iframe src="https://evil.example"></iframe><ul><li><em>one</em></li></ul>' +
          '<img src="javascript:alert(2)"><img src="/interface/files/x.png">',
      );
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
      expect(html).toContain('<strong>there</strong>');
      expect(html).toContain('<img src="https://cdn.example.com/a.png" />');
      expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
      expect(html).toContain('<ul><li><em>one</em></li></ul>');
      expect(html).toContain('<img src="/interface/files/x.png" />');
    });

    it('stores the sanitised HTML, never what was sent', async () => {
      const a = await createArticle(app, staff, {
        content: '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      });
      const res = await detail(staff, a.id);
      expect(res.json().data.content).toBe(
        '<p>ok</p><img src="x" /><a target="_blank" rel="noopener noreferrer">x</a>',
      );
      const edited = await edit(staff, a.id, { title: a.title, category: 'Z', content: '<p onmouseover="x()">b</p>' });
      expect(edited.json().data.content).toBe('<p>b</p>');
    });
  });

  it('writes a draft with a cover image and answers it to staff with its author', async () => {
    const title = unique('草稿');
    const a = await createArticle(app, staff, {
      title,
      category: 'B',
      coverUrl: '/interface/files/article/cover.png',
      summary: ' 摘要 ',
    });
    expect(a.status).toBe('0');
    const res = await list(staff, { keyword: title });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(1);
    expect(res.json().data.rows[0]).toMatchObject({
      id: a.id,
      status: '0',
      category: 'B',
      summary: '摘要',
      coverUrl: '/interface/files/article/cover.png',
      publishedAt: null,
    });
    expect(res.json().data.rows[0].authorName).toEqual(expect.any(String));
    expect(res.json().data.rows[0]).not.toHaveProperty('content');
  });

  it('refuses bad input with the field named: no title, an unknown category, a javascript: cover', async () => {
    const post = (payload: Record<string, unknown>) =>
      as(app, staff, { method: 'POST', url: '/interface/client/information', payload });
    const noTitle = await post({ title: '  ', category: 'Z' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().data.field).toBe('title');
    expect((await post({ title: 'x', category: 'X' })).json().data.field).toBe('category');
    const cover = await post({ title: 'x', category: 'Z', coverUrl: 'javascript:alert(1)' });
    expect(cover.statusCode).toBe(400);
    expect(cover.json().data.field).toBe('coverUrl');
  });

  it('walks draft → published → withdrawn → edited → published, refusing what the state does not allow', async () => {
    const a = await createArticle(app, staff);
    expect((await articleAction(app, staff, a.id, 'withdraw')).statusCode).toBe(409);
    const published = await articleAction(app, staff, a.id, 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('1');
    expect(published.json().data.publishedAt).not.toBeNull();
    expect((await articleAction(app, staff, a.id, 'publish')).statusCode).toBe(409);
    expect((await edit(staff, a.id, { title: 'x', category: 'Z' })).statusCode).toBe(409);
    expect((await remove(staff, a.id)).statusCode).toBe(409);

    const withdrawn = await articleAction(app, staff, a.id, 'withdraw');
    expect(withdrawn.json().data.status).toBe('2');
    expect((await articleAction(app, staff, a.id, 'withdraw')).statusCode).toBe(409);
    expect((await remove(staff, a.id)).statusCode).toBe(409);
    const edited = await edit(staff, a.id, { title: `${a.title}改`, category: 'Z', content: '<p>新</p>' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: '2', title: `${a.title}改` });
    expect((await articleAction(app, staff, a.id, 'publish')).json().data.status).toBe('1');
  });

  it('deletes a draft; an unknown article is 404', async () => {
    const a = await createArticle(app, staff);
    expect((await remove(staff, a.id)).statusCode).toBe(200);
    expect((await detail(staff, a.id)).statusCode).toBe(404);
    expect((await remove(staff, a.id)).statusCode).toBe(404);
    expect((await articleAction(app, staff, a.id, 'publish')).statusCode).toBe(404);
  });

  it('needs client:information:edit to write and client:information:publish to publish (403)', async () => {
    const a = await createArticle(app, staff);
    const post = await as(app, agent, {
      method: 'POST',
      url: '/interface/client/information',
      payload: { title: 'x', category: 'Z' },
    });
    expect(post.statusCode).toBe(403);
    expect((await edit(agent, a.id, { title: 'x', category: 'Z' })).statusCode).toBe(403);
    expect((await remove(agent, a.id)).statusCode).toBe(403);
    expect((await articleAction(app, agent, a.id, 'publish')).statusCode).toBe(403);
    expect((await articleAction(app, reader, a.id, 'publish')).statusCode).toBe(403);
    expect((await edit(reader, a.id, { title: 'x', category: 'Z' })).statusCode).toBe(403);
    // Staff with list rights read drafts too.
    expect((await detail(agent, a.id)).statusCode).toBe(200);
  });

  it('refuses to let an enterprise user create an article even with client:information:edit (403, nothing written)', async () => {
    const role = await roleWith(app, ['client:information:list', 'client:information:edit']);
    const writer = await createUser(app, { userType: '02', roles: [role] });
    const token = (await tokensFor(app, writer.username)).access_token;
    const title = unique('企业草稿');
    const res = await as(app, token, {
      method: 'POST',
      url: '/interface/client/information',
      payload: { title, category: 'B', content: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(403);
    expect((await list(staff, { keyword: title })).json().data.total).toBe(0);
    // The same codes on a staff user write the draft.
    const editor = await createUser(app, { userType: '01', roles: [role] });
    expect((await createArticle(app, (await tokensFor(app, editor.username)).access_token, { title })).status).toBe(
      '0',
    );
  });

  describe('agreement texts', () => {
    const agreement = (category: string, lang = 'zh') =>
      app.inject({
        method: 'GET',
        url: `/interface/public/agreement/${category}`,
        headers: { 'accept-language': lang },
      });

    it('answers anyone the newest published text of A, Y or F, sanitised; withdrawn ones are not it', async () => {
      const title = unique('平台服务协议');
      const a = await publishedArticle(app, staff, {
        title,
        category: 'F',
        content: '<h2>第一条</h2><p onclick="steal()">服务内容</p><script>x()</script>',
      });
      const res = await agreement('F');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ category: 'F', title, publishedAt: expect.any(String) });
      expect(res.json().data.content).toBe('<h2>第一条</h2><p>服务内容</p>');

      expect((await articleAction(app, staff, a.id, 'withdraw')).statusCode).toBe(200);
      const after = await agreement('F');
      expect(after.json().data?.title ?? null).not.toBe(title);
    });

    it('refuses other categories (drafts of Z or P are not public) with 400, in the caller’s language', async () => {
      for (const category of ['Z', 'P', 'a', 'F%00', 'AY']) {
        const res = await agreement(category, 'en');
        expect(res.statusCode, category).toBe(400);
        expect(res.json().code).toBe(400);
      }
    });
  });

  describe('export', () => {
    it("exports the list's rows for each viewer: staff every article, a reader only published ones of their categories", async () => {
      const title = unique('导出');
      const draft = await createArticle(app, staff, { title: `${title}草稿`, category: 'Z', summary: '' });
      const published = await publishedArticle(app, staff, { title: `${title}新闻`, category: 'Z', summary: '要点' });
      const internal = await publishedArticle(app, staff, { title: `${title}内部`, category: 'P' });

      const forReader = await exportSheet(app, reader, { kind: 'articles', keyword: title });
      expect(forReader.sheetName).toBe('资讯信息');
      expect(forReader.headers).toEqual(['标题', '分类', '摘要', '状态', '阅读量', '发布时间', '更新时间', '作者']);
      expect(forReader.rows).toHaveLength(1);
      expect(forReader.rows[0]).toMatchObject({
        标题: published.title,
        分类: '新闻资讯',
        摘要: '要点',
        状态: '已发布',
      });
      expect(String(forReader.rows[0]?.发布时间)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Asking for the drafts or the platform's own category changes nothing for a reader.
      expect((await exportSheet(app, reader, { kind: 'articles', keyword: title, category: 'P' })).rows).toEqual([]);
      expect((await exportSheet(app, reader, { kind: 'articles', keyword: title, status: '0' })).rows).toEqual([]);

      const forStaff = await exportSheet(app, agent, { kind: 'articles', keyword: title }, 'en');
      expect(forStaff.headers[0]).toBe('Title');
      expect(forStaff.rows.map((r) => r.Title)).toEqual([draft.title, published.title, internal.title]);
      expect(forStaff.rows.map((r) => r.Status)).toEqual(['Draft', 'Published', 'Published']);
      expect(forStaff.rows[2]?.Category).toBe('Platform-admin info');
      expect(forStaff.rows[0]?.Published).toBe('');
    });

    it('needs client:information:list to export (403)', async () => {
      const outsider = await createUser(app, { userType: '01', roles: [await roleWith(app, ['client:task:list'])] });
      const token = (await tokensFor(app, outsider.username)).access_token;
      const res = await as(app, token, {
        method: 'POST',
        url: '/interface/client/export',
        payload: { kind: 'articles' },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('enterprise readers', () => {
    it('never see drafts or withdrawn articles (404, not listed)', async () => {
      const title = unique('未发布');
      const draft = await createArticle(app, staff, { title, category: 'Z' });
      expect((await detail(reader, draft.id)).statusCode).toBe(404);
      expect((await list(reader, { keyword: title })).json().data.total).toBe(0);
      expect((await list(reader, { keyword: title, status: '0' })).json().data.total).toBe(0);

      await articleAction(app, staff, draft.id, 'publish');
      expect((await detail(reader, draft.id)).statusCode).toBe(200);
      await articleAction(app, staff, draft.id, 'withdraw');
      expect((await detail(reader, draft.id)).statusCode).toBe(404);
      expect((await list(reader, { keyword: title })).json().data.total).toBe(0);
    });

    it('never see freelancer-side (C) or platform-admin (P) articles, even published and asked for', async () => {
      const title = unique('内部');
      const c = await publishedArticle(app, staff, { title, category: 'C' });
      const p = await publishedArticle(app, staff, { title, category: 'P' });
      expect((await detail(reader, c.id)).statusCode).toBe(404);
      expect((await detail(reader, p.id)).statusCode).toBe(404);
      expect((await list(reader, { keyword: title })).json().data.total).toBe(0);
      expect((await list(reader, { keyword: title, category: 'C,P' })).json().data.total).toBe(0);
      expect((await list(staff, { keyword: title })).json().data.total).toBe(2);
    });

    it('read every published article of B, Z, Q, A, Y and F, filtered by one category or several', async () => {
      const title = unique('公开');
      const ids: Record<string, number> = {};
      for (const category of ['B', 'Z', 'Q', 'A', 'Y', 'F'] as const) {
        ids[category] = (await publishedArticle(app, staff, { title: `${title}${category}`, category })).id;
      }
      const all = await list(reader, { keyword: title, pageSize: '50' });
      expect(all.json().data.total).toBe(6);
      const agreements = await list(reader, { keyword: title, category: 'Y,F' });
      expect(
        agreements
          .json()
          .data.rows.map((r: { id: number }) => r.id)
          .sort(),
      ).toEqual([ids.Y, ids.F].sort((x, y) => (x ?? 0) - (y ?? 0)));
      expect((await list(reader, { keyword: title, category: 'Q' })).json().data.rows[0].id).toBe(ids.Q);
      expect((await list(reader, { category: 'Q,X' })).statusCode).toBe(400);
    });

    it('count a view per reading; staff readings do not count', async () => {
      const a = await publishedArticle(app, staff);
      await detail(reader, a.id);
      await detail(reader, a.id);
      await detail(staff, a.id);
      const res = await detail(reader, a.id);
      expect(res.json().data.viewCount).toBe(3);
      expect(res.json().data.content).toBe('<p>正文</p>');
    });
  });

  it('finds by keyword in the title or summary, literally (no LIKE wildcards)', async () => {
    const word = unique('关键');
    await createArticle(app, staff, { title: `${word} 标题` });
    await createArticle(app, staff, { title: 'x', summary: `含有 ${word}` });
    expect((await list(staff, { keyword: word })).json().data.total).toBe(2);
    expect((await list(staff, { keyword: `${word}%` })).json().data.total).toBe(0);
  });

  it('needs a signed-in user with client:information:list', async () => {
    expect((await app.inject({ method: 'GET', url: '/interface/client/information/list' })).statusCode).toBe(401);
  });
});
