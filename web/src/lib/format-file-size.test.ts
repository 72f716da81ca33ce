import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [820, '820 bytes'],
    [1024, '1 KB'],
    [348_160, '340 KB'],
    [1_258_291, '1.2 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [15.5 * 1024 * 1024, '16 MB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('has nothing to say about a size that is not one', () => {
    expect(formatFileSize(Number.NaN)).toBe('—');
    expect(formatFileSize(-1)).toBe('—');
  });
});
