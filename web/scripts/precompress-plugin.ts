// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the
// gateway sends each browser the smallest one it accepts without compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const SMALLEST_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rent-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file)) await writeCompressedCopies(file);
      }
    },
  };
}

/** Writes `file`.br and `file`.gz where each is worth it; the prerendered page uses it too. */
export async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < SMALLEST_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
