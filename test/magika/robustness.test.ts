/**
 * Untrusted input (DESIGN §8; issue 23, item 9): a config whose lists have holes is refused as
 * BAD_CONFIG, by the game's own parser too and not only behind the core's snapshot, and `isLegal`
 * answers true exactly for the actions `reduce` takes, however malformed the rest are.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, type Player } from '../../src/index.js';
import { magika, type MagikaState } from '../../src/games/magika/index.js';
import { parseConfig as ownParseConfig } from '../../src/games/magika/parse-config.js';
import { HEX_COUNT } from '../../src/games/magika/rules/map.js';

/** A list of `length` plains with nothing at all at index `hole` (not even `undefined`). */
function holeyMap(hole: number): unknown[] {
  const map: unknown[] = new Array(HEX_COUNT);
  for (let hex = 0; hex < HEX_COUNT; hex++) if (hex !== hole) map[hex] = 3;
  return map;
}

function refusal(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw new Error(`expected a RuleError, got ${String(error)}`);
  }
  throw new Error('expected a refusal, but the input was accepted');
}

describe('configs with holes in their lists', () => {
  it('a map with a hole is refused by the game and by its own parser, naming the map rule (MG-2)', () => {
    for (const hole of [0, 5, HEX_COUNT - 1]) {
      expect(refusal(() => magika.parseConfig({ players: 3, map: holeyMap(hole) })).code).toBe('BAD_CONFIG');
      const own = refusal(() => ownParseConfig({ players: 3, map: holeyMap(hole) }));
      expect(own.code).toBe('BAD_CONFIG');
      expect(own.rule).toBe('MG-2');
    }
  });

  it('a mage list with a hole is refused by the game and by its own parser (MG-7)', () => {
    const mages: unknown[] = new Array(3);
    mages[0] = { name: 'Aldric', race: 'human', alignment: 'good' };
    mages[2] = { name: 'Corvin', race: 'dwarf', alignment: 'neutral' };
    expect(refusal(() => magika.parseConfig({ players: 3, ebon: false, mages })).code).toBe('BAD_CONFIG');
    const own = refusal(() => ownParseConfig({ players: 3, ebon: false, mages }));
    expect(own.code).toBe('BAD_CONFIG');
    expect(own.rule).toBe('MG-7');
  });

  it('a complete map still plays', () => {
    const config = magika.parseConfig({ players: 3, map: new Array(HEX_COUNT).fill(3) });
    const state = magika.setup(config, createRng(1));
    expect(magika.legalActions(state, 0).length).toBeGreaterThan(0);
  });
});

/** Saved states of a seeded random 5-seat contest, a few phases apart. */
function states(): MagikaState[] {
  const out: MagikaState[] = [];
  const rng = createRng(23);
  const chooser = createRng(24);
  const state = magika.clone(magika.setup(magika.parseConfig({ ...magika.defaultConfig(5), maxTurns: 4 }), rng));
  for (let step = 0; !magika.isOver(state); step++) {
    if (step % 7 === 0) out.push(magika.clone(state));
    const actors = magika.actors(state);
    const player = actors[chooser.int(0, actors.length - 1)] as Player;
    const legal = magika.legalActions(state, player);
    magika.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
  }
  out.push(magika.clone(state));
  return out;
}

/** Whether `reduce` takes `action` in `state`. */
function reduceTakes(state: MagikaState, action: unknown): boolean {
  try {
    magika.reduce(state, action as never, createRng(1));
    return true;
  } catch (error) {
    if (error instanceof RuleError) return false;
    throw error;
  }
}

describe('isLegal and malformed actions', () => {
  it('is false for the malformed moves of the audit: no direction, an unknown direction, a seat given as a string', () => {
    const state = magika.setup(magika.parseConfig({ players: 3 }), createRng(1));
    const junk: unknown[] = [
      { type: 'move', player: 0, phase: 1 },
      { type: 'move', player: 0, phase: 1, direction: 'N' },
      { type: 'move', player: '0', phase: 1, direction: 'NE' },
      { type: 'rest', player: '0', phase: 1 },
      { type: 'rest', player: 0, phase: '1' },
      { type: 'rest', player: 0, phase: 1, extra: true },
    ];
    for (const action of junk) {
      expect(magika.isLegal(state, action as never)).toBe(false);
      expect(reduceTakes(state, action)).toBe(false);
    }
    expect(magika.isLegal(state, { type: 'move', player: 0, phase: 1, direction: 'NE' })).toBe(true);
  });

  it('agrees with reduce on legal actions with a field dropped, changed or added (seeded)', () => {
    const list = states();
    const junkValues = [undefined, null, '0', 'N', 'NE', 0, 1, 2, -1, 12, 13, 1.5, 'rest', 'scroll-0', 'A', 'good', [], {}, true];
    const fields = ['type', 'player', 'phase', 'direction', 'item', 'recipient', 'artifact', 'cloak', 'scroll', 'level', 'target'];
    fc.assert(
      fc.property(
        fc.nat({ max: list.length - 1 }),
        fc.nat(),
        fc.constantFrom(...fields),
        fc.nat({ max: junkValues.length - 1 }),
        (which, pick, field, value) => {
          const state = list[which]!;
          const actors = magika.actors(state);
          if (actors.length === 0) return;
          const seat = actors[pick % actors.length]!;
          const legal = magika.legalActions(state, seat);
          const action: Record<string, unknown> = { ...legal[pick % legal.length]! };
          if (junkValues[value] === undefined) delete action[field];
          else action[field] = junkValues[value];
          expect(magika.isLegal(state, action as never)).toBe(reduceTakes(state, action));
        },
      ),
      { seed: 2023, numRuns: 400 },
    );
  });
});
