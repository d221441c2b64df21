import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n/i18n';
import { useSession } from '../lib/session';
import { getItem, removeItem } from '../lib/storage';
import { EXPORT_NOTICE_HIDDEN, ExportButton } from './export-button';

const postData = vi.fn();
vi.mock('../lib/http/client', () => ({ postData: (...args: unknown[]) => postData(...args) }));
const notifySuccess = vi.fn();
vi.mock('../lib/notify', () => ({ notifySuccess: (text: string) => notifySuccess(text), notifyError: vi.fn() }));

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(async () => {
  await setLanguage('en');
  postData.mockReset().mockResolvedValue({ id: 1, status: 'pending' });
  notifySuccess.mockReset();
  removeItem(EXPORT_NOTICE_HIDDEN, 'local');
  useSession.setState({ permissions: ['client:order:export'] });
});
afterEach(() => {
  cleanup();
  useSession.setState({ permissions: [] });
});

describe('<ExportButton>', () => {
  it('is not shown without the permission', () => {
    useSession.setState({ permissions: ['client:order:list'] });
    render(wrap(<ExportButton kind="orders" permission="client:order:export" />));
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it("posts the kind with the list's filters and shows the 510px notice linking to the download centre", async () => {
    render(
      wrap(
        <ExportButton
          kind="orders"
          permission="client:order:export"
          filters={{ status: '5', beginTime: '2025-01-01', keyword: '', pageNum: 2 }}
        />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(postData).toHaveBeenCalled());
    expect(postData).toHaveBeenCalledWith(
      'client/export',
      { kind: 'orders', status: '5', beginTime: '2025-01-01', pageNum: 2 },
      { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) } },
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('download centre');
    expect(screen.getByTestId('export-notice-link').getAttribute('href')).toBe('/common/down-file/index');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('510px');
  });

  it('"do not show again" stores the flag; the next export only shows a message', async () => {
    render(wrap(<ExportButton kind="orders" permission="client:order:export" />));
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(getItem(EXPORT_NOTICE_HIDDEN, 'local')).toBe(true);
    const raw = JSON.parse(window.localStorage.getItem('console-exportNoticeHidden') ?? '{}');
    expect(raw).toMatchObject({ dataType: 'boolean', content: true, type: 'local' });

    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Export started'));
    expect(postData).toHaveBeenCalledTimes(2);
    // Two exports asked for one after the other are two jobs: each carries its own key.
    const keys = postData.mock.calls.map(
      (c) => (c[2] as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(new Set(keys).size).toBe(2);
  });

  it('a double click starts one export', async () => {
    let answer: (job: unknown) => void = () => {};
    postData.mockReset().mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    render(wrap(<ExportButton kind="orders" permission="client:order:export" />));
    const button = screen.getByRole('button', { name: /export/i });
    // Both clicks before React renders again, as a quick double click in the browser does.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    answer({ id: 1, status: 'pending' });
    await screen.findByRole('dialog');
    expect(postData).toHaveBeenCalledTimes(1);
  });
});
