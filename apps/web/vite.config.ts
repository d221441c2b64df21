import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractStyle } from '@ant-design/static-style-extract';
import react from '@vitejs/plugin-react';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

const STATIC_PREFIX = 'virtual:antd-static/';

/**
 * `import 'virtual:antd-static/Alert,Button.css'` gives the static CSS of those antd components, extracted at
 * build time. A page that renders them under `<ConfigProvider theme={{ zeroRuntime: true }}>` then spends no
 * time generating styles in the browser (the login page: antd's runtime styles were its main blocking time).
 */
function antdStaticStyle(): Plugin {
  return {
    name: 'antd-static-style',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(STATIC_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${STATIC_PREFIX}`)) return undefined;
      const includes = id
        .slice(STATIC_PREFIX.length + 1)
        .replace(/\.css$/, '')
        .split(',');
      const css = extractStyle({
        includes,
        // Unhashed selectors, so they match whatever hash class the runtime provider gives the components.
        customTheme: (node) => createElement(ConfigProvider, { theme: { hashed: false } }, node),
      });
      // The extractor's own token variables are scoped to a class the app never uses; the app's provider sets them.
      return css.replace(/\.css-var-[\w-]+\{[^}]*\}/g, '');
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

export default defineConfig({
  plugins: [antdStaticStyle(), react(), gzipAssets()],
  server: { proxy: { '/interface': { target: apiTarget, changeOrigin: true, ws: true } } },
  build: { chunkSizeWarningLimit: 1500 },
});
