/** Build-time settings (Vite env), each with the default the spec implies. */
const env = import.meta.env;

export const appConfig = {
  /** Overrides the translated brand name when set. */
  brandName: (env.VITE_BRAND_NAME as string | undefined) || undefined,
  apiBase: '/interface/',
  clientId: (env.VITE_OAUTH_CLIENT_ID as string | undefined) || 'console',
  clientSecret: (env.VITE_OAUTH_CLIENT_SECRET as string | undefined) || 'console',
  /** The production build blocks developer-tool shortcuts and the context menu unless this is 'false'. */
  blockDevtools: env.PROD && env.VITE_BLOCK_DEVTOOLS !== 'false',
  uploadMaxMb: Number(env.VITE_UPLOAD_MAX_MB ?? 10) || 10,
  officeViewerUrl:
    (env.VITE_OFFICE_VIEWER_URL as string | undefined) || 'https://view.officeapps.live.com/op/view.aspx?src=',
  /** Internal storage URL prefix → public prefix, e.g. "http://minio:9000/bucket|https://files.example.com". */
  fileUrlRewrite: (env.VITE_FILE_URL_REWRITE as string | undefined) || '',
  chunkTimeoutMs: 120_000,
};
