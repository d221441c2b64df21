import { fileTypeFromBuffer } from 'file-type';

/**
 * The types a user may upload: extension → the content type served, and the formats its bytes may be
 * detected as (file-type's extension names). "text" means no signature, valid UTF-8, no NUL bytes.
 */
const allowed: Record<string, { mime: string; detected: readonly string[] }> = {
  png: { mime: 'image/png', detected: ['png'] },
  jpg: { mime: 'image/jpeg', detected: ['jpg'] },
  jpeg: { mime: 'image/jpeg', detected: ['jpg'] },
  gif: { mime: 'image/gif', detected: ['gif'] },
  webp: { mime: 'image/webp', detected: ['webp'] },
  bmp: { mime: 'image/bmp', detected: ['bmp'] },
  pdf: { mime: 'application/pdf', detected: ['pdf'] },
  ofd: { mime: 'application/ofd', detected: ['zip'] },
  doc: { mime: 'application/msword', detected: ['cfb'] },
  xls: { mime: 'application/vnd.ms-excel', detected: ['cfb'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', detected: ['cfb'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['docx', 'zip'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detected: ['xlsx', 'zip'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    detected: ['pptx', 'zip'],
  },
  zip: { mime: 'application/zip', detected: ['zip'] },
  rar: { mime: 'application/vnd.rar', detected: ['rar'] },
  '7z': { mime: 'application/x-7z-compressed', detected: ['7z'] },
  txt: { mime: 'text/plain; charset=utf-8', detected: ['text'] },
  csv: { mime: 'text/csv; charset=utf-8', detected: ['text'] },
  mp3: { mime: 'audio/mpeg', detected: ['mp3'] },
  wav: { mime: 'audio/wav', detected: ['wav'] },
  mp4: { mime: 'video/mp4', detected: ['mp4', 'm4v', 'mov'] },
  mov: { mime: 'video/quicktime', detected: ['mov', 'mp4'] },
  avi: { mime: 'video/x-msvideo', detected: ['avi'] },
  flv: { mime: 'video/x-flv', detected: ['flv'] },
  mpg: { mime: 'video/mpeg', detected: ['mpg'] },
  '3gp': { mime: 'video/3gpp', detected: ['3gp', 'mp4'] },
  mkv: { mime: 'video/x-matroska', detected: ['mkv', 'webm'] },
  asf: { mime: 'video/x-ms-asf', detected: ['asf'] },
  swf: { mime: 'application/x-shockwave-flash', detected: ['swf'] },
  rm: { mime: 'application/vnd.rn-realmedia', detected: ['rm'] },
  rmvb: { mime: 'application/vnd.rn-realmedia-vbr', detected: ['rm'] },
};

/** Served inline; anything else downloads, so an uploaded file can never render as a page. */
const inlinePrefixes = ['image/', 'video/', 'audio/', 'application/pdf', 'text/plain'];

export function extensionOf(fileName: string): string {
  const i = fileName.lastIndexOf('.');
  return i < 0 ? '' : fileName.slice(i + 1).toLowerCase();
}

export function contentTypeFor(ext: string): string {
  return allowed[ext]?.mime ?? 'application/octet-stream';
}

export function isInline(contentType: string): boolean {
  return inlinePrefixes.some((p) => contentType.startsWith(p));
}

export function isAllowedExtension(ext: string): boolean {
  return ext in allowed;
}

/** Formats file-type does not know: RealMedia and Flash signatures. */
function sniffExtra(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 4).toString('latin1');
  if (head === '.RMF') return 'rm';
  if (/^[FCZ]WS/.test(head.slice(0, 3))) return 'swf';
  return undefined;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes really are what the extension says. */
export async function contentMatches(ext: string, bytes: Buffer): Promise<boolean> {
  const rule = allowed[ext];
  if (!rule) return false;
  const detected = (await fileTypeFromBuffer(bytes))?.ext ?? sniffExtra(bytes);
  if (rule.detected.includes('text')) return detected === undefined && isPlainText(bytes);
  return detected !== undefined && rule.detected.includes(detected);
}
