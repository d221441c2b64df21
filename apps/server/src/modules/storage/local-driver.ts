import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredObject } from './storage.js';

/** Files on the local disk under DATA_DIR/files; written to a temp name first, then renamed into place. */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`key outside storage root: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const full = this.pathOf(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      const handle = await fs.open(tmp, 'w');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, full);
    } catch (err) {
      // A failed write (disk full, …) leaves no partial temp file behind.
      await fs.rm(tmp, { force: true }).catch(() => {});
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const full = this.pathOf(key);
    try {
      const stat = await fs.stat(full);
      if (!stat.isFile()) return null;
      return { body: createReadStream(full), size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
