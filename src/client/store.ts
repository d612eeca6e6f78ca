/**
 * The seat store: one connection's copy of its {@link SeatUpdate}, kept current from the host's
 * messages, in a shape any UI framework can subscribe to.
 */
import { Immer, enablePatches, type Patch as ImmerPatch } from 'immer';
import type { ActionOf, AnyGame, Outcome } from '../core/game.js';
import { RULE_ERROR_CODES, RuleError, type RuleErrorCode } from '../core/errors.js';
import { deepEqual, findNonJson, isRecord } from '../core/json.js';
import type { SeatUpdateOf } from './messages.js';

/** A refusal the store holds: the host's, or the store's own when `act` checks the menu. */
export interface Refusal {
  /** The `RuleError` code. */
  readonly code: RuleErrorCode;
  /** The reason, for people. */
  readonly message: string;
  /** The rule that refused the action, when the host named one. */
  readonly rule?: string;
  /** True when the store refused the action itself (it was not in the menu) and sent nothing. */
  readonly local: boolean;
}

/**
 * What a UI draws from. A new object whenever anything in it changes, the same object otherwise
 * (React's `useSyncExternalStore` contract); inside it, `update` keeps the identity of every part
 * a patch did not touch.
 */
export interface SeatSnapshot<G extends AnyGame = AnyGame> {
  /** The latest update, or `undefined` until the first full update arrives. */
  readonly update: SeatUpdateOf<G> | undefined;
  /**
   * True while the store waits for a full update: before the first one, and after a version gap
   * or a patch that did not apply (patches are ignored meanwhile; `update` is the last good one).
   */
  readonly syncing: boolean;
  /** The last refusal, until the next `act` or the next update. */
  readonly refusal: Refusal | undefined;
  /** The result, once the host has said the match is over. */
  readonly outcome: Outcome | undefined;
}

/** Options of {@link createSeatStore}. */
export interface SeatStoreOptions<G extends AnyGame = AnyGame> {
  /** Sends an action to the host (over whatever transport the application uses). */
  send: (action: ActionOf<G>) => void;
  /**
   * Asks the host for a full update (Colyseus: the `sync` message, `{ since: held }`). Called once
   * each time the store falls out of step: a patch that skips a version, or one that does not
   * apply. `held` is the version the store holds (0 for none): pass it on as the host's
   * `sync(since)`, so the full update carries every event after it.
   */
  onResync?: (held: number) => void;
  /**
   * Told why a message was ignored (junk, a stale or unusable patch), for logging: `receive` does
   * not throw for bad input.
   */
  onIgnored?: (reason: RuleError) => void;
  /**
   * Whether `act` refuses, without sending, an action that is not in the current menu (default
   * `true`). Turn it off to let the host be the only judge.
   */
  checkMenu?: boolean;
}

/**
 * One connection's store. `subscribe` and `getSnapshot` are bound functions, so they can be
 * passed as they are: `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export interface SeatStore<G extends AnyGame = AnyGame> {
  /**
   * Takes one message from the host (untrusted: anything at all). Returns true when it changed the
   * snapshot, false when it was ignored or changed nothing; never throws on bad input (an error
   * thrown by a listener or a callback is passed on, once every listener has been told).
   */
  receive(message: unknown): boolean;
  /** The current snapshot: the same object until something changes. */
  getSnapshot(): SeatSnapshot<G>;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Sends `action` to the host and returns true; or, when menu checks are on and `action` is not
   * in the current menu (or the match is over), records a local refusal and returns false.
   */
  act(action: ActionOf<G>): boolean;
}

const PATCH_OPS: ReadonlySet<string> = new Set(['add', 'remove', 'replace']);
// Keys that would reach an object's prototype rather than its data.
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Creates the store for one connection (a seat or a spectator) of a host (DESIGN §12).
 *
 * Patches are applied with immer's `applyPatches`, so a snapshot shares every object a patch did
 * not touch with the one before it (memoised components re-render only what changed); a full
 * update keeps every part equal to the held update's. Everything the store hands out is frozen.
 *
 * Versions: a patch message of version `n` applies to the update of version `n - 1`. One of an
 * older version is a late duplicate and is ignored; one of a newer version means messages were
 * lost, so the store calls `onResync` once and ignores patches until a full update arrives. A patch
 * that does not fit the held update (a missing key, an index out of range, a non-JSON value) is
 * treated the same way. Any other malformed message is ignored; the store is never left half
 * changed.
 *
 * @example
 * ```ts
 * const store = createSeatStore<typeof psiWars>({
 *   send: (action) => socket.send(JSON.stringify({ type: 'act', action })),
 *   onResync: (held) => socket.send(JSON.stringify({ type: 'sync', since: held })),
 * });
 * socket.onmessage = (event) => store.receive(JSON.parse(event.data));
 * // React: const { update, refusal } = useSyncExternalStore(store.subscribe, store.getSnapshot);
 * ```
 */
