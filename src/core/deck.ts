import type { Rng } from './rng.js';

/**
 * Shuffles `items` in place with a Fisher–Yates pass driven by `rng`, and returns it. Every
 * permutation is equally likely, and the same rng state always gives the same order.
 */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}

/** A shuffled copy of `items`; the input is left as it was. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  return shuffleInPlace([...items], rng);
}

/**
 * Removes and returns up to `count` items from the top of `deck` (its end, so a draw is O(1)).
 * Returns fewer when the deck runs out; callers decide what an empty deck means under their rules.
 */
export function drawFromTop<T>(deck: T[], count = 1): T[] {
  const drawn: T[] = [];
  for (let i = 0; i < count && deck.length > 0; i++) drawn.push(deck.pop() as T);
  return drawn;
}

/** Removes and returns one item chosen uniformly at random from `items`, or undefined if empty. */
export function drawRandom<T>(items: T[], rng: Rng): T | undefined {
  if (items.length === 0) return undefined;
  const index = rng.int(0, items.length - 1);
  return items.splice(index, 1)[0];
}

/** One item chosen uniformly at random (not removed). Throws on an empty list. */
export function pickOne<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new RangeError('pickOne needs at least one item');
  return items[rng.int(0, items.length - 1)] as T;
}
