/** Up to `size` consecutive page numbers around `page`, kept inside 1..`totalPages` (spec 03 §2.5: 5). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The 1-based range of items on `page`: `from` 0 when there are none. */
export function pageRange(page: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(page * pageSize, totalCount) };
}
