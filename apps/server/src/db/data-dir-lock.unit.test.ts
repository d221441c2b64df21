import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lock-'));
  dirs.push(dir);
  return dir;
}

/** A process that stays alive until the test ends. */
function keepAlive(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(done.stdout);
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const lockPath = (dir: string) => path.join(dir, LOCK_FILE);

describe('lockDataDir', () => {
  it('writes our pid into DATA_DIR/console.lock and removes it on unlock', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.pid));
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]); // no temp files left
    unlock();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    unlock(); // twice is harmless
  });

  it('refuses a directory another live Node process holds, naming the directory and its pid', () => {
    const dir = tempDir();
    const other = keepAlive(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(lockPath(dir), `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`DATA_DIR ${dir} .*pid ${other.pid}`));
    expect(fs.readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(other.pid));
  });

  it('refuses a second lock of the same directory in the same process', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already open in this process/);
    unlock();
    lockDataDir(dir)();
  });

  it('takes over a lock whose process no longer runs', () => {
    const dir = tempDir();
    const pid = deadPid();
    fs.writeFileSync(lockPath(dir), `${pid}\n`);
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.pid));
    unlock();
  });

  it('takes over a lock with our own pid left by an earlier run (pids repeat after a container restart)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockPath(dir), `${process.pid}\n`);
    lockDataDir(dir)();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'on Linux, takes over a lock whose pid now belongs to a program that is not Node',
    () => {
      const dir = tempDir();
      const sleeper = keepAlive('sleep', ['60']);
      fs.writeFileSync(lockPath(dir), `${sleeper.pid}\n`);
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.pid));
      unlock();
      expect(fs.existsSync(lockPath(dir))).toBe(false);
    },
  );

  it('takes over a garbage or empty lock file once it is old', () => {
    const dir = tempDir();
    const old = new Date(Date.now() - 60_000);
    for (const garbage of ['not a pid', '']) {
      fs.writeFileSync(lockPath(dir), garbage);
      fs.utimesSync(lockPath(dir), old, old);
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(lockPath(dir), 'utf8').trim(), JSON.stringify(garbage)).toBe(String(process.pid));
      unlock();
      expect(fs.existsSync(lockPath(dir))).toBe(false);
    }
  });

  it('waits for a lock file being written instead of taking it over', async () => {
    const dir = tempDir();
    // Another server that created the lock file but has not written its pid yet (exclusive-create fallback).
    const writer = keepAlive(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       fs.writeFileSync(${JSON.stringify(lockPath(dir))}, '');
       setTimeout(() => fs.writeFileSync(${JSON.stringify(lockPath(dir))}, process.pid + '\\n'), 600);
       setTimeout(() => {}, 60000);`,
    ]);
    for (let i = 0; i < 100 && !fs.existsSync(lockPath(dir)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(fs.existsSync(lockPath(dir))).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${writer.pid}`));
  });

  it('unlock leaves a lock file that another process has taken since', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    fs.writeFileSync(lockPath(dir), '999999\n');
    unlock();
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe('999999\n');
  });

  it('lets exactly one of several processes starting at once take the lock', async () => {
    const dir = tempDir();
    const stale = deadPid();
    fs.writeFileSync(lockPath(dir), `${stale}\n`);
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 3000); }
      catch (err) { console.log(err.name); }`;
    const runs = Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise<string>((resolve) => {
        let out = '';
        child.stdout?.on('data', (d) => {
          out += d;
          if (out.includes('\n')) resolve(out.trim());
        });
        child.on('exit', () => resolve(out.trim()));
      });
    });
    const answers = await Promise.all(runs);
    expect(answers.filter((a) => a === 'locked')).toHaveLength(1);
    expect(answers.filter((a) => a === 'DataDirLockedError')).toHaveLength(5);
  }, 30_000);
});
