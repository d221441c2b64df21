import type { Config } from '../../config.js';
import { LocalStorage } from './local-driver.js';
import { S3Storage } from './s3-driver.js';
import type { Storage } from './storage.js';

/** The configured driver: local files (the default) or an S3-compatible object store. */
export function createStorage(config: Config): Storage {
  const s = config.storage;
  return s.driver === 's3' ? new S3Storage(s) : new LocalStorage(s.root);
}
