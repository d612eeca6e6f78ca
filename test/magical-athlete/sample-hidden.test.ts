/**
 * `sampleHidden` redraws exactly what a seat cannot see (DESIGN §2, §6): here the corner where the
 * waiting Spy has seen every pick (MA-51), and one of those picks is a secret Assassin replacement
 * (MA-31). The Spy has seen that card, so it is no longer hidden from the Spy and must stay put.
 */
import { describe, expect, it } from 'vitest';
import { createRng, deepEqual, type Player } from '../../src/index.js';
import { magicalAthlete, type CharacterId, type MagicalAthleteAction, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';

/** The first state of a seeded random game that is in the selection phase. */
function aSelection(seed: number): MagicalAthleteState {
  const rng = createRng(seed);
  const chooser = createRng(seed + 1);
  let state = magicalAthlete.setup({ players: 4 }, rng);
  while (state.phase !== 'selection') {
    const player = magicalAthlete.actors(state)[0] as Player;
    const legal = magicalAthlete.legalActions(state, player);
    state = magicalAthlete.reduce(state, legal[chooser.int(0, legal.length - 1)] as MagicalAthleteAction, rng);
  }
  return state;
}

describe('sampleHidden for the waiting Spy', () => {
  it('keeps a secret replacement the Spy has seen picked', () => {
    const viewer: Player = 0;
    const holder = 2;
    const state = JSON.parse(JSON.stringify(aSelection(3))) as MagicalAthleteState;
    const secret = state.players[holder]!.hand[0] as CharacterId;
    state.players[holder]!.secret = secret;
    state.selection!.spyWaiting = viewer;
    state.selection!.picks = state.players.map((p, seat) => (seat === viewer ? null : (p.hand[0] as CharacterId)));
    const real = magicalAthlete.parseState(state);
    for (let seed = 1; seed <= 20; seed++) {
      const world = magicalAthlete.sampleHidden(real, viewer, createRng(seed));
      expect(deepEqual(magicalAthlete.parseState(JSON.parse(JSON.stringify(world))), world), 'the world is a valid state').toBe(true);
      expect(world.selection!.picks[holder]).toBe(secret);
      expect(world.players[holder]!.secret).toBe(secret);
      expect(magicalAthlete.view(world, viewer)).toEqual(magicalAthlete.view(real, viewer));
    }
  });

  it('still redraws a secret replacement that was not picked', () => {
    const viewer: Player = 0;
    const holder = 2;
    const state = JSON.parse(JSON.stringify(aSelection(3))) as MagicalAthleteState;
    const hand = state.players[holder]!.hand;
    expect(hand.length).toBeGreaterThan(1);
    state.players[holder]!.secret = hand[1] as CharacterId;
    state.selection!.spyWaiting = viewer;
    state.selection!.picks = state.players.map((p, seat) => (seat === viewer ? null : (p.hand[0] as CharacterId)));
    const real = magicalAthlete.parseState(state);
    const drawn = new Set<CharacterId | null>();
    for (let seed = 1; seed <= 20; seed++) drawn.add(magicalAthlete.sampleHidden(real, viewer, createRng(seed)).players[holder]!.secret);
    expect(drawn.size).toBeGreaterThan(1);
  });
});
