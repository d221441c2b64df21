import type { ClientConfig } from '@console/domain/schemas/client-config';
import { create } from 'zustand';
import { CONFIG_TIMEOUT_MS } from './config-timing';
import { withTimeout } from './with-timeout';

/** Build-time settings (Vite env), each with the default the spec implies. */
const env = import.meta.env;

/** The production build blocks developer-tool shortcuts and the context menu unless VITE_BLOCK_DEVTOOLS=false. */
export function devtoolsBlocked(build: { PROD: boolean; VITE_BLOCK_DEVTOOLS?: string }): boolean {
  return build.PROD && build.VITE_BLOCK_DEVTOOLS !== 'false';
}

export const appConfig = {
  apiBase: '/interface/',
  clientId: (env.VITE_OAUTH_CLIENT_ID as string | undefined) || 'console',
  clientSecret: (env.VITE_OAUTH_CLIENT_SECRET as string | undefined) || 'console',
  blockDevtools: devtoolsBlocked(env),
};

/** What the web uses until (or when) the server's GET /config answers. brandName '' means the translated name. */
export const defaultClientConfig: ClientConfig = {
  brandName: '',
  uploadMaxMb: 10,
  officeViewerUrl: 'https://view.officeapps.live.com/op/view.aspx?src=',
  fileUrlRewrite: [],
  defaultLocale: 'zh',
};

/** The server's settings for the web (brand, upload limit, office viewer, storage URL rewrites, locale). */
export const useClientConfig = create<ClientConfig & { loaded: boolean }>(() => ({
  ...defaultClientConfig,
  loaded: false,
}));

export function clientConfig(): ClientConfig {
  return useClientConfig.getState();
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** Keeps each field the server sent when it has the right shape, the default otherwise. */
export function mergeClientConfig(data: unknown): ClientConfig {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const rules = Array.isArray(d.fileUrlRewrite)
    ? d.fileUrlRewrite.filter(
        (r): r is { from: string; to: string } =>
          typeof r === 'object' && r !== null && isString(r.from) && r.from !== '' && isString(r.to),
      )
    : defaultClientConfig.fileUrlRewrite;
  const maxMb = Number(d.uploadMaxMb);
  return {
    brandName: isString(d.brandName) ? d.brandName.trim() : defaultClientConfig.brandName,
    uploadMaxMb: Number.isFinite(maxMb) && maxMb > 0 ? maxMb : defaultClientConfig.uploadMaxMb,
    officeViewerUrl:
      isString(d.officeViewerUrl) && d.officeViewerUrl ? d.officeViewerUrl : defaultClientConfig.officeViewerUrl,
    fileUrlRewrite: rules.map(({ from, to }) => ({ from, to })),
    defaultLocale: d.defaultLocale === 'en' ? 'en' : 'zh',
  };
}

export { CONFIG_TIMEOUT_MS };

declare global {
  interface Window {
    /** GET /interface/config as the boot script asked for it (early-requests.ts), for loadClientConfig to take. */
    __consoleConfig?: Promise<Response>;
  }
}

/** The boot script's request, used once (a later load asks itself). */
function takeEarlyConfig(): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__consoleConfig;
  if (early) window.__consoleConfig = undefined;
  return early;
}

/**
 * GET /interface/config, once at start-up (the boot script's request when there is one). The page renders
 * meanwhile with the defaults; a failure (server down, old server without the route, timeout) keeps them.
 */
export async function loadClientConfig(fetcher: typeof fetch = fetch): Promise<ClientConfig> {
  try {
    const early = takeEarlyConfig();
    const res = early
      ? await withTimeout(early, CONFIG_TIMEOUT_MS, () => new Error('config timeout'))
      : await fetcher(`${appConfig.apiBase}config`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
        });
    if (!res.ok) throw new Error(`config ${res.status}`);
    const body = (await res.json()) as { code?: unknown; data?: unknown };
    if (String(body.code) !== '200') throw new Error('config envelope');
    const config = mergeClientConfig(body.data);
    useClientConfig.setState({ ...config, loaded: true });
    return config;
  } catch {
    useClientConfig.setState({ loaded: true });
    return clientConfig();
  }
}
