import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockPgliteDirectory } from './pglite-lock.js';

let folder: string;
let directory: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rent-lock-'));
  directory = join(folder, 'pglite');
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the PGlite directory lock', () => {
  it('is held by one holder at a time and released on close', async () => {
    const lock = lockPgliteDirectory(directory);
    expect((await readFile(`${directory}.lock`, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    expect(() => lockPgliteDirectory(directory)).toThrow(DatabaseInUseError);
    lock.release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
    lockPgliteDirectory(directory).release();
  });

  it('names the holder and says what to do', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(`${directory}.lock`, `${holder.pid}\nelsewhere\n`);
      expect(() => lockPgliteDirectory(directory)).toThrow(DatabaseInUseError);
      expect(() => lockPgliteDirectory(directory)).toThrow(`in use by process ${holder.pid}`);
      expect(() => lockPgliteDirectory(directory)).toThrow(
        'stop the api first, or use DATABASE_URL',
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose process has ended', async () => {
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    await writeFile(`${directory}.lock`, `${ended.pid}\nhere\n`);
    const lock = lockPgliteDirectory(directory);
    expect((await readFile(`${directory}.lock`, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that another process has taken since', async () => {
    const lock = lockPgliteDirectory(directory);
    await writeFile(`${directory}.lock`, `${process.ppid}\nelsewhere\n`);
    lock.release();
    expect(existsSync(`${directory}.lock`)).toBe(true);
  });
});
