import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { RuleError } from './errors.js';

/**
 * The only source of chance a game may use. Every die, shuffle and draw goes through it, so a seed
 * plus the actions replays a game bit for bit. `int` mutates the generator; `clone` forks it for
 * branching search.
 */
export interface Rng {
  /** A uniform integer in `[min, max]`, both ends included. */
  int(min: number, max: number): number;
  /** An independent copy that will yield the same sequence from here on. */
  clone(): Rng;
  /** The generator's state, for saving; {@link rngFromState} restores it. */
  getState(): readonly number[];
}

function checkRange(min: number, max: number): void {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new RangeError(`Rng.int needs integers min <= max, got [${min}, ${max}]`);
  }
}

type Generator = ReturnType<typeof xoroshiro128plus>;

function wrap(generator: Generator): Rng {
  return {
    int(min, max) {
      checkRange(min, max);
      const value = uniformInt(generator, min, max);
      // The generator's arithmetic can hand back a small integer boxed as a heap number; `| 0` gives
      // it back as a small integer, so objects storing it keep an integer field (V8 widens a field
      // that once held a heap number to a double field for every object of that shape).
      return value >= -0x40000000 && value < 0x40000000 ? value | 0 : value;
    },
    clone: () => wrap(generator.clone()),
    getState: () => generator.getState(),
  };
}

/**
 * A seeded generator (xoroshiro128+ from pure-rand). The same seed always yields the same ints.
 * Seeds from 2^32 up use every one of their bits, so a host that draws 53 random bits gets one
 * of 2^53 distinct games.
 */
export function createRng(seed: number): Rng {
  if (!Number.isSafeInteger(seed)) {
    throw new RuleError('BAD_CONFIG', `seed must be a safe integer, got ${String(seed)}`);
  }
  if (seed < 2 ** 32) {
    // Below 2^32 (negative seeds included, such as `deriveSeed`'s), the seeding every record so
    // far was made with: pure-rand's 32-bit seeding, negative seeds folded into it.
    const folded = (seed | 0) ^ (Math.floor(seed / 2 ** 32) * 0x9e3779b1);
    return wrap(xoroshiro128plus(folded | 0));
  }
  // From 2^32 up, folding into 32 bits would make 2^21 seeds share each game, and leave a host's
  // secret seed open to a search of 2^32 games from what a seat saw early on. The high part goes
  // into the state's fourth word instead (2^53 seeds, 2^53 distinct states), and a few steps mix
  // it in before the first draw.
  const low = seed | 0;
  const high = Math.floor(seed / 2 ** 32) | 0;
  const generator = xoroshiro128plusFromState([-1, ~low, low, high]);
  for (let step = 0; step < 16; step++) generator.next();
  return wrap(generator);
}

/** Restores a generator saved with {@link Rng.getState}. */
export function rngFromState(state: readonly number[]): Rng {
  if (!Array.isArray(state) || state.length !== 4 || !state.every((n) => Number.isInteger(n))) {
    throw new RuleError('BAD_STATE', 'an rng state is four integers from Rng.getState()');
  }
  return wrap(xoroshiro128plusFromState(state));
}

/** Thrown by a {@link scriptedRng} that is asked for a value it was not given. */
export class ScriptedRngError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptedRngError';
  }
}

/**
 * An rng that yields exactly the given integers in order, for tests that replay rulebook examples
 * with their printed dice. It throws a {@link ScriptedRngError} when a value falls outside the
 * requested range or when the script runs out, so a test cannot silently consume the wrong dice.
 */
export function scriptedRng(values: readonly number[]): Rng {
  const script = [...values];
  function make(position: number): Rng & { readonly position: number } {
    let index = position;
    return {
      get position() {
        return index;
      },
      int(min, max) {
        checkRange(min, max);
        if (index >= script.length) {
          throw new ScriptedRngError(
            `scriptedRng exhausted: asked for value ${index + 1} in [${min}, ${max}] but only ${script.length} were scripted`,
          );
        }
        const value = script[index] as number;
        if (value < min || value > max) {
          throw new ScriptedRngError(
            `scriptedRng value ${index + 1} is ${value}, outside the requested range [${min}, ${max}]`,
          );
        }
        index += 1;
        return value;
      },
      clone: () => make(index),
      getState: () => [index],
    };
  }
  return make(0);
}

/** How many values a scripted rng has handed out so far (for asserting a script was used up). */
export function scriptedPosition(rng: Rng): number {
  const position = (rng as { position?: unknown }).position;
  if (typeof position !== 'number') throw new TypeError('not a scriptedRng');
  return position;
}
