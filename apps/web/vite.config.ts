import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createCache, extractStyle as cssOfCache, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle } from '@ant-design/static-style-extract';
import react from '@vitejs/plugin-react';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { build, defineConfig, type Plugin } from 'vite';
import { antdPatches } from './build/antd-patches';
import { type ChunkPlan, CONSOLE_FRAME, chunkGroups, planChunks } from './build/chunk-plan';
import { CONFIG_TIMEOUT_MS } from './src/lib/config-timing';
import { earlyConfigScript, earlyPlan, startEarlyRequests } from './src/lib/http/early-requests';
import { REFRESH_THRESHOLD_MS } from './src/lib/http/token-timing';
import { zh } from './src/lib/i18n/zh';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

const STATIC_PREFIX = 'virtual:antd-static/';

/** antd's style folders and the components whose render gives their whole CSS (folders absent here have none). */
const ANTD_STYLE_COMPONENTS: Record<string, string> = Object.fromEntries(
  [
    'affix alert anchor app avatar badge breadcrumb button calendar card carousel cascader checkbox collapse',
    'color-picker date-picker descriptions divider drawer dropdown empty flex float-button form image input-number',
    'input layout list mentions menu modal pagination popconfirm popover progress qr-code radio rate result',
    'segmented select skeleton slider space spin splitter statistic steps switch table tabs tag timeline tooltip',
    'tour transfer tree-select tree typography upload',
  ]
    .join(' ')
    .split(' ')
    .map((dir) => [
      dir,
      dir === 'qr-code' ? 'QRCode' : dir.replace(/(^|-)([a-z])/g, (_, _d, c: string) => c.toUpperCase()),
    ])
    .concat([
      ['grid', 'Row,Col'],
      ['message', 'message'],
      ['notification', 'notification'],
    ]),
);

/** The style names (the first part of a style's cache path) a component's render registers as its own. */
const styleNamesOf = (component: string): string[] =>
  ({
    Row: ['Grid'],
    Col: ['Grid'],
    message: ['Message'],
    notification: ['Notification'],
    // the click wave has no style module of its own; Input draws Space.Compact for its groups
    Button: ['Button', 'Wave'],
    Checkbox: ['Checkbox', 'Wave'],
    Radio: ['Radio', 'Wave'],
    Switch: ['Switch', 'Wave'],
    Input: ['Input', 'Space'],
  })[component] ?? [component];

/** Styles every antd component shares (its reset, the icons'): one sheet for the whole app, `_shared`. */
const SHARED_STYLE = /^style%%(Shared|ant-design-icons)%/;

/**
 * The static CSS of some antd components, rendered once at build time without hashes (so it matches whatever hash
 * class the runtime provider gives them). Only each component's own styles: the components it draws inside (a
 * table's spinner and pager) come with their own style modules, and the shared reset with `_shared`, so no rule
 * is sent twice.
 */
