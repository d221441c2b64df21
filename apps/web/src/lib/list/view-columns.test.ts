import { describe, expect, it } from 'vitest';
import type { ListColumn } from './list-columns';
import { applyColumnView, moveKey } from './view-columns';

const col = (key: string): ListColumn<object> => ({ key, title: key });
const cols = [col('no'), col('name'), col('status'), col('actions')];
const keys = (list: ListColumn<object>[]) => list.map((c) => c.key);

describe('a saved view’s columns', () => {
  it('shows the chosen columns in their order, the actions last, and skips keys the page lost', () => {
    expect(keys(applyColumnView(cols, ['status', 'gone', 'no']))).toEqual(['status', 'no', 'actions']);
  });
  it('shows the page’s own columns without a view or when the view names none of them', () => {
    expect(keys(applyColumnView(cols, undefined))).toEqual(keys(cols));
    expect(keys(applyColumnView(cols, ['gone', 'actions']))).toEqual(keys(cols));
  });
  it('moves a key one place and leaves the ends alone', () => {
    expect(moveKey(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
