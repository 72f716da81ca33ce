// The build's last step: renders a visitor's dashboard with the prerender bundle (dist-ssr) and
// writes it into dist as index.prerendered.html, with its brotli and gzip copies, beside the plain
// index.html every other address is served. The gateway sends it for `/` to a visitor.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as PrerenderEntry from '../src/prerender';
import { writeCompressedCopies } from './precompress-plugin';

const fromWeb = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const DIST = fromWeb('dist');

/**
 * The styled-components ids in the markup that the browser's code does not contain: any is a
 * class the browser would generate differently, and hydration would keep the wrong style.
 */
export function idsMissingFromClient(markup: string, clientCode: string): string[] {
  const inClient = new Set(clientCode.match(/(?<=["'`])sc-[\w-]+(?=["'`])/g));
  const inMarkup = new Set(markup.match(/\bsc-[\w-]+/g));
  return [...inMarkup].filter((id) => !inClient.has(id));
}

async function clientCode(): Promise<string> {
  const assets = join(DIST, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const code = await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')));
  return code.join('\n');
}

async function writePrerenderedPage(): Promise<void> {
  const entry = fromWeb('dist-ssr/prerender.js');
  const { renderFirstScreen, prerenderedPage } = (await import(
    pathToFileURL(entry).href
  )) as typeof PrerenderEntry;
  const screen = await renderFirstScreen();
  const missing = idsMissingFromClient(screen.markup, await clientCode());
  if (missing.length > 0)
    throw new Error(`The prerendered classes are not the browser's: ${missing.join(', ')}`);
  const shell = await readFile(join(DIST, 'index.html'), 'utf8');
  const page = join(DIST, 'index.prerendered.html');
  await writeFile(page, prerenderedPage(shell, screen));
  await writeCompressedCopies(page);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writePrerenderedPage();
