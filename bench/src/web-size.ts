// What a phone downloads: the JavaScript and CSS the dashboard needs on a first visit, and each
// route's own chunk, measured gzip- and brotli-compressed from the production build's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '@rent/test-kit/scripts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizeRow {
  name: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const DASHBOARD_ROUTE = 'src/features/dashboard/routes/dashboard.tsx';

function sizeOf(webDist: string, name: string, files: string[]): SizeRow {
  const row = { name, files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = readFileSync(join(webDist, file));
    row.raw += content.length;
    row.gzip += gzipSync(content, { level: 9 }).length;
    row.brotli += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return row;
}

/** A chunk's file with everything it imports statically, and their CSS. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

export function measureWebSizes(webDist: string): SizeRow[] {
  const manifest = JSON.parse(
    readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The web manifest has no entry chunk');
  if (!manifest[DASHBOARD_ROUTE])
    throw new Error(`The web manifest has no ${DASHBOARD_ROUTE} chunk`);
  const firstLoad = closure(manifest, [entry]);
  const rows = [
    sizeOf(
      webDist,
      'dashboard first load (entry + dashboard route)',
      closure(manifest, [entry, DASHBOARD_ROUTE]),
    ),
    sizeOf(webDist, 'entry (app shell)', firstLoad),
  ];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.includes('/routes/')) continue;
    const own = closure(manifest, [key]).filter((file) => !firstLoad.includes(file));
    rows.push(sizeOf(webDist, `route ${key.replace(/^src\/features\//, '')}`, own));
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const WEB_FIRST_LOAD_TARGET = 170 * 1024;

export function benchmarkWebSize(): void {
  const rows = measureWebSizes(join(ROOT, 'web', 'dist'));
  console.table(
    rows.map((row) => ({
      chunk: row.name,
      files: row.files,
      raw: kb(row.raw),
      gzip: kb(row.gzip),
      brotli: kb(row.brotli),
    })),
  );
  const firstLoad = rows[0];
  if (firstLoad) {
    const verdict = firstLoad.gzip <= WEB_FIRST_LOAD_TARGET ? 'within' : 'OVER';
    console.info(
      `Dashboard first load: ${kb(firstLoad.gzip)} gzip, ${verdict} the ${kb(WEB_FIRST_LOAD_TARGET)} target.`,
    );
  }
}
