import { z } from 'zod';
import { LIST_VIEW_LIMITS, MAX_PAGE_SIZE } from '../list-limits.js';

/**
 * Saved views (issue 23): what a user made of a list (visible columns in their order, page size, named filters),
 * kept on the server so it follows the user to any machine; an administrator may set a role's default.
 */
export { LIST_VIEW_LIMITS };

/** A list's key: the page's route path (`/client/order/orderList/index`), or a page's own name for a list within. */
export const ListKey = z
  .string()
  .trim()
  .min(1)
  .max(LIST_VIEW_LIMITS.keyMax)
  .regex(/^[\w/.:-]+$/);

export const SavedFilter = z.object({
  name: z.string().trim().min(1).max(LIST_VIEW_LIMITS.filterNameMax),
  /** filter name → value, as the list's URL state holds them */
  filters: z.record(z.string().max(LIST_VIEW_LIMITS.columnKeyMax), z.string().max(200)),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

export const ListViewSettings = z.object({
  /** the visible columns' keys in their order; absent: the page's own columns */
  columns: z.array(z.string().max(LIST_VIEW_LIMITS.columnKeyMax)).max(LIST_VIEW_LIMITS.columnsMax).optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  filters: z
    .array(SavedFilter)
    .max(LIST_VIEW_LIMITS.filtersMax)
    .refine((all) => new Set(all.map((f) => f.name)).size === all.length, { message: 'listViewFilterNameTaken' })
    .default([]),
});
export type ListViewSettings = z.infer<typeof ListViewSettings>;

/** The view travels as one JSON field, so the console's form-encoded body carries it whole. */
const JsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

/** PUT /list-view?key=…: the caller's own view. PUT /system/role/:id/list-view?key=…: a role's default. */
export const ListViewBody = z.object({ view: JsonField(ListViewSettings) });
export type ListViewBody = z.infer<typeof ListViewBody>;

export const ListViewQuery = z.object({ key: ListKey });
export type ListViewQuery = z.infer<typeof ListViewQuery>;

/** GET /list-view?key=…: the view in force (the user's, else a role's default, else none) and where it came from. */
export const ListViewAnswer = z.object({
  view: ListViewSettings.nullable(),
  source: z.enum(['user', 'role', 'none']),
  /** the role default under the user's own view, what "reset to default" brings back */
  roleDefault: ListViewSettings.nullable(),
});
export type ListViewAnswer = z.infer<typeof ListViewAnswer>;
