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
 * A deeply frozen copy of `next` in which every subtree that equals the same subtree of `before` is
 * `before`'s own object (by reference); `before` itself when nothing changed. `next` is left as it
 * was, plain and unfrozen, so the caller may keep it as the result's plain twin (`defineGame`). One
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
  // Already frozen (the config or a table the game's copies share): nothing in it can change.
  if (Object.isFrozen(next)) return next;
  return Array.isArray(next) ? shareArray(before, next) : shareObject(before, next as Record<string, unknown>);
}

function shareArray(before: unknown, next: unknown[]): unknown {
  const old = Array.isArray(before) && Object.isFrozen(before) ? before : undefined;
  const length = next.length;
  // The copy is made only from the first child that differs from `before`'s: an unchanged subtree
  // (most of a state, most steps) costs a walk and no allocation.
  let out: unknown[] | undefined = old !== undefined && old.length === length ? undefined : new Array(length);
  for (let i = 0; i < length; i++) {
    const child = next[i];
    const kept = isNode(child) ? share(old?.[i], child) : child;
    if (out === undefined) {
      if (kept === (old as unknown[])[i]) continue;
      out = new Array(length);
      for (let j = 0; j < i; j++) out[j] = (old as unknown[])[j];
    }
    out[i] = kept;
  }
  return out === undefined ? old : Object.freeze(out);
}

function shareObject(before: unknown, next: Record<string, unknown>): unknown {
  const old = isNode(before) && !Array.isArray(before) && Object.isFrozen(before) ? (before as Record<string, unknown>) : undefined;
  // As for arrays, the copy is made only from the first key whose value differs from `before`'s.
  let out: Record<string, unknown> | undefined = old === undefined ? newRecord() : undefined;
  let count = 0;
  for (const key in next) {
    count += 1;
    const child = next[key];
    const kept = isNode(child) ? share(old?.[key], child) : child;
    if (out === undefined) {
      const previous = (old as Record<string, unknown>)[key];
      if (kept === previous && (previous !== undefined || Object.prototype.hasOwnProperty.call(old, key))) continue;
      out = copyKeys(next, old as Record<string, unknown>, count - 1);
    }
    setKey(out, key, kept);
  }
  if (out === undefined) {
    // Equal key by key; equal outright only if `before` has no extra keys.
    let oldCount = 0;
    for (const _ in old) oldCount += 1;
    if (oldCount === count) return old;
    out = copyKeys(next, old as Record<string, unknown>, count);
  }
  return Object.freeze(out);
}

/**
 * The output's objects are plain objects (their prototype is Object.prototype) made by their own
 * constructor, so that V8 gives them hidden classes of their own. Made as `{}` and filled key by key,
 * or spread, they would share hidden classes with objects the rules make (a spread `{ ...task }` is
 * built the same way), and freezing them and storing frozen children in them would widen those
 * classes' field types: every later `apply` in the process ran 10% slower (Magical Athlete).
 */
function OutputRecord(this: Record<string, unknown>): void {}
OutputRecord.prototype = Object.prototype;
const newRecord = (): Record<string, unknown> => new (OutputRecord as unknown as new () => Record<string, unknown>)();

/** A new object with `next`'s first `n` keys, valued as in `old` (where they were found equal). */
function copyKeys(next: Record<string, unknown>, old: Record<string, unknown>, n: number): Record<string, unknown> {
  const out = newRecord();
  let i = 0;
  for (const key in next) {
    if (i++ === n) break;
    setKey(out, key, old[key]);
  }
  return out;
}

function setKey(out: Record<string, unknown>, key: string, value: unknown): void {
  // An own `__proto__` key stays a key: assigning it would set the copy's prototype.
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}
