import { describe, expect, it } from 'vitest';
import { tabKey } from './tab-location';

describe('tab identity', () => {
  it('ignores the list state, so filtering a list keeps its tab', () => {
    expect(tabKey('/client/order/orderList/index', '?q=status%3D2')).toBe('/client/order/orderList/index');
    expect(tabKey('/client/order/orderList/index', '?id=9&q=status%3D2')).toBe('/client/order/orderList/index?id=9');
  });

  it('keeps other parameters, so the same page with other parameters is another tab', () => {
    expect(tabKey('/profile/index', '?tab=1')).toBe('/profile/index?tab=1');
    expect(tabKey('/dashboard', '')).toBe('/dashboard');
  });
});
