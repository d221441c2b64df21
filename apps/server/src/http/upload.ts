import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/** One uploaded file, read whole (the multipart plugin's size limit bounds it). */
export interface UploadedBytes {
  name: string;
  bytes: Buffer;
}

/**
 * The file of a multipart upload (field "file"; a second file is drained unread) and the optional sub-path
 * (field "path", slashes at either end trimmed). No file answers 400; so do the parser's own failures (no
 * boundary, a part cut off before its end), which are the client's; a failure with a status of its own (the size
 * limit's 413) keeps it.
 */
export async function readUpload(request: FastifyRequest): Promise<{ file: UploadedBytes; subPath?: string }> {
  if (!request.isMultipart()) throw badRequest('uploadMissing');
  let subPath: string | undefined;
  let file: UploadedBytes | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer() stops at the size limit with a 413, before the whole body is read.
        if (!file && part.fieldname === 'file') file = { name: part.filename, bytes: await part.toBuffer() };
        else part.file.resume();
      } else if (part.fieldname === 'path' && typeof part.value === 'string' && part.value.trim()) {
        subPath = part.value.trim().replace(/^\/+|\/+$/g, '');
      }
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('multipartInvalid');
  }
  if (!file) throw badRequest('uploadMissing');
  return { file, subPath };
}

/** Refuses (400) a file whose name does not end in one of the extensions (lower case, without the dot). */
export function requireExtension(file: UploadedBytes, extensions: readonly string[]): void {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!extensions.includes(ext)) throw badRequest('uploadTypeDenied', { type: ext || '?' });
}
