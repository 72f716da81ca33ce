// Build step: GraphiQL's parts compressed at the highest settings (decisions 0099, 0146), once,
// into dist/graphiql/ under their names, which carry the hash of their content. A running gateway
// serves these files for the parts it makes with the same names; otherwise it compresses them
// itself, lighter, on first use. The page is small and compressed by each process.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import {
  compressBody,
  graphiqlAssetTexts,
  PREBUILT_DIR,
  prebuiltFileName,
} from './http/graphiql-page.js';

const started = performance.now();
await mkdir(PREBUILT_DIR, { recursive: true });
// Only the parts of this build: an older build's files would only take room.
for (const name of await readdir(PREBUILT_DIR)) await rm(new URL(name, PREBUILT_DIR));
const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;
const totals = { identity: 0, br: 0, gzip: 0 };
for (const { name, content } of graphiqlAssetTexts()) {
  const identity = Buffer.from(content);
  const { br, gzip } = await compressBody(identity, true);
  await writeFile(new URL(prebuiltFileName(name, 'br'), PREBUILT_DIR), br);
  await writeFile(new URL(prebuiltFileName(name, 'gz'), PREBUILT_DIR), gzip);
  totals.identity += identity.length;
  totals.br += br.length;
  totals.gzip += gzip.length;
  console.info(
    `GraphiQL ${name}: ${kB(identity.length)}, brotli ${kB(br.length)}, gzip ${kB(gzip.length)}`,
  );
}
console.info(
  `GraphiQL parts together: ${kB(totals.identity)}, brotli ${kB(totals.br)}, gzip ${kB(totals.gzip)} (${Math.round((performance.now() - started) / 1000)} s)`,
);
