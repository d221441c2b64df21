import { ACTIONS_KEY, type ListColumn } from './list-columns';

/**
 * The page's columns as a saved view shows them: the listed keys in their order, then the actions column (never
 * hidden: it holds what a row can do). Keys the page no longer has are skipped; no view, or a view naming none of
 * the page's columns, shows the page's own.
 */
export function applyColumnView<T>(columns: ListColumn<T>[], visible: readonly string[] | undefined): ListColumn<T>[] {
  if (!visible) return columns;
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const chosen = visible.flatMap((k) => {
    const c = k === ACTIONS_KEY ? undefined : byKey.get(k);
    return c ? [c] : [];
  });
  if (chosen.length === 0) return columns;
  const actions = byKey.get(ACTIONS_KEY);
  return actions ? [...chosen, actions] : chosen;
}

/** Moves a key one place up (-1) or down (+1) in the order. */
export function moveKey(keys: readonly string[], key: string, by: -1 | 1): string[] {
  const out = [...keys];
  const i = out.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j] as string, out[i] as string];
  return out;
}