function staticStyleOf(names: string[]): string {
  const shared = names[0] === '_shared';
  const cache = createCache();
  extractStyle({
    includes: shared ? ['Button'] : names,
    customTheme: (node) =>
      createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: { hashed: false } }, node)),
  });
  const own = names.flatMap(styleNamesOf);
  const keep = (key: string) =>
    shared ? SHARED_STYLE.test(key) : own.some((name) => key.startsWith(`style%%${name}-`));
  const picked = createCache();
  for (const [key, value] of cache.cache) if (keep(key)) picked.cache.set(key, value);
  // The cache-path map cssinjs appends is for hydrating server-rendered styles; nothing here reads it.
  return cssOfCache(picked, { plain: true, types: ['style'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
}

/**
 * `import 'virtual:antd-static/Alert,Button.css'` gives the static CSS of those antd components, extracted at
 * build time. A page that renders them under `<ConfigProvider theme={{ zeroRuntime: true }}>` then spends no
 * time generating styles in the browser (the login page: antd's runtime styles were its main blocking time).
 */
function antdStaticStyle(): Plugin {
  return {
    name: 'antd-static-style',
    enforce: 'pre',
    // Each antd component's style module brings the component's static CSS with it, so the CSS lands in the chunk
    // that holds the component and loads with it (per chunk, not one sheet of every component up front).
    transform(code, id) {
      const dir = /\/node_modules\/antd\/es\/([a-z-]+)\/style\/index\.js$/.exec(id)?.[1];
      const names = dir ? ANTD_STYLE_COMPONENTS[dir] : undefined;
      if (!names) return undefined;
      return { code: `import '${STATIC_PREFIX}${names}.css';\n${code}`, map: null };
    },
    resolveId(id) {
      return id.startsWith(STATIC_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${STATIC_PREFIX}`)) return undefined;
      const names = id
        .slice(STATIC_PREFIX.length + 1)
        .replace(/\.css$/, '')
        .split(',');
      return staticStyleOf(names);
    },
  };
}

/**
 * Writes a .gz beside each built asset, for servers that send pre-compressed files. It reads the files as
 * written: in generateBundle the chunks still hold markers Vite replaces later (e.g. its preload helper).
 */
function gzipAssets(): Plugin {
  return {
    name: 'gzip-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const source = readFileSync(join(dir, fileName));
        if (source.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * What index.html shows until the app's first render: the product's name under a spinner, drawn by the HTML and
 * the CSS alone. A signed-in page used to paint nothing before its scripts, the console's chunk and the menu had
 * all arrived (its first contentful paint came seconds after the HTML); the app then draws over it.
 */
const appLoading =
  '<div class="app-loading" role="status"><span class="page-loading-spinner" aria-hidden="true"></span>' +
  `<span class="app-loading-brand">${escapeHtml(zh.brand)}</span></div>`;

function appLoadingScreen(): Plugin {
  return {
    name: 'app-loading-screen',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error('app-loading-screen: index.html has no empty #root');
      return html.replace(root, `<div id="root">${appLoading}</div>`);
    },
  };
}

/** Where the app's API is (lib/config.ts's appConfig.apiBase). */
const API_BASE = '/interface/';

/** The key the signed-in session is saved under in local storage (lib/session.ts, lib/storage.ts's prefix). */
const SESSION_KEY = 'session';

/**
 * Script text that preloads files (CSS as style preloads, JS as module preloads) four links a task: each link's
 * fetch starts on the main thread (1-2 ms a link), and eighty links at once were a 40 ms task on the idle machine,
 * eight a 12-16 ms one.
 */
const preloadInBatches = (files: string[]) =>
  '(function(d,a){(function n(at){a.slice(at,at+4).forEach(function(u){var l=d.createElement("link");' +
  'if(/\\.css$/.test(u)){l.rel="preload";l.as="style"}else l.rel="modulepreload";' +
  'l.crossOrigin="";l.href=u;d.head.appendChild(l)});if(at+4<a.length)setTimeout(function(){n(at+4)},0)})(0)})' +
  `(document,${JSON.stringify(files)});`;

/**
 * app/page-registry.ts read as text: each console page's module and the modules of the pages' first data, by the
 * menu's component key without '/index', as source paths relative to the web app (the build manifest's keys).
 */
function registeredPages(): { key: string; source: string }[] {
  const registry = readFileSync(new URL('./src/app/page-registry.ts', import.meta.url), 'utf8');
  const pages = [
    ...registry.matchAll(/'([^']+)\/index':\s*(?:lazyPage|\(\)\s*=>\s*loadChunk)\(\(\)\s*=>\s*import\('([^']+)'\)/g),
  ].map(([, key, module]) => {
    const base = join('src/app', module as string).replaceAll('\\', '/');
    const source = [`${base}.tsx`, `${base}.ts`].find((candidate) => existsSync(join(import.meta.dirname, candidate)));
    if (!source) throw new Error(`page-registry.ts: ${module} is no source file`);
    return { key: key as string, source };
  });
  if (pages.filter(({ key }) => key === 'dashboard').length < 2) {
    throw new Error('page-registry.ts no longer reads as expected (the dashboard page and its data)');
  }
  return pages;
}

/**
 * The script that fetches a signed-in console page's first screen early: the console's chunk, the menu's request
 * code and, for the page at the URL, its chunk and its first data's code (the keys guessed from the path as
 * `prefetchPage` in app/page-registry.ts does), each with its static imports and CSS, minus what the entry loads.
 * The app would request the same files one dynamic import after another (entry → console → page), each waiting
 * for the one before to arrive and run; preloaded, they arrive together and the imports find them there (Vite's
 * preload helper skips a file that already has a link). Nothing runs early: modulepreload only fetches and parses.
 * One script per page (by the menu's component key without '/index'; '' for any other page: the shell only), so a
 * page downloads its own list, not every page's.
 */
function consolePreloadScripts(dir: string): Map<string, string> {
  type Chunk = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      if (into.has(key)) return;
      if (!manifest[key]) throw new Error(`console-preload: ${key} is not in the build's manifest`);
      into.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return into;
  };
  const entry = closure(['index.html']);
  const filesOf = (keys: string[]) => {
    const chunks = [...closure(keys)].filter((key) => !entry.has(key));
    const js = chunks.map((key) => `/${manifest[key]?.file}`);
    const css = chunks.flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`);
    const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`));
    return [...new Set([...js, ...css.filter((file) => !entryCss.has(file))])];
  };
  const pages = new Map<string, string[]>();
  for (const { key, source } of registeredPages()) {
    if (!manifest[source]) throw new Error(`console-preload: ${source} is not in the build's manifest`);
    pages.set(key, [...(pages.get(key) ?? []), source]);
  }
  const shell = CONSOLE_FRAME;
  const script = (files: string[]) => `${preloadInBatches(files)}\n`;
  const scripts = new Map([['', script(filesOf(shell))]]);
  for (const [key, modules] of pages) scripts.set(key, script(filesOf([...shell, ...modules])));
  return scripts;
}

/**
 * The boot script's start on a console page (`k`: the page's key, declared before it): the menu and the page's
 * first data asked for at once (startEarlyRequests, lib/http/early-requests.ts), before the app's entry is even
 * requested, so the app's own request always comes after them.
 */
function earlyRequestsScript(): string {
  const plan = earlyPlan({
    apiBase: API_BASE,
    sessionKey: `console-${SESSION_KEY}`,
    languageKey: 'console-language',
    refreshThresholdMs: REFRESH_THRESHOLD_MS,
  });
  return (
    'try{if(!/^\\/(login|m)(\\/|$)/.test(location.pathname))' +
    // its source as built for the config, without the indentation (no string in it spans lines)
    `(${startEarlyRequests.toString().replace(/\n\s+/g, '\n')})(${JSON.stringify(plan)},k,location.search)}catch(e){}\n`
  );
}

/**
 * Writes login.html: index.html with the login page's first screen already in #root (the brand panel and the card's
 * heading, in the default language, with the classes of the login page's CSS, which index.html links). The server
 * sends it for /login, so the page paints before the bundle runs; React then draws the same page over it. It loads
 * the scripts only after that first screen is drawn; index.html asks for them in its head, at a low priority (below).
 */
function loginShell(): Plugin {
  return {
    name: 'login-shell',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const index = readFileSync(join(dir, 'index.html'), 'utf8');
      const t = zh.login;
      const shell =
        '<div class="login"><div class="login-brand"><div class="login-brand-inner">' +
        `<div class="login-logo" aria-hidden="true">${escapeHtml(zh.brand.slice(0, 1))}</div>` +
        `<p class="login-welcome">${escapeHtml(t.welcome)}</p><h1 class="login-title">${escapeHtml(zh.brand)}</h1>` +
        `<p class="login-slogan">${escapeHtml(t.slogan)}</p></div></div>` +
        `<div class="login-panel"><div class="login-card login-card-shell"><h2>${escapeHtml(t.title)}</h2></div></div></div>`;
      const root = `<div id="root">${appLoading}</div>`;
      if (!index.includes(root)) throw new Error('login-shell: index.html has no #root with the loading screen');
      // The stylesheet first: behind the script's many preloads it waited for a free connection (six per host),
      // and the first screen needs it, not them.
      const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(index)?.[0] ?? '';
      // The scripts are added by a deferred boot script (the page's CSP allows no inline one). On login.html it adds
      // them after the first frame: loaded beside the stylesheet, on a fast link they ran before the first frame, and
      // on a slow one they took the bandwidth the stylesheet needed for it.
      const scripts = [
        ...index.matchAll(/\s*<(?:script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?/g),
      ].map(([tag]) => tag);
      const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(index)?.[1];
      if (!entry) throw new Error('login-shell: index.html has no module script');
      const preloads = scripts.flatMap((tag) => /rel="modulepreload"[^>]*href="([^"]+)"/.exec(tag)?.[1] ?? []);
      const consoleFiles: Record<string, string> = {};
      for (const [page, script] of consolePreloadScripts(dir)) {
        // the boot script names them by their hash only (assets/console-preload-<hash>.js)
        const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
        writeFileSync(join(dir, `assets/console-preload-${hash}.js`), script);
        consoleFiles[page] = hash;
      }
      // login.html: the entry and its preloads after the first frame (its visitors have no console page to prepare).
      const addEntry = `var d=document,h=d.head,s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s);`;
      const start = `requestAnimationFrame(function(){setTimeout(function(){${addEntry}${preloadInBatches(preloads)}`;
      // index.html (the console's pages, and the other apps') asks for the entry and its imports in its head, at a
      // low priority: fetched only once this script had run, they came half a second later on a slow link; at the
      // default (high) priority they took the bandwidth the stylesheet needs for the first paint. This script runs
      // once the stylesheet is in (a deferred script waits for it) and adds the entry itself.
      // With a saved console session on a console page, the files its first screen needs are fetched beside the
      // entry's (consolePreloadScripts: the page's own list), not one dynamic import after another.
      // In a function of its own: its variables stay off the page's global scope.
      const boot =
        '(function(){' +
        earlyConfigScript(API_BASE, CONFIG_TIMEOUT_MS) +
        'var k=location.pathname.replace(/^\\/+|\\/+$/g,"").replace(/\\/index$/,"");' +
        earlyRequestsScript() +
        addEntry +
        // The path first: the login page (a new visitor's) does not read the storage here.
        `try{if(!/^\\/(login|m)(\\/|$)/.test(location.pathname)&&localStorage.getItem(${JSON.stringify(`console-${SESSION_KEY}`)})){` +
        `var m=${JSON.stringify(consoleFiles)};` +
        'var c=d.createElement("script");c.src="/assets/console-preload-"+(m[k]||m[""])+".js";h.appendChild(c)}}catch(e){}})()\n';
      const loginBoot = `${earlyConfigScript(API_BASE, CONFIG_TIMEOUT_MS)}${start}})})\n`;
      const scriptFile = (name: string, text: string) => {
        const file = `assets/${name}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`;
        writeFileSync(join(dir, file), text);
        return file;
      };
      const bootFile = scriptFile('boot', boot);
      const loginBootFile = scriptFile('boot-login', loginBoot);
      // index.html (every other page): its loading screen, the stylesheet, the boot script and the entry's preloads.
      const deferred = scripts
        .reduce((html, tag) => html.replace(tag, ''), index)
        .replace(stylesheet, '')
        .replace('</title>', `</title>${stylesheet}\n    <script defer src="/${bootFile}"></script>`);
      const modulePreloads = [entry, ...preloads]
        .map((file) => `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
        .join('');
      writeFileSync(
        join(dir, 'index.html'),
        deferred.replace(`<script defer src="/${bootFile}"></script>`, (tag) => `${tag}${modulePreloads}`),
      );
      const login = deferred
        .replace(root, `<div id="root">${shell}</div>`)
        .replace(`/${bootFile}`, `/${loginBootFile}`);
      writeFileSync(join(dir, 'login.html'), login);
      writeFileSync(join(dir, 'login.html.gz'), gzipSync(login, { level: 9 }));
    },
  };
}

/** Set for the first of a build's two passes (build/chunk-plan.ts), which writes nothing and plans no chunks. */
const PLANNING = 'CONSOLE_CHUNK_PLANNING';

/** A build with the automatic chunking, kept in memory, read for the shipped build's chunk plan. */
async function firstPass(): Promise<ChunkPlan> {
  process.env[PLANNING] = '1';
  try {
    const output = await build({
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'warn',
      build: { write: false, manifest: false },
    });
    if (!('output' in output)) throw new Error('chunk-plan: the first pass gave no single output');
    return planChunks(
      output,
      import.meta.dirname,
      registeredPages().map(({ source }) => source),
    );
  } finally {
    delete process.env[PLANNING];
  }
}

export default defineConfig(async ({ command }) => ({
  plugins: [antdStaticStyle(), antdPatches(), react(), appLoadingScreen(), loginShell(), gzipAssets()],
  server: { proxy: { '/interface': { target: apiTarget, changeOrigin: true, ws: true } } },
  // NO_MINIFY=1 keeps function names, for reading a CPU profile of the pages (docs/performance.md).
  build: {
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: what each page loads first, read by bench/first-load.ts and its budget test.
    manifest: true,
    minify: process.env.NO_MINIFY ? false : undefined,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: left to the automatic chunking it shared a chunk with antd's core that every
        // page loads, though only forms validate with it.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            ...chunkGroups(command === 'build' && !process.env[PLANNING] ? await firstPass() : undefined),
          ],
        },
      },
    },
  },
}));
