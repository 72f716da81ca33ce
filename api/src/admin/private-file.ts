// Files the CLI writes with personal or payout data: readable by their owner only, and never
// written over by chance.
import { stat, writeFile } from 'node:fs/promises';
import { CommandError } from './command.js';

/** The file name `--out` asks for, '' when it is not given; an empty one is refused. */
export function requestedOutput(out: unknown): string {
  const requested = typeof out === 'string' ? out.trim() : '';
  if (out !== undefined && requested === '') throw new CommandError('--out needs a file name');
  return requested;
}

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
}

/** Writes `content` mode 0600; an existing file is replaced only with `force`. */
export async function save(target: string, content: Buffer | string, force: boolean) {
  try {
    await writeFile(target, content, { flag: force ? 'w' : 'wx', mode: 0o600 });
  } catch (error) {
    const reasons: Record<string, string> = {
      EEXIST: 'already exists; choose another file, or add --force',
      ENOENT: 'cannot be written: its folder does not exist',
      ENOTDIR: 'cannot be written: its folder does not exist',
      EISDIR: 'is a folder; name a file',
      EACCES: 'cannot be written: permission denied',
      EROFS: 'cannot be written: the file system is read-only',
    };
    const reason = reasons[codeOf(error)];
    if (reason) throw new CommandError(`${target} ${reason}. Nothing was exported.`);
    throw error;
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
