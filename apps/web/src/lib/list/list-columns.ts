import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';

/**
 * A list column: antd's, with a key (the sort field for `sorter: true`, and how the card names it). A column
 * with `ellipsis` and a `width` never grows past that width: its text ends in "…" and shows whole in a tooltip.
 */
export type ListColumn<T> = ColumnType<T> & { key: string };

/** What a row's card shows under the mobile breakpoint, by column key; the `actions` column is its foot. */
export interface ListCard {
  /** the card's heading: the row's number or name, which usually opens it */
  title: string;
  /** beside the heading, e.g. the status */
  extra?: string;
  /** label and value lines under the heading, in this order */
  fields: string[];
}

/** The key of the column whose cell holds a row's buttons: pinned right in the table, the card's foot. */
export const ACTIONS_KEY = 'actions';

/** A column's cell for a row, as the table would draw it (its render, else its value). */
export function cellOf<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  // antd types dataIndex as every deep path of T; read it as the plain key or key path it is at run time.
  const path = column.dataIndex as unknown as string | number | (string | number)[] | undefined;
  const value =
    path === undefined
      ? undefined
      : (Array.isArray(path) ? path : [path]).reduce<unknown>(
          (v, k) => (v as Record<string | number, unknown> | undefined)?.[k],
          row,
        );
  const out = column.render ? column.render(value, row, index) : value;
  // render may answer { children, props } (antd's cell form)
  if (out && typeof out === 'object' && 'children' in out && !('$$typeof' in out)) return out.children as ReactNode;
  return out as ReactNode;
}
