// @vitest-environment node
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNewerThanSources } from './freshness';

let folder: string;

async function fileAt(path: string, secondsAgo: number): Promise<string> {
  await writeFile(path, 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path, when, when);
  return path;
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'whitepaper-freshness-'));
  await mkdir(join(folder, 'documents'));
});

afterEach(() => rm(folder, { recursive: true, force: true }));

describe('isNewerThanSources', () => {
  it('is false when the PDF has never been built', async () => {
    await fileAt(join(folder, 'documents', 'whitepaper.ts'), 60);
    expect(await isNewerThanSources(join(folder, 'whitepaper.pdf'), [folder])).toBe(false);
  });

  it('is true when the PDF was built after every source changed', async () => {
    const script = await fileAt(join(folder, 'build.ts'), 120);
    await fileAt(join(folder, 'documents', 'whitepaper.ts'), 60);
    const pdf = await fileAt(join(folder, 'whitepaper.pdf'), 10);
    expect(await isNewerThanSources(pdf, [join(folder, 'documents'), script])).toBe(true);
  });

  it('is false once a source in a folder changes after the build', async () => {
    const pdf = await fileAt(join(folder, 'whitepaper.pdf'), 60);
    await fileAt(join(folder, 'documents', 'terms.ts'), 5);
    expect(await isNewerThanSources(pdf, [join(folder, 'documents')])).toBe(false);
  });

  it('ignores tests and files that are not sources', async () => {
    const pdf = await fileAt(join(folder, 'whitepaper.pdf'), 60);
    await fileAt(join(folder, 'documents', 'whitepaper.test.ts'), 5);
    await fileAt(join(folder, 'documents', 'notes.md'), 5);
    expect(await isNewerThanSources(pdf, [join(folder, 'documents')])).toBe(true);
  });
});
