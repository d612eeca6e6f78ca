/**
 * Structural sharing without proxies (DESIGN §3): the pure path runs the rules on a plain copy of
 * the state, then {@link shareUnchanged} hands back a result in which every subtree equal to the
 * one in the input is the input's own object (so a UI's memoised components do not re-render),
 * and every new subtree is frozen. The rules code never sees a Proxy, so the fast path run
 * in the same process stays monomorphic.
 */

type Node = Record<string, unknown> | unknown[];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * `next` with every subtree that equals the same subtree of `before` replaced by `before`'s (by
 * reference), and every other object frozen. Returns `before` itself when nothing changed. One
 * bottom-up pass over `next`: a node is shared when all its children were shared and its keys and
 * primitive values are equal. Only frozen parts of `before` are shared (an output of this pass is
 * deeply frozen), so the result is always deeply frozen. An unfrozen input, such as setup's state,
 * keeps its own objects unfrozen, except what the game's copies share with it by design: its
 * `config`, frozen from setup on (`defineGame`), and any table a game freezes itself.
 */
export function shareUnchanged<T>(before: T, next: T): T {
  return share(before, next) as T;
}

function share(before: unknown, next: unknown): unknown {
  if (!isNode(next)) return next;
  if (Array.isArray(next)) {
    const old = Array.isArray(before) ? before : undefined;
    let same = old !== undefined && old.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const child = next[i];
      const kept = isNode(child) ? share(old?.[i], child) : child;
      if (kept !== child) next[i] = kept;
      if (same && kept !== (old as unknown[])[i]) same = false;
    }
    return same && Object.isFrozen(old) ? old : Object.freeze(next);
  }
  const old = isNode(before) && !Array.isArray(before) ? (before as Record<string, unknown>) : undefined;
  let same = old !== undefined;
  let count = 0;
  for (const key in next) {
    count += 1;
    const child = next[key];
    const previous = old?.[key];
    const kept = isNode(child) ? share(previous, child) : child;
    if (kept !== child) next[key] = kept;
    if (same && (kept !== previous || (previous === undefined && !Object.prototype.hasOwnProperty.call(old, key)))) same = false;
  }
  if (same) {
    // Equal so far key by key; equal outright only if `before` has no extra keys.
    let oldCount = 0;
    for (const _ in old) oldCount += 1;
    if (oldCount === count && Object.isFrozen(old)) return old;
  }
  return Object.freeze(next);
}
