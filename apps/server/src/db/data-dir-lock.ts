import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'console.lock';

/** The lock files this process holds. */
const held = new Set<string>();

/** How long a lock file may stay empty (created, pid not yet written) before it counts as abandoned. */
const WRITING_GRACE_MS = 2_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a crash the pid may have been reused by an unrelated program (a container restart makes that
  // likely): on Linux, the pid only counts while it runs our own executable or some Node.
  try {
    if (fs.readlinkSync(`/proc/${pid}/exe`) === fs.readlinkSync('/proc/self/exe')) return true;
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').toLowerCase().includes('node');
  } catch {
    return true; // no /proc (macOS, Windows) or not ours to read: trust the pid
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The lock file's text, or null when there is none. */
function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

const ownerOf = (text: string) => {
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/**
 * Creates the lock file holding our pid, atomically and complete: written to a private temp file and
 * hard-linked into place, so no other process ever reads it half-written. Where hard links are not
 * supported, falls back to exclusive create (a half-written file is then covered by WRITING_GRACE_MS).
 */
function tryCreate(file: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, `${process.pid}\n`);
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  try {
    const fd = fs.openSync(file, 'wx');
    try {
      fs.writeSync(fd, `${process.pid}\n`);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Removes a stale lock whose text was `seen`, without ever removing a lock another process has just taken:
 * the file is first renamed away (atomic, only one process wins), then checked; if it is no longer the
 * stale one it is put back.
 */
function removeStale(file: string, seen: string) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw err;
  }
  if (read(aside) !== seen) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // a third process locked meanwhile; it owns the directory now
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * PGlite has no lock of its own: two servers on one data directory would corrupt it. The lock file holds
 * the owner's pid; a lock left by a process that no longer runs is taken over. Answers the unlock function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(fs.realpathSync(dataDir), LOCK_FILE);
  // A lock file with our own pid is one a previous run left (pids repeat across container restarts),
  // unless this very process holds it.
  if (held.has(file)) {
    throw new DataDirLockedError(`DATA_DIR ${dataDir} is already open in this process (pid ${process.pid}).`);
  }
  const unlock = () => {
    if (!held.delete(file)) return;
    try {
      if (ownerOf(read(file) ?? '') === process.pid) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file)) {
      held.add(file);
      return unlock;
    }
    const text = read(file);
    if (text === null) continue; // released meanwhile
    const owner = ownerOf(text);
    if (owner === null) {
      // Being written right now (exclusive-create fallback), or abandoned half-written: wait, then take over.
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if (Date.now() - stat.mtimeMs < WRITING_GRACE_MS) {
        sleep(100);
        continue;
      }
    } else if (owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another console server (pid ${owner}, lock file ${file}). ` +
          'Stop it first, or start this one with another DATA_DIR.',
      );
    }
    removeStale(file, text);
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir} (lock file ${file} keeps changing)`);
}
