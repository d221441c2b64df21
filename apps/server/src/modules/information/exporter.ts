import { contentCategory, labelOf } from '@console/domain/enums';
import { ArticleListQuery } from '@console/domain/schemas/article';
import { articleStatus } from '@console/domain/workflows/article';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { article, sysUser } from '../../db/schema/index.js';
import { exportStamp, keysetRows, registerExporter, type SheetHeaders, sheetColumns } from '../exports/registry.js';
import { InformationService } from './service.js';

const headers: SheetHeaders = {
  title: { zh: '标题', en: 'Title', width: 36 },
  category: { zh: '分类', en: 'Category', width: 18 },
  summary: { zh: '摘要', en: 'Summary', width: 40 },
  status: { zh: '状态', en: 'Status', width: 10 },
  viewCount: { zh: '阅读量', en: 'Views', width: 10 },
  publishedAt: { zh: '发布时间', en: 'Published', width: 20 },
  updatedAt: { zh: '更新时间', en: 'Updated', width: 20 },
  authorName: { zh: '作者', en: 'Author', width: 14 },
};

/**
 * The information list as a sheet. The spec's seed has no export code for this page: whoever may open the list
 * may export it, and gets exactly its rows (an enterprise reader only published articles of their categories).
 */
export function registerArticleExporter(): void {
  registerExporter({
    kind: 'articles',
    query: ArticleListQuery,
    permission: 'client:information:list',
    columns: sheetColumns(headers),
    rows: (db, p, params, locale) => {
      const where = new InformationService(db).listWhere(p, ArticleListQuery.parse(params));
      return keysetRows(async (afterId, limit) => {
        const page = await db
          .select({
            id: article.id,
            title: article.title,
            category: article.category,
            summary: article.summary,
            status: article.status,
            viewCount: article.viewCount,
            publishedAt: article.publishedAt,
            updatedAt: article.updatedAt,
            authorName: sysUser.name,
          })
          .from(article)
          .leftJoin(sysUser, eq(sysUser.id, article.authorId))
          .where(and(where, gt(article.id, afterId)))
          .orderBy(asc(article.id))
          .limit(limit);
        return page.map((r) => ({
          ...r,
          category: labelOf(contentCategory, r.category, locale),
          summary: r.summary ?? '',
          status: labelOf(articleStatus, r.status, locale),
          publishedAt: exportStamp(r.publishedAt),
          updatedAt: exportStamp(r.updatedAt),
          authorName: r.authorName ?? '',
        }));
      });
    },
    count: async (db, p, params) => {
      const [r] = await db
        .select({ n: count() })
        .from(article)
        .where(new InformationService(db).listWhere(p, ArticleListQuery.parse(params)));
      return r?.n ?? 0;
    },
  });
}
