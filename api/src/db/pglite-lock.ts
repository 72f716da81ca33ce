// PGlite is PostgreSQL inside one process: a second process opening the same directory does not
// wait or fail, it corrupts the data. Every process that opens a PGlite directory (the api, the
// admin CLI) therefore first takes `<directory>.lock`, holding its pid; a lock whose process is
// gone is stale and taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export class DatabaseInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The PGlite database in ${directory} is in use by process ${holderPid} (most likely the ` +
        `api). PGlite serves one process at a time: stop the api first, or use DATABASE_URL ` +
        `(PostgreSQL). If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface PgliteLock {
  release(): void;
}

export function lockPgliteDirectory(directory: string): PgliteLock {
  const lockFile = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockFile)) return { release: () => releaseIfOurs(lockFile) };
    const holder = holderOf(lockFile);
    if (holder !== undefined && isRunning(holder)) {
      throw new DatabaseInUseError(directory, holder, lockFile);
    }
    removeQuietly(lockFile);
  }
  throw new Error(`Could not lock ${directory}: ${lockFile} keeps reappearing`);
}

function tryCreate(lockFile: string): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(lockFile, 'wx', 0o600);
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    writeSync(descriptor, `${process.pid}\n${hostname()}\n`);
  } finally {
    closeSync(descriptor);
  }
  return true;
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return hasCode(error, 'EPERM');
  }
}

function releaseIfOurs(lockFile: string) {
  if (holderOf(lockFile) === process.pid) removeQuietly(lockFile);
}

function removeQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
