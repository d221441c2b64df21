import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../list-limits.js';
import { TimeBound } from './dates.js';

export { DEFAULT_PAGE_SIZE, LIST_COUNT_CAP, MAX_PAGE_SIZE } from '../list-limits.js';

/**
 * The query every list call accepts (1-based pageNum, as the spec's callers send it): paging, one sort column,
 * a created-time range and a keyword. Each list adds its own filters with `.extend`.
 */
export const PageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  orderByColumn: z.string().trim().max(40).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
  /** created on or after this day / time (YYYY-MM-DD or ISO) */
  beginTime: TimeBound.optional(),
  /** created on or before this day (inclusive) / before this time */
  endTime: TimeBound.optional(),
  keyword: z.string().trim().max(100).optional(),
  /** staff only: one enterprise's rows */
  enterpriseId: z.coerce.number().int().positive().optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export interface Page<T> {
  rows: T[];
  total: number;
  /** A big list counted only up to LIST_COUNT_CAP: `total` is the cap and more rows match. */
  capped?: boolean;
}

/** The list answer schema `{ rows, total, capped? }` around a row schema. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int(), capped: z.boolean().optional() });
}
