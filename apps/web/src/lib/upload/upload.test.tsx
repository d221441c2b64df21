import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { setLanguage } from '../i18n/i18n';
import { CARD_COMPRESS_BYTES, LIST_COMPRESS_BYTES, needsCompression } from './compress';
import { FileUpload } from './file-upload';
import { PictureUpload } from './picture-upload';
import { withinSize } from './rules';
import { stripCommas } from './upload-file';

const notifyError = vi.fn();
vi.mock('../notify', () => ({
  notifyError: (text: string) => notifyError(text),
  notifyWarning: vi.fn(),
  notifySuccess: vi.fn(),
  bindMessageApi: vi.fn(),
}));

const uploadFile = vi.fn();
const deleteFile = vi.fn();
vi.mock('./upload-file', async (original) => ({
  ...(await original<typeof import('./upload-file')>()),
  uploadFile: (...args: unknown[]) => uploadFile(...args),
  deleteFile: (...args: unknown[]) => deleteFile(...args),
}));

function fileOf(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(async () => {
  await setLanguage('en');
  notifyError.mockReset();
  uploadFile.mockReset();
});
afterEach(cleanup);

describe('upload rules', () => {
  it('limits size in MB (default 10)', () => {
    expect(withinSize({ size: 10 * 1024 * 1024 })).toBe(true);
    expect(withinSize({ size: 10 * 1024 * 1024 + 1 })).toBe(false);
    expect(withinSize({ size: 3 * 1024 * 1024 }, 2)).toBe(false);
  });

  it('compresses images over 1 MB (list) and 1.2 MB (picture card), never other files', () => {
    const image = (size: number) => fileOf('a.png', size, 'image/png');
    expect(needsCompression(image(LIST_COMPRESS_BYTES), LIST_COMPRESS_BYTES)).toBe(false);
    expect(needsCompression(image(LIST_COMPRESS_BYTES + 1), LIST_COMPRESS_BYTES)).toBe(true);
    expect(needsCompression(image(1.1 * 1024 * 1024), CARD_COMPRESS_BYTES)).toBe(false);
    expect(needsCompression(image(1.3 * 1024 * 1024), CARD_COMPRESS_BYTES)).toBe(true);
    expect(needsCompression(fileOf('a.pdf', 5 * 1024 * 1024), LIST_COMPRESS_BYTES)).toBe(false);
    expect(needsCompression(fileOf('a.gif', 5 * 1024 * 1024, 'image/gif'), LIST_COMPRESS_BYTES)).toBe(false);
  });

  it('strips commas from file names', () => {
    expect(stripCommas('a,b，c.pdf')).toBe('abc.pdf');
  });
});

describe('<FileUpload>', () => {
  it('refuses a file over the limit with the size message', async () => {
    const { container } = render(
      <App>
        <FileUpload maxSizeMb={2} />
      </App>,
    );
    choose(container, fileOf('big.pdf', 3 * 1024 * 1024));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(en.upload.tooLarge.replace('{{n}}', '2')));
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads with the name stripped of commas, shows progress, then reports the item', async () => {
    let progress: (p: number) => void = () => {};
    let finish: (v: unknown) => void = () => {};
    uploadFile.mockImplementation(
      (_blob: Blob, _name: string, options: { onProgress: (p: number) => void }) =>
        new Promise((resolve) => {
          progress = options.onProgress;
          finish = resolve;
        }),
    );
    const onChange = vi.fn();
    const { container } = render(
      <App>
        <FileUpload path="docs" onChange={onChange} />
      </App>,
    );
    choose(container, fileOf('a,b.pdf', 1000));
    await waitFor(() => expect(uploadFile).toHaveBeenCalled());
    expect(uploadFile.mock.calls[0]?.[1]).toBe('ab.pdf');
    expect(uploadFile.mock.calls[0]?.[2]).toMatchObject({ path: 'docs' });
    progress(40);
    await waitFor(() => expect(container.querySelector('.ant-progress')).not.toBeNull());
    finish({
      url: '/interface/files/k.pdf',
      fileName: 'ab.pdf',
      size: 1000,
      key: 'k.pdf',
      contentType: 'application/pdf',
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ fileName: 'ab.pdf', url: '/interface/files/k.pdf', percentage: 100, key: 'k.pdf' }),
      ]),
    );
    // the row shows the stored name, not the one chosen
    expect(screen.getByText('ab.pdf')).toBeTruthy();
    expect(screen.queryByText('a,b.pdf')).toBeNull();
  });

  it('asks for confirmation before deleting a file', async () => {
    const onChange = vi.fn();
    render(
      <App>
        <FileUpload value={[{ fileName: 'a.pdf', url: '/f/a.pdf', key: 'a.pdf' }]} onChange={onChange} />
      </App>,
    );
    const remove = document.querySelector('.ant-upload-list-item-action, [title="Remove file"], .anticon-delete');
    fireEvent.click((remove?.closest('button') ?? remove) as Element);
    await waitFor(() => expect(document.querySelector('.upload-delete-confirm')).not.toBeNull());
    expect(screen.getByText(en.upload.deleteConfirm.replace('{{name}}', 'a.pdf'))).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('<PictureUpload>', () => {
  it('removes a picture only once the deletion is confirmed', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <App>
        <PictureUpload value={[{ fileName: 'a.png', url: '/f/a.png', key: 'a.png' }]} onChange={onChange} />
      </App>,
    );
    const remove = () => {
      const icon = container.querySelector('.ant-upload-list-item .anticon-delete');
      fireEvent.click((icon?.closest('button') ?? icon) as Element);
    };
    const dialog = () => document.querySelector('.upload-delete-confirm:not(.ant-zoom-leave)');
    const button = (text: string) =>
      [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.replace(/\s/g, '') === text);

    remove();
    await waitFor(() => expect(button(en.common.cancel)).toBeTruthy());
    fireEvent.click(button(en.common.cancel) as Element);
    await waitFor(() => expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(1));
    expect(onChange).not.toHaveBeenCalled();

    remove();
    await waitFor(() => expect(button(en.common.confirm)).toBeTruthy());
    fireEvent.click(button(en.common.confirm) as Element);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it('accepts only png, jpg, jpeg and gif', async () => {
    const { container } = render(
      <App>
        <PictureUpload />
      </App>,
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.png,.jpg,.jpeg,.gif');
    choose(container, fileOf('doc.pdf', 100));
    await waitFor(() => expect(notifyError).toHaveBeenCalled());
    expect(notifyError.mock.calls[0]?.[0]).toContain('png/jpg/jpeg/gif');
    expect(uploadFile).not.toHaveBeenCalled();
  });
});
