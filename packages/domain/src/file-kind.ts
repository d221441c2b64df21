/** How the console previews a file, by its extension. */
export type FileKind = 'image' | 'video' | 'audio' | 'newTab' | 'txt' | 'office';

/** Opened in the image viewer. */
export const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'] as const;
/** Played in the video dialog; the spec's list word for word (wav included). */
export const videoExtensions = [
  'mp4',
  'swf',
  'avi',
  'flv',
  'mpg',
  'rm',
  'mov',
  'wav',
  'asf',
  '3gp',
  'mkv',
  'rmvb',
] as const;
/** Played in the audio dialog. */
export const audioExtensions = ['mp3'] as const;
/** Opened in a new browser tab. */
export const newTabExtensions = ['pdf', 'zip', 'rar', 'ofd'] as const;
/** Refused with 暂不支持 .txt 文件查看. */
export const refusedExtensions = ['txt'] as const;

/** Host or folder markers of electronic-signature services, whose links open in a new tab. */
export const eSignatureMarkers = ['esign', 'signature'] as const;

export interface FileKindOptions {
  /** Replaces eSignatureMarkers, e.g. with the signature provider's host from configuration. */
  eSignatureMarkers?: readonly string[];
}

/** The text before any query string or fragment. */
function withoutQuery(urlOrName: string): string {
  return urlOrName.split(/[?#]/, 1)[0] ?? '';
}

/** Lower-case extension of a URL or file name, '' when there is none. */
export function extensionOf(urlOrName: string): string {
  const path = withoutQuery(urlOrName.trim());
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * True for a link to an e-signature service: a marker in the host or in a folder of the path. The file name itself
 * is left out, so a picture called signature.png still opens in the image viewer.
 */
export function isESignatureUrl(url: string, markers: readonly string[] = eSignatureMarkers): boolean {
  const match = /^(?:[a-z][a-z\d+.-]*:)?\/\/([^/?#]*)/i.exec(url.trim());
  if (!match) return false;
  const host = match[1] ?? '';
  const path = withoutQuery(url.trim().slice(match[0].length));
  const folders = path.slice(0, path.lastIndexOf('/') + 1);
  const haystack = `${host}${folders}`.toLowerCase();
  return markers.some((marker) => marker !== '' && haystack.includes(marker.toLowerCase()));
}

const kindByExtension = new Map<string, FileKind>([
  ...imageExtensions.map((ext) => [ext, 'image'] as const),
  ...videoExtensions.map((ext) => [ext, 'video'] as const),
  ...audioExtensions.map((ext) => [ext, 'audio'] as const),
  ...newTabExtensions.map((ext) => [ext, 'newTab'] as const),
  ...refusedExtensions.map((ext) => [ext, 'txt'] as const),
]);

/** Routes a file to its preview: e-signature links first, then by extension; anything unknown goes to office. */
export function fileKind(urlOrName: string, options: FileKindOptions = {}): FileKind {
  if (isESignatureUrl(urlOrName, options.eSignatureMarkers)) return 'newTab';
  return kindByExtension.get(extensionOf(urlOrName)) ?? 'office';
}

/** On an https page an http file URL would be blocked as mixed content, so it is upgraded. */
export function forceHttps(url: string, pageIsHttps: boolean): string {
  return pageIsHttps && /^http:\/\//i.test(url) ? `https://${url.slice('http://'.length)}` : url;
}

/** An internal storage address prefix and the public one that replaces it. */
export interface StorageUrlRule {
  from: string;
  to: string;
}

/** Replaces the prefix of the first rule that matches, so internal cloud-storage URLs become public ones. */
export function rewriteStorageUrl(url: string, rules: readonly StorageUrlRule[]): string {
  const rule = rules.find((r) => r.from !== '' && url.startsWith(r.from));
  return rule ? rule.to + url.slice(rule.from.length) : url;
}
