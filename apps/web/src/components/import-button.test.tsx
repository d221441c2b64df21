import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n/i18n';
import { useSession } from '../lib/session';
import { ImportButton } from './import-button';

const postData = vi.fn();
vi.mock('../lib/http/client', () => ({ postData: (...args: unknown[]) => postData(...args) }));
const uploadFile = vi.fn();
vi.mock('../lib/upload/upload-file', () => ({ uploadFile: (...args: unknown[]) => uploadFile(...args) }));
vi.mock('../lib/http/download', () => ({ download: vi.fn() }));
const notifySuccess = vi.fn();
vi.mock('../lib/notify', () => ({ notifySuccess: (text: string) => notifySuccess(text), notifyError: vi.fn() }));

const check = { id: 7, kind: 'tasks', fileName: 't.xlsx', total: 3, valid: 2, invalid: 1, queued: false };

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

async function uploadIn(dialog: HTMLElement) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 't.xlsx')] } });
  await screen.findByText('3 rows: 2 valid, 1 with errors');
}

beforeEach(async () => {
  await setLanguage('en');
  postData.mockReset().mockResolvedValue({ id: 7, inserted: 2, skipped: 1, jobId: null });
  uploadFile
    .mockReset()
    .mockResolvedValue({ ...check, errors: [{ row: 4, message: 'Price (yuan): must be greater than 0' }] });
  notifySuccess.mockReset();
  useSession.setState({ permissions: ['client:task:add'] });
});
afterEach(() => {
  cleanup();
  useSession.setState({ permissions: [] });
});

describe('<ImportButton>', () => {
  it('is not shown without the permission of the kind', () => {
    useSession.setState({ permissions: ['client:task:list'] });
    render(wrap(<ImportButton kind="tasks" />));
    expect(screen.queryByRole('button', { name: /import/i })).toBeNull();
  });

  it('checks the file, shows the counts and first errors, and commits the valid rows', async () => {
    render(wrap(<ImportButton kind="tasks" />));
    fireEvent.click(screen.getByRole('button', { name: /import/i }));
    // The dialog's code loads when it first opens (import-dialog.tsx).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await uploadIn(dialog);
    expect(uploadFile).toHaveBeenCalledWith(
      expect.any(File),
      't.xlsx',
      expect.objectContaining({ url: 'import/tasks/check' }),
    );
    expect(screen.getByText(/Row 4:/).textContent).toBe('Row 4: Price (yuan): must be greater than 0');
    // All or nothing cannot be committed while a row is wrong.
    fireEvent.click(screen.getByRole('radio', { name: /all or nothing/i }));
    const commit = screen.getAllByRole('button', { name: /^import$/i }).at(-1) as HTMLElement;
    expect((commit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /only the valid rows/i }));
    fireEvent.click(commit);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('2 rows imported'));
    expect(postData).toHaveBeenCalledWith('import/7/commit', { mode: 'valid' }, expect.anything());
  }, 20_000);

  it('sends a large import to the download centre', async () => {
    uploadFile.mockResolvedValue({ ...check, total: 6000, valid: 6000, invalid: 0, queued: true, errors: [] });
    postData.mockResolvedValue({ id: 7, inserted: 0, skipped: 0, jobId: 3 });
    render(wrap(<ImportButton kind="tasks" />));
    fireEvent.click(screen.getByRole('button', { name: /import/i }));
    // The dialog's code loads when it first opens (import-dialog.tsx).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'big.xlsx')] },
    });
    await screen.findByText(/runs in the download centre/);
    fireEvent.click(screen.getAllByRole('button', { name: /^import$/i }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('The import has been queued; see its result in the download centre'),
    );
  });
});
