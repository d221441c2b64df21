import type { UploadedFile } from '@console/domain/schemas/file';
import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { type Envelope, http } from '../http/client';

export interface UploadOptions {
  /** Sub-path under the storage prefix, e.g. 'avatar' or 'chat/image'. */
  path?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Let the caller show its own message. */
  silent?: boolean;
  /** Another upload call of the API (the freelancer page's freelancer/files/upload) and its request options. */
  url?: string;
  config?: AxiosRequestConfig;
}

/** Spec: commas are stripped from uploaded file names. */
export function stripCommas(name: string): string {
  return name.replace(/[,，]/g, '');
}

/** POST /files/upload (multipart: file, optional path), or options.url. */
export async function uploadFile(file: Blob, fileName: string, options: UploadOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, stripCommas(fileName));
  if (options.path) form.append('path', options.path);
  const res = await http.post<Envelope<UploadedFile>>(options.url ?? 'files/upload', form, {
    ...options.config,
    signal: options.signal,
    silent: options.silent,
    onUploadProgress: (e: AxiosProgressEvent) => {
      if (e.total) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    },
  });
  options.onProgress?.(100);
  return res.data.data;
}

/** DELETE /files/<key>. */
export async function deleteFile(key: string): Promise<void> {
  await http.delete(`files/${key.split('/').map(encodeURIComponent).join('/')}`);
}
