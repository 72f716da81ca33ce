import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedDocumentType, displayName } from './document-content.js';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rent-content-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function typeOf(bytes: number[] | string) {
  const file = join(folder, `${Math.random().toString(16).slice(2)}.upload`);
  await writeFile(
    file,
    typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes),
  );
  return acceptedDocumentType(file);
}

const padded = (head: number[]) => [...head, ...new Array<number>(64).fill(0)];

describe('what a document is, by its content', () => {
  it.each([
    ['JPEG', padded([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [
      'PNG',
      padded([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
      ]),
      'image/png',
    ],
    [
      'WebP',
      [...Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L', 'latin1'), ...padded([0x2f])],
      'image/webp',
    ],
    ['PDF', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'application/pdf'],
  ])('recognises a %s', async (_name, bytes, type) => {
    expect(await typeOf(bytes)).toBe(type);
  });

  it.each([
    ['an ELF executable', padded([0x7f, 0x45, 0x4c, 0x46])],
    ['a Windows executable', padded([0x4d, 0x5a, 0x90, 0x00])],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['a GIF', padded([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])],
    ['a ZIP', padded([0x50, 0x4b, 0x03, 0x04])],
    ['HTML', '<!doctype html><html><script>alert(1)</script></html>'],
    ['plain text', 'hello'],
  ])('refuses %s', async (_name, bytes) => {
    expect(await typeOf(bytes)).toBeUndefined();
  });
});

describe('the name a document is shown under', () => {
  it.each([
    ['aadhar front.jpg', 'aadhar front.jpg'],
    ['C:\\Users\\asha\\scan.pdf', 'scan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['photo\u202egpj.exe', 'photogpj.exe'],
    ['line\nbreak.png', 'linebreak.png'],
    ['', 'document'],
    ['..', 'document'],
    [`${'a'.repeat(150)}.pdf`, `${'a'.repeat(96)}.pdf`],
  ])('shows %j as %j', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });
});
