import { t } from '../i18n/i18n';
import { notifyError } from '../notify';
import { http } from './client';

/** File name from a content-disposition header (RFC 5987 filename* first). */
export function fileNameFrom(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1];
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  if (plain?.[1]) {
    try {
      return decodeURIComponent(plain[1].trim());
    } catch {
      return plain[1].trim();
    }
  }
  return fallback;
}

/** The server's message in a JSON reply read as a blob (a refused download or media request); null if none. */
export async function messageOf(blob: Blob): Promise<string | null> {
  try {
    const parsed = JSON.parse(await blob.text()) as { msg?: string };
    return parsed.msg || null;
  } catch {
    return null;
  }
}

/**
 * Spec: download is a POST with a blob response; the file name comes from content-disposition; a JSON reply is
 * an error whose message is shown. Answers whether a file was saved.
 */
export async function download(url: string, body?: unknown, fallbackName = 'download'): Promise<boolean> {
  try {
    const res = await http.post<Blob>(url, body, { responseType: 'blob', silent: true });
    const blob = res.data;
    if (blob.type.includes('application/json')) {
      notifyError((await messageOf(blob)) ?? t('http.downloadFailed'));
      return false;
    }
    const name = fileNameFrom(res.headers['content-disposition'] as string | undefined, fallbackName);
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
    return true;
  } catch (error) {
    const data = (error as { body?: unknown }).body;
    const text = data instanceof Blob ? await messageOf(data) : null;
    notifyError(text ?? t('http.downloadFailed'));
    return false;
  }
}
