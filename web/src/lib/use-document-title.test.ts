import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  it('names the tab after the page and gives the old name back on leave', () => {
    document.title = 'RENT Pre-Sale';
    const { unmount } = renderHook(() => useDocumentTitle('Dashboard'));
    expect(document.title).toBe('Dashboard · RENT');
    unmount();
    expect(document.title).toBe('RENT Pre-Sale');
  });
});
