import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The real-time contract (packages/domain/src/realtime) holds only if every socket the apps open is typed by it:
 * socket.io and socket.io-client are imported by the few files that build typed servers, namespaces and sockets,
 * and everything else goes through them, so an event or a payload outside the contract does not compile. Tests
 * are free to use bare sockets (they send what no client should).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The typed wrappers: the socket.io server and its namespaces, the console's two client sockets, and the
 * call-centre service's own events socket (server to server). */
const WRAPPERS = [
  'apps/server/src/realtime/answered-events.ts',
  'apps/server/src/realtime/contract.ts',
  'apps/server/src/realtime/socket-server.ts',
  'apps/server/src/modules/callcenter/remote/remote-gateway.ts',
  'apps/server/src/modules/callcenter/remote/service-app.ts',
  'apps/web/src/lib/realtime/phone-socket.ts',
  'apps/web/src/lib/realtime/realtime-socket.ts',
  'apps/web/src/lib/realtime/typed-socket.ts',
  'apps/web/src/lib/realtime/wallboard-socket.ts',
];

const SOCKET_IMPORT = /from\s+['"]socket\.io(-client)?['"]/;

function sources(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') found.push(...sources(relative));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(relative);
  }
  return found;
}

describe('typed sockets', () => {
  // The wrappers are found by the same scan, so a scan that missed files would fail here too.
  it('imports socket.io and socket.io-client only in the typed wrappers', () => {
    const importers = [...sources('apps/server/src'), ...sources('apps/web/src')].filter((file) =>
      SOCKET_IMPORT.test(fs.readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(importers.sort()).toEqual([...WRAPPERS].sort());
  });
});
