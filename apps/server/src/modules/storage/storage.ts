import type { Readable } from 'node:stream';

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
