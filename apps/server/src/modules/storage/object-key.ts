import { randomBytes } from 'node:crypto';
import { monthStamp } from '@console/domain/stamps';

/** Upload sub-paths: up to three segments of letters, digits, - and _ (e.g. chat/image, feedback). */
export const subPathPattern = /^[A-Za-z0-9_-]{1,32}(\/[A-Za-z0-9_-]{1,32}){0,2}$/;

/** The file name as stored: commas stripped, no path or control characters, at most 100 chars. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control and format characters go too: a right-to-left override makes "invoice\u202Efdp.png" read
  // "invoicegnp.pdf", and zero-width ones make two names that look the same differ.
  const cleaned = base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp},<>:"|?*#%]/gu, '').trim();
  return cleaned.slice(-100) || 'file';
}

/**
 * prefix/yyyyMM[/subPath]/name_timestamp+random.ext: the spec's key with a random tail (docs/spec-decisions.md),
 * which makes keys unguessable, since files are served by key to anyone who has the link (office viewers included).
 */
export function objectKey(prefix: string, fileName: string, subPath: string | undefined, now = new Date()): string {
  const month = monthStamp(now);
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot > 0 ? fileName.slice(dot) : '';
  const stamp = `${now.getTime()}${randomBytes(6).toString('hex')}`;
  return [prefix, month, subPath, `${stem}_${stamp}${ext.toLowerCase()}`].filter(Boolean).join('/');
}