export function createSeatStore<G extends AnyGame = AnyGame>(options: SeatStoreOptions<G>): SeatStore<G> {
  enablePatches();
  // A private Immer, so that an application's global `setAutoFreeze(false)` does not unfreeze
  // (and so expose to mutation) the updates this store shares between snapshots.
  const immer = new Immer({ autoFreeze: true });
  const checkMenu = options.checkMenu ?? true;
  const listeners = new Set<() => void>();
  let snapshot: SeatSnapshot<G> = { update: undefined, syncing: true, refusal: undefined, outcome: undefined };
  // Whether onResync was called for the current out-of-step spell (it is called once per spell).
  let resyncAsked = false;

  // Listeners are told after the store is consistent again, outside the input checks, so that a
  // listener's own error is neither taken for a bad message nor able to leave the store half done.
  let changed = false;
  const commit = (next: Partial<SeatSnapshot<G>>): true => {
    snapshot = Object.freeze({ ...snapshot, ...next });
    changed = true;
    return true;
  };
  // Every listener is told even if one throws (the first error is rethrown after): one faulty
  // component must not leave the others showing an old snapshot.
  const notify = (): void => {
    if (!changed) return;
    changed = false;
    let failure: { error: unknown } | undefined;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure !== undefined) throw failure.error;
  };

  // The application's callbacks run last, once the store is consistent and listeners were told.
  let ignored: RuleError | undefined;
  let askResync = false;
  const ignore = (why: string): false => {
    ignored = new RuleError('BAD_STATE', `ignored a message from the host: ${why}`);
    return false;
  };

  const fallOutOfStep = (why: string): boolean => {
    ignore(why);
    if (!resyncAsked) resyncAsked = askResync = true;
    return snapshot.syncing ? false : commit({ syncing: true });
  };

  const receiveUpdate = (message: Record<string, unknown>): boolean => {
    const version = message.version;
    if (!isVersion(version)) return ignore('an update without a valid version');
    const held = snapshot.update;
    if (message.update !== undefined) {
      const problem = seatUpdateProblem(message.update, version);
      if (problem !== undefined) return ignore(problem);
      if (held !== undefined && version < held.version) return ignore(`a full update of version ${version}, older than ${held.version}`);
      resyncAsked = false;
      // A deep copy (through JSON: the update was just checked to be JSON), so the store shares
      // nothing with the caller's object, which the caller may go on changing. Then every part
      // equal to the held update's is replaced by that part, so a resync or a reconnection
      // re-renders only what really changed.
      const fresh = JSON.parse(JSON.stringify(message.update)) as SeatUpdateOf<G>;
      const update = held === undefined ? deepFreezeOnce(fresh) : (reuseEqualParts(held, fresh) as SeatUpdateOf<G>);
      if (update === held && !snapshot.syncing && snapshot.refusal === undefined) return false;
      return commit({ update, syncing: false, refusal: undefined });
    }
    if (!Array.isArray(message.patch)) return ignore('an update with neither `update` nor `patch`');
    if (held === undefined || snapshot.syncing) {
      if (held !== undefined && version <= held.version) return ignore(`a patch of version ${version}, not newer than ${held.version}`);
      return fallOutOfStep(`a patch of version ${version} while waiting for a full update`);
    }
    if (version <= held.version) return ignore(`a patch of version ${version}, not newer than ${held.version}`);
    if (version !== held.version + 1) return fallOutOfStep(`a patch of version ${version} after version ${held.version}`);
    const problem = patchProblem(held, message.patch);
    if (problem !== undefined) return fallOutOfStep(problem);
    let next: unknown;
    try {
      next = immer.applyPatches(held, message.patch as ImmerPatch[]);
    } catch (error) {
      // Checked above, so this is not expected; a throw still means the patch did not fit.
      return fallOutOfStep(`a patch immer could not apply (${error instanceof Error ? error.message : String(error)})`);
    }
    const shape = seatUpdateProblem(next, version, false);
    if (shape !== undefined) return fallOutOfStep(`the patched update is not valid: ${shape}`);
    return commit({ update: next as SeatUpdateOf<G>, refusal: undefined });
  };

  const receive = (message: unknown): boolean => {
    if (!isRecord(message)) return ignore('not an object');
    switch (message.type) {
      case 'update':
        return receiveUpdate(message);
      case 'refused': {
        const { code, message: text, rule } = message;
        if (typeof code !== 'string' || !(RULE_ERROR_CODES as readonly string[]).includes(code)) return ignore('a refusal without a known code');
        if (typeof text !== 'string') return ignore('a refusal without a message');
        if (rule !== undefined && typeof rule !== 'string') return ignore('a refusal whose rule is not a string');
        const refusal: Refusal = rule === undefined
          ? { code: code as RuleErrorCode, message: text, local: false }
          : { code: code as RuleErrorCode, message: text, rule, local: false };
        return commit({ refusal: Object.freeze(refusal) });
      }
      case 'over': {
        const problem = outcomeProblem(message.outcome);
        if (problem !== undefined) return ignore(problem);
        return commit({ outcome: deepFreezeOnce(JSON.parse(JSON.stringify(message.outcome)) as Outcome) });
      }
      default:
        return ignore('an unknown message type');
    }
  };

  const refuseLocally = (code: RuleErrorCode, message: string): false => {
    commit({ refusal: Object.freeze({ code, message, local: true }) });
    return false;
  };

  const act = (action: ActionOf<G>): boolean => {
    if (checkMenu) {
      if (snapshot.outcome !== undefined) return refuseLocally('GAME_OVER', 'the match is over');
      const update = snapshot.update;
      if (update === undefined) return refuseLocally('NOT_YOUR_TURN', 'no update from the host yet');
      if (!update.menu.some((item) => deepEqual(item.action, action))) {
        const acting = typeof update.viewer === 'number' && update.actors.includes(update.viewer);
        return acting
          ? refuseLocally('ILLEGAL_ACTION', 'the action is not in the menu')
          : refuseLocally('NOT_YOUR_TURN', 'this seat may not act now');
      }
    }
    if (snapshot.refusal !== undefined) commit({ refusal: undefined });
    options.send(action);
    return true;
  };

  return {
    receive: (message) => {
      let used: boolean;
      try {
        used = receive(message);
      } catch (error) {
        // Every check above is explicit; this guards against what they cannot foresee (a getter
        // or a proxy in an object that did not come through JSON). Nothing was committed.
        used = ignore(`a message the store could not read (${error instanceof Error ? error.message : String(error)})`);
      }
      const reason = ignored;
      const resync = askResync;
      ignored = undefined;
      askResync = false;
      try {
        notify();
      } finally {
        if (reason !== undefined) options.onIgnored?.(reason);
        if (resync) options.onResync?.(snapshot.update?.version ?? 0);
      }
      return used;
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    act: (action) => {
      try {
        return act(action);
      } finally {
        notify();
      }
    },
  };
}

function isVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isSeat(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Why `value` is not a SeatUpdate of `version`, or undefined. `checkJson` walks the whole value. */
function seatUpdateProblem(value: unknown, version: number, checkJson = true): string | undefined {
  if (!isRecord(value)) return 'the update is not an object';
  if (value.version !== version) return `the update's version is not the message's (${version})`;
  if (value.viewer !== 'spectator' && !isSeat(value.viewer)) return 'the update has no valid viewer';
  if (!('view' in value) || value.view === undefined) return 'the update has no view';
  if (!Array.isArray(value.actors) || !value.actors.every(isSeat)) return 'the update has no valid actors';
  if (!Array.isArray(value.events)) return 'the update has no event list';
  if (!Array.isArray(value.menu)) return 'the update has no menu';
  for (const item of value.menu as unknown[]) {
    if (!isRecord(item) || !isRecord(item.action) || typeof item.label !== 'string') return 'a menu item is not { action, label }';
  }
  if (checkJson) {
    const at = findNonJson(value);
    if (at !== undefined) return `the update is not plain JSON at ${at}`;
  }
  return undefined;
}

function outcomeProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'an end without an outcome';
  const { ranking, scores } = value;
  if (!Array.isArray(ranking) || !ranking.every((group) => Array.isArray(group) && group.every(isSeat))) return 'an outcome without a valid ranking';
  if (!Array.isArray(scores) || !scores.every((score) => typeof score === 'number' && Number.isFinite(score))) return 'an outcome without valid scores';
  return undefined;
}

/**
 * Why `patches` cannot be applied to `document` exactly as written, or undefined. Checking first
 * (rather than trusting immer to throw) keeps out what immer would accept quietly: an array index
 * past the end (a hole), a `replace` that creates a key, a non-JSON value. Patches apply in order,
 * so each is checked against the document as the ones before it leave it, tracked through the
 * containers they touch.
 */
