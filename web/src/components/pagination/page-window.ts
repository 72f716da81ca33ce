/**
 * The page numbers to offer: `size` consecutive pages around `page`, shifted at either end so the
 * window stays full (page 7 of 12 → 5 to 9; page 1 → 1 to 5; page 12 → 8 to 12).
 */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
