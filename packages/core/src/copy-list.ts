// Copying one array into another in place, for engines' cloneInto: no allocation once the target is long enough.

/** Copy src's entries into dst (growing or shrinking it), without allocating once dst is long enough. */
export function copyList<T>(src: readonly T[], dst: T[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    if (i < dst.length) dst[i] = src[i]!;
    else dst.push(src[i]!);
  }
  while (dst.length > n) dst.pop(); // not `length = n`: V8 trims the store then, and the next push reallocates
}

/** copyList for number lists: one plain loop when the lengths match (the usual case in an engine's cloneInto). */
export function copyNumbers(src: readonly number[], dst: number[]): void {
  const n = src.length;
  if (dst.length !== n) return copyList(src, dst);
  for (let i = 0; i < n; i++) dst[i] = src[i]!;
}

/**
 * Empty a list in place, keeping its storage: `list.length = 0` is a runtime call in V8 (~75 ns) that also drops
 * the backing store, so the next push reallocates; popping costs ~1 ns per entry and allocates nothing.
 */
export function clearList(list: unknown[]): void {
  while (list.length !== 0) list.pop();
}
