import { describe, expect, it } from 'vitest';
import { tabKey } from './tab-location';

describe('tab identity', () => {
  it('is the page: the same page with other query parameters reuses its tab', () => {
    expect(tabKey('/client/order/orderList/index')).toBe('/client/order/orderList/index');
    expect(tabKey('/dashboard')).toBe('/dashboard');
  });
});
