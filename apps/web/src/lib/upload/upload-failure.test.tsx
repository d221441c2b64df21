import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type Reply } from '../http/fake-transport';
import { en } from '../i18n/en';
import { setLanguage } from '../i18n/i18n';
import { zh } from '../i18n/zh';
import { useSession } from '../session';
import { FileUpload } from './file-upload';
import { PictureUpload } from './picture-upload';

const notifyError = vi.fn();
vi.mock('../notify', async (original) => ({
  ...(await original<typeof import('../notify')>()),
  notifyError: (text: string) => notifyError(text),
}));

// Through the real upload request and http client: only the server's answer is faked.
const transport = fakeTransport();

function choose(container: HTMLElement, name: string, type: string) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type })] } });
}

async function failWith(reply: Reply, field: 'picture' | 'file') {
  transport.handler = () => reply;
  const { container } = render(<App>{field === 'picture' ? <PictureUpload /> : <FileUpload />}</App>);
  choose(container, field === 'picture' ? 'a.png' : 'a.pdf', field === 'picture' ? 'image/png' : 'application/pdf');
  await waitFor(() => expect(notifyError).toHaveBeenCalled());
  expect(transport.calls.some((c) => c.url === 'files/upload')).toBe(true);
  return notifyError.mock.calls.map((c) => c[0]);
}

beforeEach(async () => {
  await setLanguage('en');
  notifyError.mockReset();
  transport.calls.length = 0;
  useSession.setState({
    token: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 },
    user: { username: 'admin' } as never,
  });
});
afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
});

describe('upload failure messages', () => {
  it('a picture that fails without a server message: "image upload failed"', async () => {
    expect(zh.upload.imageFailed).toBe('图片上传失败');
    expect(await failWith({ network: true }, 'picture')).toEqual([en.upload.imageFailed]);
  });

  it('a picture refused by the server shows the server message instead', async () => {
    const reply = { status: 413, data: { code: 413, msg: 'file larger than 10 MB', data: null } };
    expect(await failWith(reply, 'picture')).toEqual(['file larger than 10 MB']);
  });

  it('any other file that fails: the general "upload failed"', async () => {
    expect(await failWith({ network: true }, 'file')).toEqual([en.upload.failed]);
  });
});
