import { USER_TYPE } from '@console/domain/enums';
import { CHAT_IMAGE_PATH } from '@console/domain/schemas/chat';
import type { UploadedFile } from '@console/domain/schemas/file';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fileObject } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import { contentMatches, contentTypeFor, extensionOf, isAllowedExtension } from './file-types.js';
import { cleanFileName, objectKey, subPathPattern } from './object-key.js';
import type { Storage, StoredObject } from './storage.js';

/** Who an upload belongs to: a console user and their enterprise, a freelancer, or the platform (all null). */
export interface Uploader {
  userId: number | null;
  enterpriseId: number | null;
  freelancerId?: number | null;
}

/** The side of a conversation a chat image must come from: the sender's enterprise, or the freelancer. */
export type ImageOwner = { enterpriseId: number } | { freelancerId: number };

/** Uploads checked by size and by content, recorded with their owner, and served back by key. */
export class StorageService {
  constructor(
    private readonly db: Db,
    readonly storage: Storage,
    private readonly config: Config,
  ) {}

  urlOf(key: string): string {
    const path = `/interface/files/${key.split('/').map(encodeURIComponent).join('/')}`;
    return `${this.config.filePublicBaseUrl ?? ''}${path}`;
  }

  /** Stores one file for a console user, a freelancer or the platform. */
  async upload(p: Uploader, originalName: string, bytes: Buffer, subPath: string | undefined): Promise<UploadedFile> {
    if (subPath !== undefined && !subPathPattern.test(subPath)) throw badRequest('uploadPathInvalid');
    if (bytes.length > this.config.uploadMaxBytes) throw new AppError(413, 'tooLarge', { n: this.config.uploadMaxMb });
    if (bytes.length === 0) throw badRequest('uploadMissing');
    const fileName = cleanFileName(originalName);
    const ext = extensionOf(fileName);
    if (!isAllowedExtension(ext)) throw badRequest('uploadTypeDenied', { type: ext || '?' });
    if (!(await contentMatches(ext, bytes))) throw badRequest('uploadTypeMismatch', { ext });
    const key = objectKey(this.config.storagePrefix, fileName, subPath);
    const contentType = contentTypeFor(ext);
    await this.storage.put(key, bytes, contentType);
    try {
      await this.db.insert(fileObject).values({
        objectKey: key,
        fileName,
        contentType,
        size: bytes.length,
        driver: this.storage.driver,
        uploadedBy: p.userId,
        enterpriseId: p.enterpriseId,
        freelancerId: p.freelancerId ?? null,
      });
    } catch (err) {
      // No row, no file: never leave bytes behind that nothing points to.
      await this.storage.delete(key).catch(() => {});
      throw err;
    }
    return { url: this.urlOf(key), fileName, size: bytes.length, key, contentType };
  }

  /**
   * Whether a link is a chat image the sender's side may send: our URL, a PNG or JPEG object under the chat/image
   * path, uploaded by the sender's enterprise or by the freelancer themself (never another party's upload).
   */
  isChatImage(url: string, owner: ImageOwner): Promise<boolean> {
    return this.isStoredImage(url, ['image/png', 'image/jpeg'], CHAT_IMAGE_PATH, owner);
  }

  /**
   * Whether a link is an image stored here: our URL, an object of one of these types (under `subPath` if given,
   * and uploaded by `owner` if given).
   */
  async isStoredImage(
    url: string,
    contentTypes: readonly string[],
    subPath?: string,
    owner?: ImageOwner,
  ): Promise<boolean> {
    const key = this.keyOf(url);
    if (key === null || (subPath && !key.includes(`/${subPath}/`))) return false;
    const row = await this.db.query.fileObject.findFirst({
      where: eq(fileObject.objectKey, key),
      columns: { contentType: true, enterpriseId: true, freelancerId: true },
    });
    if (!row || !contentTypes.includes(row.contentType)) return false;
    if (!owner) return true;
    return 'enterpriseId' in owner ? row.enterpriseId === owner.enterpriseId : row.freelancerId === owner.freelancerId;
  }

  /** The object key of one of our file URLs; null for any other link. */
  private keyOf(url: string): string | null {
    const prefix = this.urlOf('');
    if (!url.startsWith(prefix)) return null;
    try {
      const key = url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
      return key.includes('\u0000') ? null : key;
    } catch {
      return null;
    }
  }

  /**
   * Deletes a chat image (a recalled message's): its bytes, then its record. Any other link, or a file outside the
   * chat image path, is left alone.
   */
  async removeChatImage(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key === null || !key.includes(`/${CHAT_IMAGE_PATH}/`)) return;
    const row = await this.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, key) });
    if (!row) return;
    await this.storage.delete(key);
    await this.db.delete(fileObject).where(eq(fileObject.id, row.id));
  }

  async open(key: string): Promise<{ object: StoredObject; fileName: string; contentType: string } | null> {
    const row = await this.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, key) });
    if (!row) return null;
    const object = await this.storage.get(key);
    return object ? { object, fileName: row.fileName, contentType: row.contentType } : null;
  }

  /**
   * Only the uploader, or staff, may delete a file. The bytes go first: if the store fails, the record stays
   * and the delete can be retried, rather than leaving bytes behind that nothing points to.
   */
  async remove(p: Principal, key: string): Promise<void> {
    const row = await this.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, key) });
    if (!row || (p.userType !== USER_TYPE.system && row.uploadedBy !== p.userId)) throw notFound();
    await this.storage.delete(key);
    await this.db.delete(fileObject).where(eq(fileObject.id, row.id));
  }
}
