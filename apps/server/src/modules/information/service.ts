import { USER_TYPE } from '@console/domain/enums';
import {
  type AgreementCategory,
  type AgreementText,
  type ArticleBody,
  type ArticleListQuery,
  ENTERPRISE_READABLE_CATEGORIES,
} from '@console/domain/schemas/article';
import { ARTICLE_STATUS, type ArticleStatus, articleWorkflow } from '@console/domain/workflows/article';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { article, sysUser } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import { assertTransition } from '../../http/workflow-guard.js';
import { sanitizeArticleHtml } from './sanitize.js';

/** Readers are enterprise users: only published articles of their categories. Staff see every article. */
const isReader = (p: Principal) => p.userType === USER_TYPE.enterprise;

function readerScope(p: Principal): SQL | undefined {
  if (!isReader(p)) return undefined;
  return and(
    eq(article.status, ARTICLE_STATUS.published),
    inArray(article.category, [...ENTERPRISE_READABLE_CATEGORIES]),
  );
}

const columns = {
  id: article.id,
  category: article.category,
  title: article.title,
  summary: article.summary,
  coverUrl: article.coverUrl,
  status: article.status,
  viewCount: article.viewCount,
  publishedAt: article.publishedAt,
  authorName: sysUser.name,
  createdAt: article.createdAt,
  updatedAt: article.updatedAt,
};

interface Raw {
  category: string;
  status: string;
  publishedAt: Date | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function present<T extends Raw>(r: T) {
  return {
    ...r,
    category: r.category as ArticleBody['category'],
    status: r.status as ArticleStatus,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    authorName: r.authorName ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export class InformationService {
  constructor(private readonly db: Db) {}

  /** The WHERE of the list for this user and these filters. */
  listWhere(p: Principal, q: ArticleListQuery): SQL | undefined {
    return and(
      readerScope(p),
      q.category ? inArray(article.category, q.category) : undefined,
      q.status ? eq(article.status, q.status) : undefined,
      keywordIn(q.keyword, article.title, article.summary),
      timeRange(q, article.createdAt),
    );
  }

  async list(p: Principal, q: ArticleListQuery) {
    const where = this.listWhere(p, q);
    const order = orderBy(
      q,
      {
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
        createdAt: article.createdAt,
        viewCount: article.viewCount,
        sort: article.sort,
      },
      isReader(p)
        ? { column: article.publishedAt, direction: 'desc' }
        : { column: article.updatedAt, direction: 'desc' },
      article.id,
    );
    const select = this.db
      .select(columns)
      .from(article)
      .leftJoin(sysUser, eq(sysUser.id, article.authorId))
      .where(where)
      .$dynamic();
    const page = await paginate(select, this.db.select({ n: count() }).from(article).where(where), q, order);
    return { rows: page.rows.map(present), total: page.total };
  }

  /** One article; an enterprise user reading it counts a view. Drafts and other categories are 404 to them. */
  async detail(p: Principal, id: number) {
    const where = and(eq(article.id, id), readerScope(p));
    if (isReader(p)) {
      await this.db
        .update(article)
        .set({ viewCount: sql`${article.viewCount} + 1` })
        .where(where);
    }
    const [row] = await this.db
      .select({ ...columns, content: article.content })
      .from(article)
      .leftJoin(sysUser, eq(sysUser.id, article.authorId))
      .where(where);
    if (!row) throw notFound();
    return present(row);
  }

  /** The newest published text of an agreement category (A, Y, F): what anyone reads before agreeing to it. */
  async agreement(category: AgreementCategory): Promise<AgreementText> {
    const [row] = await this.db
      .select({ title: article.title, content: article.content, publishedAt: article.publishedAt })
      .from(article)
      .where(and(eq(article.category, category), eq(article.status, ARTICLE_STATUS.published)))
      .orderBy(sql`${article.publishedAt} desc`, sql`${article.id} desc`)
      .limit(1);
    if (!row) throw notFound('agreementMissing');
    return { category, title: row.title, content: row.content, publishedAt: row.publishedAt?.toISOString() ?? null };
  }

  async create(p: Principal, body: ArticleBody) {
    // Staff write articles: an enterprise user holding the edit code is refused like for every other action.
    const status = assertTransition(articleWorkflow, 'create', 'none', { principal: p });
    const [row] = await this.db
      .insert(article)
      .values({ ...this.values(body), status, authorId: p.userId })
      .returning({ id: article.id });
    if (!row) throw notFound();
    return this.detail(p, row.id);
  }

  async update(p: Principal, id: number, body: ArticleBody) {
    await this.db.transaction(async (tx) => {
      const state = await this.lockState(tx, id);
      assertTransition(articleWorkflow, 'edit', state, { principal: p });
      await tx
        .update(article)
        .set({ ...this.values(body), updatedAt: new Date() })
        .where(eq(article.id, id));
    });
    return this.detail(p, id);
  }

  async publish(p: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const state = await this.lockState(tx, id);
      const to = assertTransition(articleWorkflow, 'publish', state, { principal: p });
      const now = new Date();
      await tx.update(article).set({ status: to, publishedAt: now, updatedAt: now }).where(eq(article.id, id));
    });
    return this.detail(p, id);
  }

  async withdraw(p: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const state = await this.lockState(tx, id);
      const to = assertTransition(articleWorkflow, 'withdraw', state, { principal: p });
      await tx.update(article).set({ status: to, updatedAt: new Date() }).where(eq(article.id, id));
    });
    return this.detail(p, id);
  }

  async remove(p: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const state = await this.lockState(tx, id);
      assertTransition(articleWorkflow, 'delete', state, { principal: p });
      await tx.delete(article).where(eq(article.id, id));
    });
  }

  private values(body: ArticleBody) {
    return {
      title: body.title,
      category: body.category,
      summary: body.summary || null,
      coverUrl: body.coverUrl || null,
      content: sanitizeArticleHtml(body.content),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
    };
  }

  /** The article's status, its row locked for the rest of the transaction; 404 when there is none. */
  private async lockState(tx: Pick<Db, 'select'>, id: number): Promise<ArticleStatus> {
    const [row] = await tx.select({ status: article.status }).from(article).where(eq(article.id, id)).for('update');
    if (!row) throw notFound();
    return row.status as ArticleStatus;
  }
}
