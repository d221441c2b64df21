/**
 * What each page loads before its first content, read from the build's manifest (apps/web/dist/.vite/manifest.json,
 * `build.manifest` in vite.config.ts): the entry with its static imports, then the dynamic imports the page's
 * first render waits for (the console's chunk, the menu's request code, the page and its first data), each with its
 * static imports; every file counted once, gzipped at level 9 as the server's pre-compressed files are.
 *
 * `node --import tsx apps/web/bench/first-load.ts [dist]` prints the table; e2e/specs/bundle-budget.spec.ts holds the
 * budgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The modules (manifest keys: sources relative to apps/web) each measured page waits for before its first content,
 * on a phone (Lighthouse's mobile screen) unless named otherwise.
 */
export const FIRST_LOADS: Record<string, string[]> = {
  login: ['index.html'],
  dashboard: [
    'index.html',
    'src/app/signed-in-app.tsx',
    'src/features/auth/api/get-menu.ts',
    'src/features/dashboard/pages/dashboard-page.tsx',
    'src/features/dashboard/api/get-summary.ts',
  ],
  'order list': [
    'index.html',
    'src/app/signed-in-app.tsx',
    'src/features/auth/api/get-menu.ts',
    'src/features/client/orders/pages/order-list-page.tsx',
    'src/features/client/orders/api/get-orders.ts',
  ],
  // Above the mobile breakpoint a list also loads antd's Table (lib/list/list-table.tsx); below it, cards.
  'order list, desktop': [
    'index.html',
    'src/app/signed-in-app.tsx',
    'src/features/auth/api/get-menu.ts',
    'src/features/client/orders/pages/order-list-page.tsx',
    'src/features/client/orders/api/get-orders.ts',
    'src/lib/list/list-table-wide.tsx',
  ],
  // The other two apps share much of the console's code: the console's chunk plan (apps/web/build/chunk-plan.ts)
  // must not make them load the console's.
  'freelancer app': ['index.html', 'src/freelancer-app/freelancer-app.tsx'],
  'onboarding app': ['index.html', 'src/app/onboarding-app.tsx'],
};

export const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

export function readManifest(dist = defaultDist): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
export function gzipSize(dist: string, file: string): number {
  const key = path.join(dist, file);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(key), { level: 9 }).length;
    gzipCache.set(key, size);
  }
  return size;
}

export interface FirstLoad {
  js: { file: string; gzip: number }[];
  css: { file: string; gzip: number }[];
  jsBytes: number;
  cssBytes: number;
}

/** The files the given modules and their static imports load, each once. */
export function firstLoad(modules: string[], manifest: Manifest, dist = defaultDist): FirstLoad {
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed or moved? see first-load.ts)`);
    chunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const js = [...chunks].map((key) => (manifest[key] as ManifestChunk).file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  const sized = (files: string[]) =>
    files.map((file) => ({ file, gzip: gzipSize(dist, file) })).sort((a, b) => b.gzip - a.gzip);
  const result = { js: sized(js), css: sized(css) };
  const sum = (list: { gzip: number }[]) => list.reduce((n, f) => n + f.gzip, 0);
  return { ...result, jsBytes: sum(result.js), cssBytes: sum(result.css) };
}

/** Every built JS and CSS file with its gzip size, largest first. */
export function builtFiles(dist = defaultDist): { file: string; gzip: number }[] {
  return readdirSync(path.join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ file: `assets/${f}`, gzip: gzipSize(dist, `assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : defaultDist;
  const manifest = readManifest(dist);
  for (const [page, modules] of Object.entries(FIRST_LOADS)) {
    const load = firstLoad(modules, manifest, dist);
    console.log(
      `${page}: JS ${kb(load.jsBytes)} KB in ${load.js.length} files, CSS ${kb(load.cssBytes)} KB in ${load.css.length} files, total ${kb(load.jsBytes + load.cssBytes)} KB gzip`,
    );
    if (process.env.VERBOSE)
      for (const f of [...load.js, ...load.css]) console.log(`   ${kb(f.gzip).padStart(6)} ${f.file}`);
  }
  const files = builtFiles(dist);
  console.log(`largest built files (of ${files.length}):`);
  for (const f of files.slice(0, Number(process.env.TOP ?? 10))) console.log(`   ${kb(f.gzip).padStart(6)} ${f.file}`);
}
