/**
 * Secret decisions stay secret (DESIGN §6, MA-10, MA-48): two different secret choices must leave
 * every other player's view identical, events included, until the rules reveal them.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Player } from '../../src/index.js';
import { magicalAthlete, type MagicalAthleteAction, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';

function playUntil(seed: number, stop: (s: MagicalAthleteState) => boolean, limit = 5000): { state: MagicalAthleteState; rulesSeed: number } | null {
  const rng = createRng(seed);
  const chooser = createRng(seed + 7);
  let state = magicalAthlete.setup({ players: seed % 2 === 0 ? 4 : 5 }, rng);
  for (let i = 0; i < limit && !magicalAthlete.isOver(state); i++) {
    if (stop(state)) return { state, rulesSeed: seed };
    const actors = magicalAthlete.actors(state);
    const player = actors[chooser.int(0, actors.length - 1)] as Player;
    const legal = magicalAthlete.legalActions(state, player);
    state = magicalAthlete.reduce(state, legal[chooser.int(0, legal.length - 1)] as MagicalAthleteAction, rng);
  }
  return null;
}

function othersSeeTheSame(state: MagicalAthleteState, a: MagicalAthleteAction, b: MagicalAthleteAction, chooser: Player): void {
  const afterA = magicalAthlete.reduce(state, a, createRng(99));
  const afterB = magicalAthlete.reduce(state, b, createRng(99));
  for (let viewer = 0; viewer < state.players.length; viewer++) {
    if (viewer === chooser) continue;
    expect(magicalAthlete.view(afterB, viewer), `player ${viewer} cannot tell ${JSON.stringify(a)} from ${JSON.stringify(b)}`).toEqual(magicalAthlete.view(afterA, viewer));
  }
  expect(magicalAthlete.view(afterB, 'spectator')).toEqual(magicalAthlete.view(afterA, 'spectator'));
}

describe('secret choices', () => {
  it('MA-48: nobody but the Prophet’s owner can tell which racer she named', () => {
    let checked = 0;
    for (let seed = 1; seed <= 120 && checked < 6; seed++) {
      const found = playUntil(seed, (s) => s.race?.pending?.ability === 'prophet');
      if (found === null) continue;
      const { state } = found;
      const player = magicalAthlete.actors(state)[0] as Player;
      const [a, b] = magicalAthlete.legalActions(state, player);
      othersSeeTheSame(state, a as MagicalAthleteAction, b as MagicalAthleteAction, player);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('MA-10: a pick is hidden from the others until the reveal', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 10; seed++) {
      const found = playUntil(seed, (s) => s.phase === 'selection' && magicalAthlete.actors(s).length > 1);
      if (found === null) continue;
      const { state } = found;
      const player = magicalAthlete.actors(state)[0] as Player;
      const picks = magicalAthlete.legalActions(state, player).filter((a) => a.type === 'pick');
      if (picks.length < 2) continue;
      othersSeeTheSame(state, picks[0] as MagicalAthleteAction, picks[1] as MagicalAthleteAction, player);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
