/**
 * DESIGN §8 (totality): `parseState` does not re-check the resolution stack, so a saved state may
 * hold an offer whose target list was emptied. Answering it must never fail with anything but a
 * RuleError; the abilities that act on a target then do nothing to it.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng } from '../../src/index.js';
import { magicalAthlete, type CharacterId } from '../../src/games/magical-athlete/index.js';
import { raceTest, type RaceSetup } from './harness.js';

const OFFERS: readonly [CharacterId, RaceSetup][] = [
  ['medusa', { racers: ['druid', 'medusa', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] }],
  ['witch', { racers: ['spy', 'witch', 'assassin', 'thief'], positions: [3, 4, 0, 0], dice: [2] }],
  ['ghoul', { racers: ['spy', 'ghoul', 'assassin', 'thief'], positions: [3, 4, 0, 0], dice: [1] }],
  ['gladiator', { racers: ['spy', 'gladiator', 'assassin', 'thief'], positions: [2, 5, 0, 0], dice: [3] }],
];

describe('Saved offers with no target left', () => {
  for (const [ability, setup] of OFFERS) {
    it(`the ${ability}'s offer, its targets emptied in a saved state, is answered without a crash`, () => {
      const t = raceTest(setup);
      expect(t.prompt?.ability).toBe(ability);
      const saved = JSON.parse(JSON.stringify(t.state)) as { race: { pending: { targets: number[] } } };
      saved.race.pending.targets = [];
      const state = magicalAthlete.parseState(saved);
      const player = magicalAthlete.actors(state)[0] as number;
      const actions = magicalAthlete.legalActions(state, player);
      expect(actions).toContainEqual({ type: 'use', player, ability });
      for (const action of actions) {
        try {
          magicalAthlete.apply(magicalAthlete.clone(state), action, createRng(5));
        } catch (error) {
          expect(error).toBeInstanceOf(RuleError);
        }
      }
    });
  }
});
