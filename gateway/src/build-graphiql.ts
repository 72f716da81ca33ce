// Build step: GraphiQL's page compressed at the highest settings that pay (decision 0099), once,
// into dist/graphiql/ under its ETag. A running gateway serves these files when its own render
// has the same ETag; otherwise it compresses the page itself, lighter, on first use.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import {
  compressPage,
  etagOf,
  graphiqlHtml,
  PREBUILT_DIR,
  prebuiltFileName,
} from './http/graphiql-page.js';

const started = performance.now();
const html = Buffer.from(graphiqlHtml());
const etag = etagOf(html);
const { br, gzip } = await compressPage(html, true);
await mkdir(PREBUILT_DIR, { recursive: true });
// Only the page of this build: an older page's files would only take room.
for (const name of await readdir(PREBUILT_DIR)) await rm(new URL(name, PREBUILT_DIR));
await writeFile(new URL(prebuiltFileName(etag, 'br'), PREBUILT_DIR), br);
await writeFile(new URL(prebuiltFileName(etag, 'gz'), PREBUILT_DIR), gzip);
const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
console.info(
  `GraphiQL page ${etag}: ${kB(html.length)}, brotli ${kB(br.length)}, gzip ${kB(gzip.length)} (${Math.round((performance.now() - started) / 1000)} s)`,
);
