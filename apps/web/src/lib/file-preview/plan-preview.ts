import { type FileKind, fileKind, forceHttps, rewriteStorageUrl, type StorageUrlRule } from '@console/domain/file-kind';

export interface PreviewContext {
  /** The page's address: relative file URLs are made absolute against it for the office viewer. */
  pageUrl: string;
  pageIsHttps: boolean;
  rules: readonly StorageUrlRule[];
  officeViewerUrl: string;
}

export type PreviewPlan =
  | { action: 'image' | 'video' | 'audio'; url: string }
  | { action: 'open'; url: string }
  | { action: 'refuse'; messageKey: 'preview.txtUnsupported' };

/** Parses "from|to;from|to" into storage URL rules. */
export function parseRules(text: string): StorageUrlRule[] {
  return text
    .split(';')
    .map((pair) => pair.split('|'))
    .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]))
    .map(([from, to]) => ({ from: from.trim(), to: to.trim() }));
}

/**
 * What previewing a file does, by its extension. The URL is first rewritten from internal storage to public and
 * upgraded to https on an https page; then images open in the viewer, videos and mp3 in a dialog, pdf/zip/rar/ofd
 * and e-signature links in a new tab, txt is refused, and anything else goes to the online office viewer.
 */
export function planPreview(rawUrl: string, name: string | undefined, ctx: PreviewContext): PreviewPlan {
  const url = forceHttps(rewriteStorageUrl(rawUrl, ctx.rules), ctx.pageIsHttps);
  const kind: FileKind = fileKind(name && !/^[a-z]+:\/\//i.test(rawUrl) ? name : rawUrl);
  switch (kind) {
    case 'image':
    case 'video':
    case 'audio':
      return { action: kind, url };
    case 'newTab':
      return { action: 'open', url };
    case 'txt':
      return { action: 'refuse', messageKey: 'preview.txtUnsupported' };
    default:
      // The viewer fetches the file from its own servers, so it needs the whole address.
      return { action: 'open', url: `${ctx.officeViewerUrl}${encodeURIComponent(new URL(url, ctx.pageUrl).href)}` };
  }
}
