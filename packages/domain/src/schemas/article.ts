import { z } from 'zod';
import { type ContentCategory, contentCategory } from '../enums.js';
import { ARTICLE_STATUSES } from '../workflows/article.js';
import { FileUrl } from './file.js';
import { PageQuery, pageSchema } from './list.js';

export const ARTICLE_CATEGORIES = Object.keys(contentCategory) as ContentCategory[];

/**
 * The categories an enterprise user (02) may read: enterprise-side info, news, FAQ, about us and the two
 * agreements. Freelancer-side (C) and platform-admin (P) articles never reach them, nor does any draft.
 */
export const ENTERPRISE_READABLE_CATEGORIES = ['B', 'Z', 'Q', 'A', 'Y', 'F'] as const satisfies ContentCategory[];

/** The reading tabs of the enterprise view: news, notices for enterprises, agreements (and about us). */
export const READER_TABS = {
  news: ['Z'],
  notices: ['B'],
  agreements: ['Y', 'F', 'A'],
} as const satisfies Record<string, ContentCategory[]>;

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_CONTENT_MAX = 200_000;
export const ARTICLE_URL_MAX = 1000;

const category = z.enum(ARTICLE_CATEGORIES as [ContentCategory, ...ContentCategory[]]);
const status = z.enum(ARTICLE_STATUSES as ['0', '1', '2']);

/** One category or several, comma-joined (`Y,F`): the reading tabs group categories. */
const categories = z
  .string()
  .trim()
  .regex(/^[BCPZQAYF](,[BCPZQAYF])*$/)
  .transform((v) => [...new Set(v.split(','))] as ContentCategory[]);

/** GET /client/information/list */
export const ArticleListQuery = PageQuery.extend({
  category: categories.optional(),
  status: status.optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

export const ArticleRow = z.object({
  id: z.number().int(),
  category,
  title: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  status,
  viewCount: z.number().int(),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleRow = z.infer<typeof ArticleRow>;

export const ArticlePage = pageSchema(ArticleRow);

/** GET /client/information/:id: the row plus its sanitised HTML. */
export const ArticleDetail = ArticleRow.extend({ content: z.string() });
export type ArticleDetail = z.infer<typeof ArticleDetail>;

/** POST /client/information and PUT /client/information/:id (the HTML is sanitised by the server). */
export const ArticleBody = z.object({
  title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
  category,
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX).optional(),
  coverUrl: z.union([FileUrl, z.literal('')]).optional(),
  content: z.string().max(ARTICLE_CONTENT_MAX).default(''),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
});
export type ArticleBody = z.infer<typeof ArticleBody>;
export type ArticleInput = z.input<typeof ArticleBody>;

/**
 * The agreement texts the public pages and the freelancer page show: A about us, Y privacy agreement, F platform
 * service agreement (content categories of the spec), each the newest published article of its category.
 */
export const AGREEMENT_CATEGORIES = ['A', 'Y', 'F'] as const satisfies ContentCategory[];
export type AgreementCategory = (typeof AGREEMENT_CATEGORIES)[number];

/** GET /public/agreement/:category */
export const AgreementParams = z.object({ category: z.enum(AGREEMENT_CATEGORIES) });
export const AgreementText = z.object({
  category: z.enum(AGREEMENT_CATEGORIES),
  title: z.string(),
  /** sanitised HTML (modules/information/sanitize.ts) */
  content: z.string(),
  publishedAt: z.string().nullable(),
});
export type AgreementText = z.infer<typeof AgreementText>;

export const ArticleIdParams = z.object({ id: z.coerce.number().int().positive() });
