import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Input, InputNumber, Pagination } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n';
import { watchScreenReaderLabels } from './screen-reader-labels';

let stop: () => void;
beforeAll(async () => {
  await setLanguage('zh');
  stop = watchScreenReaderLabels();
});
afterAll(() => stop());
afterEach(cleanup);

describe('screen-reader labels', () => {
  it("hides antd's English icon names, keeps an icon label of ours", async () => {
    render(
      <p>
        <UserOutlined data-testid="decor" />
        <SearchOutlined data-testid="ours" aria-label="搜索任务" />
      </p>,
    );
    await waitFor(() => expect(screen.getByTestId('decor').getAttribute('aria-hidden')).toBe('true'));
    expect(screen.getByTestId('decor').getAttribute('aria-label')).toBe('user');
    expect(screen.getByTestId('ours').getAttribute('aria-hidden')).toBeNull();
    expect(screen.queryByRole('img', { name: 'user' })).toBeNull();
    expect(screen.getByRole('img', { name: '搜索任务' })).toBeTruthy();
  });

  it('names the step buttons, the search button and the pager arrows in the chosen language', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <InputNumber defaultValue={1} />
        <Input.Search />
        <Pagination total={50} />
      </ConfigProvider>,
    );
    expect(await screen.findByRole('button', { name: '增加数值' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '减少数值' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '搜索' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Increase Value' })).toBeNull();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Increase value' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});
