// Writes public/whitepaper.pdf from the whitepaper content. Runs before `vite` and `vite build`;
// skips the work when the PDF is newer than its sources, unless called with --force.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { whitepaper } from '../src/features/content/documents/whitepaper';
import { isNewerThanSources } from './whitepaper-pdf/freshness';
import { renderWhitepaperPdf } from './whitepaper-pdf/render-whitepaper-pdf';

const fromWeb = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const output = fromWeb('public/whitepaper.pdf');
const sources = [
  fromWeb('src/features/content/documents'),
  fromWeb('src/styles/theme.ts'),
  fromWeb('scripts/whitepaper-pdf'),
  fileURLToPath(import.meta.url),
];

async function buildWhitepaper(force: boolean): Promise<void> {
  const shown = relative(process.cwd(), output);
  if (!force && (await isNewerThanSources(output, sources))) {
    console.info(`${shown} is up to date`);
    return;
  }
  const started = performance.now();
  const pdf = await renderWhitepaperPdf(whitepaper);
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, pdf);
  const kilobytes = (pdf.length / 1024).toFixed(1);
  console.info(
    `${shown} written (${kilobytes} KiB) in ${Math.round(performance.now() - started)} ms`,
  );
}

buildWhitepaper(process.argv.includes('--force')).catch((error: unknown) => {
  console.error('Could not build the whitepaper PDF:', error);
  process.exitCode = 1;
});
