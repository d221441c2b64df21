import { describe, expect, it } from 'vitest';
import { emptyListState, listRequestParams, parseListState, serializeListState, withFilters } from './list-state';

describe('list state in the URL', () => {
  it('round-trips page, sort and filters through the q value', () => {
    const state = {
      pageNum: 3,
      pageSize: 50,
      orderByColumn: 'createdAt',
      isAsc: 'asc' as const,
      filters: { status: '2', keyword: '保洁' },
    };
    const q = serializeListState(state);
    expect(q).toBe('pageNum=3&pageSize=50&orderByColumn=createdAt&isAsc=asc&keyword=%E4%BF%9D%E6%B4%81&status=2');
    expect(parseListState(q)).toEqual(state);
  });

  it('leaves defaults out of the URL and falls back to them on bad values', () => {
    expect(serializeListState(emptyListState())).toBe('');
    expect(parseListState('pageNum=-1&pageSize=1000&isAsc=sideways')).toEqual(emptyListState());
  });

  it('starts again at page 1 when the filters change, dropping empty ones', () => {
    const next = withFilters(
      { ...emptyListState(), pageNum: 7 },
      { status: '1', keyword: '', enterpriseId: undefined },
    );
    expect(next.pageNum).toBe(1);
    expect(next.filters).toEqual({ status: '1' });
  });

  it('flattens the state into the list call parameters', () => {
    const params = listRequestParams({ ...emptyListState(), orderByColumn: 'amount', filters: { status: '5' } });
    expect(params).toEqual({ pageNum: 1, pageSize: 20, orderByColumn: 'amount', isAsc: 'desc', status: '5' });
  });
});
