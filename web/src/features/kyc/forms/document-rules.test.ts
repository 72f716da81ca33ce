import { describe, expect, it } from 'vitest';
import {
  addDocuments,
  documentProblem,
  DOCUMENT_TOO_LARGE,
  EMPTY_DOCUMENT,
  WRONG_DOCUMENT_TYPE,
} from './document-rules';

const file = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

const photo = (index: number) => file(`aadhar-${index}.jpg`, 'image/jpeg');

describe('the Aadhar document rules', () => {
  it('accepts JPEG, PNG and WebP images and PDF documents', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
      expect(documentProblem(file('aadhar', type))).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(documentProblem(file('aadhar.svg', 'image/svg+xml'))).toBe(WRONG_DOCUMENT_TYPE);
    expect(documentProblem(file('setup.exe', ''))).toBe(WRONG_DOCUMENT_TYPE);
    expect(documentProblem(file('aadhar.jpg', 'image/jpeg', 0))).toBe(EMPTY_DOCUMENT);
    expect(documentProblem(file('aadhar.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe(
      DOCUMENT_TOO_LARGE,
    );
    expect(documentProblem(file('aadhar.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeNull();
  });

  it('adds files up to 4 and says so once for the rest', () => {
    const chosen = [photo(1), photo(2), photo(3)];
    const { documents, refusals } = addDocuments(chosen, [photo(4), photo(5), photo(6)]);
    expect(documents.map(({ name }) => name)).toEqual([
      'aadhar-1.jpg',
      'aadhar-2.jpg',
      'aadhar-3.jpg',
      'aadhar-4.jpg',
    ]);
    expect(refusals).toEqual(['Maximum 4 Aadhar documents allowed.']);
  });

  it('names each file it leaves out and keeps the good ones', () => {
    const { documents, refusals } = addDocuments([], [file('card.svg', 'image/svg+xml'), photo(1)]);
    expect(documents.map(({ name }) => name)).toEqual(['aadhar-1.jpg']);
    expect(refusals).toEqual([
      'card.svg: Only JPEG, PNG, WebP images or PDF documents are accepted',
    ]);
  });
});
