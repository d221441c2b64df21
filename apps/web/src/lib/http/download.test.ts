import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { setLanguage } from '../i18n/i18n';
import { useSession } from '../session';
import { download, fileNameFrom } from './download';
import { fakeTransport } from './fake-transport';

const notifyError = vi.fn();
vi.mock('../notify', async (original) => ({
  ...(await original<typeof import('../notify')>()),
  notifyError: (text: string) => notifyError(text),
}));

const transport = fakeTransport();
const json = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json;charset=UTF-8' });
const xlsx = () => new Blob(['PK…'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

let clicked: { href: string; download: string }[] = [];

beforeEach(async () => {
  await setLanguage('en');
  notifyError.mockReset();
  transport.calls.length = 0;
  clicked = [];
  useSession.setState({
    token: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 },
    user: { username: 'admin' } as never,
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:console/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('fileNameFrom', () => {
  it('reads the RFC 5987 filename* first, decoding its UTF-8', () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95%20%E5%AF%BC%E5%87%BA.xlsx", 'x')).toBe(
      '订单 导出.xlsx',
    );
    expect(fileNameFrom(`attachment; filename="orders.xlsx"; filename*=utf-8''%E8%AE%A2%E5%8D%95.xlsx`, 'x')).toBe(
      '订单.xlsx',
    );
  });

  it('falls back to filename (quoted, or URL-encoded as some servers send it), then to the given name', () => {
    expect(fileNameFrom('attachment; filename="report 1.pdf"', 'x')).toBe('report 1.pdf');
    expect(fileNameFrom('attachment; filename=%E5%8F%91%E7%A5%A8.zip', 'x')).toBe('发票.zip');
    expect(fileNameFrom('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(fileNameFrom(undefined, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('keeps a name whose encoding is broken as it came', () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''100%25%ZZ.csv", 'x')).toBe('100%25%ZZ.csv');
  });
});

describe('download', () => {
  it('POSTs for a blob and saves it under the content-disposition name', async () => {
    transport.handler = () => ({
      status: 200,
      data: xlsx(),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx" },
    });
    await expect(download('client/order/export', { status: 11 }, 'orders.xlsx')).resolves.toBe(true);
    const call = transport.calls[0];
    expect(call?.method).toBe('post');
    expect(call?.responseType).toBe('blob');
    expect(call?.data).toBe('status=11');
    expect(clicked).toEqual([{ href: 'blob:console/1', download: '订单.xlsx' }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:console/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a JSON answer is an error: its message is shown and nothing is saved', async () => {
    transport.handler = () => ({ status: 200, data: json({ code: 500, msg: 'too many rows to export', data: null }) });
    await expect(download('client/order/export')).resolves.toBe(false);
    expect(notifyError).toHaveBeenCalledWith('too many rows to export');
    expect(clicked).toEqual([]);
  });

  it('a JSON answer without a message says "download failed"', async () => {
    transport.handler = () => ({ status: 200, data: json({ code: 500 }) });
    await expect(download('client/order/export')).resolves.toBe(false);
    expect(notifyError).toHaveBeenCalledWith(en.http.downloadFailed);
    expect(en.http.downloadFailed).toBe('download failed');
  });

  it('a failed request shows the message in its JSON body, else "download failed"', async () => {
    transport.handler = () => ({ status: 403, data: json({ code: 403, msg: 'no export permission' }) });
    await expect(download('client/order/export')).resolves.toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('no export permission');

    transport.handler = () => ({ status: 500, data: new Blob(['<html>bad gateway</html>'], { type: 'text/html' }) });
    await expect(download('client/order/export')).resolves.toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith(en.http.downloadFailed);

    transport.handler = () => ({ network: true });
    await expect(download('client/order/export')).resolves.toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith(en.http.downloadFailed);
    // one message each: the client itself stays silent for downloads
    expect(notifyError).toHaveBeenCalledTimes(3);
    expect(clicked).toEqual([]);
  });
});
