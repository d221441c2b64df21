import { z } from 'zod';

/** How long a stored link may be. */
export const FILE_URL_MAX = 1000;

/**
 * A link to a file a user attached: http(s), or a path on this server (the uploader answers /interface/files/…).
 * Never javascript:, data: or a protocol-relative //host link. One rule for task attachments, delivery files,
 * feedback images and article links.
 */
export const FileUrl = z
  .string()
  .trim()
  .max(FILE_URL_MAX)
  .regex(/^(https?:\/\/|\/(?!\/))\S*$/i, { message: 'fileUrlInvalid' });

/** A file attached to a record: its shown name and its link. */
export const Attachment = z.object({
  fileName: z.string().trim().min(1).max(255),
  url: FileUrl.pipe(z.string().min(1)),
});
export type Attachment = z.infer<typeof Attachment>;

/** An attachment as answers carry it (what was stored, unchecked again). */
export const StoredAttachment = z.object({ fileName: z.string(), url: z.string() });

/** POST /files/upload answers where the stored file is and what it is. */
export const UploadedFile = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  key: z.string(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
