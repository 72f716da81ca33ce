import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function sourceFiles(source: string): Promise<string[]> {
  if (!(await stat(source)).isDirectory()) return [source];
  const names = await readdir(source, { recursive: true });
  return names
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(source, name));
}

/** True when `output` exists and is newer than every TypeScript source (files or folders) given. */
export async function isNewerThanSources(
  output: string,
  sources: readonly string[],
): Promise<boolean> {
  const built = await stat(output).catch(() => null);
  if (!built) return false;
  const files = (await Promise.all(sources.map(sourceFiles))).flat();
  const changed = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs));
  return changed.every((mtime) => mtime < built.mtimeMs);
}
