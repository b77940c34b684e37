/** Row helpers the in-memory repositories share. */
import { copy } from './in-memory-store';

export const normalize = (email: string): string => email.trim().toLowerCase();

/** Drops keys whose value is `undefined`, so a patch never blanks a field it does not name. */
export const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

export const found = <T>(row: T | undefined): T | null => (row === undefined ? null : copy(row));

export const findIn = <T>(rows: Map<string, T>, matches: (row: T) => boolean): T | null =>
  found([...rows.values()].find(matches));

/** Applies a patch to one row, keeping the `fixed` fields; `null` when there is no such row. */
export const patchRow = <T extends { readonly updatedAt: Date }>(
  rows: Map<string, T>,
  id: string,
  patch: NoInfer<Partial<T>>,
  at: Date,
  fixed: readonly NoInfer<keyof T>[] = [],
): T | null => {
  const row = rows.get(id);
  if (!row) return null;
  const kept = Object.fromEntries(fixed.map((key) => [key, row[key]]));
  const updated: T = { ...row, ...defined(patch), ...kept, updatedAt: at };
  rows.set(id, copy(updated));
  return copy(updated);
};
