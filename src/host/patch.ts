import { isRecord } from '../core/json.js';
import type { Patch } from './types.js';

/**
 * The patches (immer's shape) that turn `before` into `after`, both plain JSON. Deterministic: the
 * same two values always give the same list, so two worlds a seat cannot tell apart send it the
 * same bytes. Objects are compared key by key (keys removed, then changed or added, in `after`'s
 * order); arrays item by item, growing or shrinking at the end (removals from the last index down,
 * as immer's `applyPatches` splices them); anything else is replaced whole.
 */
export function diff(before: unknown, after: unknown): Patch[] {
  const patches: Patch[] = [];
  walk(before, after, [], patches);
  return patches;
}

function walk(before: unknown, after: unknown, path: (string | number)[], out: Patch[]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++) walk(before[index], after[index], [...path, index], out);
    for (let index = common; index < after.length; index++) out.push({ op: 'add', path: [...path, index], value: after[index] });
    for (let index = before.length - 1; index >= common; index--) out.push({ op: 'remove', path: [...path, index] });
    return;
  }
  if (isRecord(before) && isRecord(after) && !Array.isArray(before) && !Array.isArray(after)) {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) out.push({ op: 'remove', path: [...path, key] });
    for (const key of Object.keys(after)) {
      if (Object.hasOwn(before, key)) walk(before[key], after[key], [...path, key], out);
      else out.push({ op: 'add', path: [...path, key], value: after[key] });
    }
    return;
  }
  // Scalars that differ, or a change of kind (object to array, value to null), replace whole.
  out.push({ op: 'replace', path, value: after });
}
