import type { Page } from '@console/domain/schemas/list';

/** The next page to ask for, or undefined once every row is loaded (or a page came back empty). */
export function nextPageOf<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
}

/** Every row of the loaded pages, once each (a row that moved to a later page while paging is kept once). */
export function rowsOf<T extends { id: number | string }>(pages: Page<T>[] | undefined): T[] {
  const seen = new Set<number | string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
