import { z } from 'zod';

/** GET /config: the server's settings the web needs, so one configuration drives both sides. */
export const ClientConfig = z.object({
  brandName: z.string(),
  uploadMaxMb: z.number(),
  /** prefix the file URL is appended to (encoded) to open office documents */
  officeViewerUrl: z.string(),
  /** internal storage URL prefixes and the public prefixes they are shown as */
  fileUrlRewrite: z.array(z.object({ from: z.string(), to: z.string() })),
  defaultLocale: z.enum(['zh', 'en']),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
