import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.json (and the web's no-literal-query-key plugin) are live: a file that breaks
 * one, put where the rule applies, fails `biome lint` with the rule's message, and the same import where it is
 * allowed passes.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

function lintSource(folder: string, source: string, name = `zz-lint-probe-${randomBytes(4).toString('hex')}.ts`) {
  const file = path.join(repoRoot, folder, name);
  fs.writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ['lint', '--max-diagnostics=5', path.relative(repoRoot, file)], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const lintProbe = (folder: string, importPath: string, name?: string) =>
  lintSource(folder, `import { probe } from '${importPath}';\nexport const used = probe;\n`, name);

describe('import boundaries (biome.json)', () => {
  const refused: [string, string, string][] = [
    ['apps/server/src/http', '../modules/auth/service.js', 'never import modules/'],
    ['apps/server/src/db', '../modules/orders/service.js', 'never import modules/'],
    ['apps/server/src/db/seed', '../../modules/auth/service.js', 'never import modules/'],
    ['apps/server/src/modules/tasks', '../../testing/app.js', 'Only tests and test factories import testing/'],
    ['apps/server/src/http', '../testing/factories.js', 'Only tests and test factories import testing/'],
    ['packages/domain/src', '../../../apps/server/src/app.js', 'imports nothing of them'],
    ['apps/server/src/realtime', '../modules/chat/service.js', 'never import modules/'],
    ['apps/server/src/modules/tasks', '../orders/service.js', 'only through its named service'],
    ['apps/server/src/modules/chat', '../system/user-service.js', 'only through its named service'],
    ['apps/server/src/modules/orders', '../lists/service.js', 'only through its named service'],
    ['apps/web/src/lib', '../features/chat/i18n', 'never import features/, layout/ or app/'],
    ['apps/web/src/components', '../app/query-client', 'never import features/, layout/ or app/'],
    ['apps/web/src/components/client', '../../layout/navbar', 'never import features/, layout/ or app/'],
    ['apps/web/src/layout', '../app/page-registry', 'never imports app/ or features/'],
    ['apps/web/src/layout', '../features/auth/api/sign-out', 'never imports app/ or features/'],
    ['apps/web/src/features/chat', '../notices/i18n', 'Features never import each other'],
    [
      'apps/web/src/features/chat/components',
      '../../notices/components/notice-bell',
      'Features never import each other',
    ],
    ['apps/web/src/features/client/tasks', '../orders/i18n', 'Features never import each other'],
    ['apps/web/src/features/client/tasks/pages', '../../orders/i18n', 'Features never import each other'],
    ['apps/web/src/features/client/tasks/pages', '../../../chat/i18n', 'Features never import each other'],
    ['apps/web/src/features/chat', '../../freelancer-app/session', 'nor the freelancer app'],
    ['apps/web/src/features/client/tasks/pages', '../../../../freelancer-app/chat', 'nor the freelancer app'],
    ['apps/web/src/lib/chat', '../../freelancer-app/session', 'nor freelancer-app/'],
    ['apps/web/src/layout', '../freelancer-app/freelancer-app', 'never imports app/ or features/, nor freelancer-app/'],
    ['apps/web/src/freelancer-app', '../features/chat/i18n', 'The freelancer app (/m/) is an app of its own'],
    ['apps/web/src/freelancer-app/pages', '../../features/client/orders/i18n', 'is an app of its own'],
    ['apps/web/src/freelancer-app/components', '../../app/antd-locale', 'is an app of its own'],
    ['apps/web/src/freelancer-app/pages', '../../layout/navbar', 'is an app of its own'],
  ];
  for (const [folder, importPath, message] of refused) {
    it(`refuses ${importPath} in ${folder}`, () => {
      const result = lintProbe(folder, importPath);
      expect(result.failed, result.output).toBe(true);
      expect(result.output).toContain('noRestrictedImports');
      expect(result.output).toContain(message);
    });
  }

  it("lets a module use another's named service, and its own files and the layers below", () => {
    for (const importPath of [
      '../exports/registry.js',
      '../auth/service.js',
      '../lists/standing.js',
      '../notices/service.js',
      '../system/accounts.js',
      './service.js',
      '../../http/errors.js',
    ]) {
      const result = lintProbe('apps/server/src/modules/tasks', importPath);
      expect(result.failed, `${importPath}: ${result.output}`).toBe(false);
    }
  });

  it('lets a feature (and the freelancer app) use its own files, components/ and lib/, and app/ mount the freelancer app', () => {
    for (const [folder, importPath] of [
      ['apps/web/src/features/client/tasks/pages', '../components/status-tag'],
      ['apps/web/src/features/client/tasks/pages', '../../../../components/client/use-actor'],
      ['apps/web/src/features/chat/components', '../../../lib/chat/chat-store'],
      ['apps/web/src/features/chat', './i18n'],
      ['apps/web/src/freelancer-app/pages', '../session'],
      ['apps/web/src/freelancer-app/pages', '../../lib/chat/chat-store'],
      ['apps/web/src/freelancer-app/pages', '../../components/chat/message-list'],
      ['apps/web/src/app', '../freelancer-app/freelancer-app'],
    ] as const) {
      const result = lintProbe(folder, importPath);
      expect(result.failed, `${folder} ${importPath}: ${result.output}`).toBe(false);
    }
  });

  it('refuses a query key written as an array literal anywhere in the web app, and takes one from lib/query-keys', () => {
    const query = (key: string) =>
      `import { useQuery } from '@tanstack/react-query';\nimport { queryKeys } from '../../../lib/query-keys';\n` +
      `export const probe = () => [queryKeys, useQuery({ queryKey: ${key}, queryFn: () => 1 })];\n`;
    for (const source of [
      query("['system', 'users']"),
      query("[...queryKeys.notices.console, 'unread'] as const"),
      `import type { QueryClient } from '@tanstack/react-query';\nexport const probe = (c: QueryClient) => c.invalidateQueries({ queryKey: ['system'] });\n`,
      `import type { QueryClient } from '@tanstack/react-query';\nexport const probe = (c: QueryClient) => c.setQueryData<number>(['x', 1], 2);\n`,
      `export const ordersKey = ['orders', 'list'] as const;\n`,
    ]) {
      const result = lintSource('apps/web/src/features/system/api', source);
      expect(result.failed, `${source}: ${result.output}`).toBe(true);
      expect(result.output).toContain('never an array literal');
    }
    const allowed = lintSource('apps/web/src/features/system/api', query('queryKeys.system.users.lists'));
    expect(allowed.failed, allowed.output).toBe(false);
  });

  it('refuses modal.confirm outside lib/confirm-action.ts: a confirmation is asked with useConfirmAction', () => {
    const source = `import { App } from 'antd';\nexport const useProbe = () => { const { modal } = App.useApp(); return () => modal.confirm({ title: 'x' }); };\n`;
    const refused = lintSource('apps/web/src/features/system/pages', source);
    expect(refused.failed, refused.output).toBe(true);
    expect(refused.output).toContain('never modal.confirm');
  });

  it("refuses a list's actions column written by hand: it is actionsColumn's (RowActions)", () => {
    const source = `export const columns = [{ key: 'actions', title: 'Actions', render: () => null }];\n`;
    const refused = lintSource('apps/web/src/features/system/pages', source);
    expect(refused.failed, refused.output).toBe(true);
    expect(refused.output).toContain('with actionsColumn and RowActions');
  });

  it('lets tests import what they need', () => {
    const result = lintProbe(
      'apps/server/src/http',
      '../testing/app.js',
      `zz-lint-probe-${randomBytes(4).toString('hex')}.test.ts`,
    );
    expect(result.failed, result.output).toBe(false);
  });
}, 60_000);
