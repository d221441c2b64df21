import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { LocalStorage } from './local-driver.js';
import { S3Storage } from './s3-driver.js';

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where file bytes live. Keys are slash-separated and already validated by the caller. */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

export function createStorage(config: Config): Storage {
  const s = config.storage;
  return s.driver === 's3' ? new S3Storage(s) : new LocalStorage(s.root);
}
