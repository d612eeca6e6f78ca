/**
 * Own-property lookup in content tables, shared by every game: inherited names (`constructor`,
 * `__proto__`, `toString`) coming from a config or a saved state are never mistaken for ids.
 */

/** The entry of `table` under `id` when `id` is one of its own keys, else undefined. */
export function entryById<T>(table: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** A frozen table of `entries` keyed by their ids. */
export function tableById<T extends { readonly id: string }>(entries: readonly T[]): Readonly<Record<string, T>> {
  return Object.freeze(Object.fromEntries(entries.map((entry) => [entry.id, entry])));
}
