import { extensionOf } from '@console/domain/file-kind';

/** Spec: uploads are limited to a size in MB, default 10. */
export const DEFAULT_MAX_MB = 10;
/** Spec: the picture uploader accepts png, jpg, jpeg and gif. */
export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'];

export function withinSize(file: { size: number }, maxMb: number = DEFAULT_MAX_MB): boolean {
  return file.size <= maxMb * 1024 * 1024;
}

export function hasExtension(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(extensionOf(name));
}

export interface UploadItem {
  fileName: string;
  url: string;
  /** 0-100 while uploading. */
  percentage?: number;
  type?: string;
  /** Storage key, for deletion. */
  key?: string;
}
