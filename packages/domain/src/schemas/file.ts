import { z } from 'zod';

/** POST /files/upload answers where the stored file is and what it is. */
export const UploadedFile = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  key: z.string(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