function patchProblem(document: unknown, patches: unknown[]): string | undefined {
  // Copy on write: each container a patch changes is copied once (`copies` maps the original and
  // the copy to the copy), later patches of the message then see and change the copy.
  const copies = new Map<object, unknown>();
  const current = (value: unknown): unknown => (value !== null && typeof value === 'object' ? copies.get(value) ?? value : value);
  const writable = <T extends object>(container: T, copy: () => T): T => {
    const held = copies.get(container);
    if (held !== undefined) return held as T;
    const made = copy();
    copies.set(container, made);
    copies.set(made, made);
    return made;
  };
  let root: unknown = document;
  for (const [index, patch] of patches.entries()) {
    const where = `patch #${index}`;
    if (!isRecord(patch)) return `${where} is not an object`;
    const { op, path, value } = patch;
    if (typeof op !== 'string' || !PATCH_OPS.has(op)) return `${where} has no valid op`;
    if (!Array.isArray(path)) return `${where} has no path`;
    if (op !== 'remove' && (!('value' in patch) || findNonJson(value) !== undefined)) return `${where} has no JSON value`;
    if (path.length === 0) {
      if (op !== 'replace') return `${where} adds or removes the root`;
      root = value;
      continue;
    }
    let parent = current(root);
    for (let depth = 0; depth < path.length - 1; depth++) {
      const next = childOf(parent, path[depth]);
      if (next === undefined) return `${where}: the path ${JSON.stringify(path)} does not exist`;
      parent = current(next);
    }
    const last: unknown = path[path.length - 1];
    // immer's applyPatches (as JSON Patch) reads `-` in an add as "after the last element".
    const key = Array.isArray(parent) && op === 'add' && last === '-' ? parent.length : last;
    if (Array.isArray(parent)) {
      if (typeof key !== 'number' || !Number.isSafeInteger(key) || key < 0) return `${where}: not an array index`;
      if (key > (op === 'add' ? parent.length : parent.length - 1)) return `${where}: index ${key} out of range`;
      const list = writable(parent, () => [...(parent as unknown[])]);
      if (op === 'add') list.splice(key, 0, value);
      else if (op === 'remove') list.splice(key, 1);
      else list[key] = value;
    } else if (isRecord(parent)) {
      if (typeof key !== 'string' || RESERVED_KEYS.has(key)) return `${where}: not a usable key`;
      if (op !== 'add' && !Object.prototype.hasOwnProperty.call(parent, key)) return `${where}: no key ${JSON.stringify(key)} to ${op}`;
      const record = writable(parent, () => ({ ...(parent as Record<string, unknown>) }));
      if (op === 'remove') delete record[key];
      else record[key] = value;
    } else {
      return `${where}: the path ${JSON.stringify(path)} does not reach an object or array`;
    }
  }
  return undefined;
}

function childOf(container: unknown, key: unknown): unknown {
  if (Array.isArray(container)) {
    return typeof key === 'number' && Number.isSafeInteger(key) && key >= 0 && key < container.length ? container[key] : undefined;
  }
  if (isRecord(container)) {
    if (typeof key !== 'string' || RESERVED_KEYS.has(key) || !Object.prototype.hasOwnProperty.call(container, key)) return undefined;
    const child = container[key];
    return child !== null && typeof child === 'object' ? child : undefined;
  }
  return undefined;
}

/**
 * `fresh` (JSON, not shared with anything) with each part deeply equal to the same place in `held`
 * replaced by `held`'s part, frozen; `held` itself when the two are equal throughout.
 */
function reuseEqualParts(held: unknown, fresh: unknown): unknown {
  if (held === fresh) return held;
  if (held === null || fresh === null || typeof held !== 'object' || typeof fresh !== 'object') return deepFreezeOnce(fresh);
  if (Array.isArray(held) !== Array.isArray(fresh)) return deepFreezeOnce(fresh);
  const heldRecord = held as Record<string, unknown>;
  const freshRecord = fresh as Record<string, unknown>;
  const keys = Object.keys(fresh);
  let same = keys.length === Object.keys(held).length;
  for (const key of keys) {
    const has = Object.prototype.hasOwnProperty.call(held, key);
    const part = has ? reuseEqualParts(heldRecord[key], freshRecord[key]) : deepFreezeOnce(freshRecord[key]);
    if (part !== heldRecord[key] || !has) same = false;
    // Not an assignment: an own `__proto__` key (JSON.parse makes them) must stay a plain key.
    Object.defineProperty(freshRecord, key, { value: part, enumerable: true, writable: true, configurable: true });
  }
  return same ? held : Object.freeze(fresh);
}

/** Freezes a freshly parsed value throughout (it shares nothing, so one pass is enough). */
function deepFreezeOnce<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) deepFreezeOnce((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}


