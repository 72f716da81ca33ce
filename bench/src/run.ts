// `npm run bench`: prints the product's performance figures as a table.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/services.mjs';
import { measureWebSizes } from './web-size.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const WEB_FIRST_LOAD_TARGET = 170 * 1024;

function webSection(): void {
  const webDist = join(ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, '.vite', 'manifest.json'))) {
    throw new Error('web/dist has no build manifest: run `npm run build` first.');
  }
  const rows = measureWebSizes(webDist);
  console.info('\nWeb bundle (production build)');
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

webSection();
