/**
 * Thief (MA-52, reconstructed): at the start of the race (after the reveal) he may take 1 point from
 * every other player who has any; players make change as needed. In the first race nobody has
 * points, so he is not even asked (FAQ "Thief").
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Rng } from '../../../src/index.js';
import {
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteState,
} from '../../../src/games/magical-athlete/index.js';
import { raceTest } from '../harness.js';
import { dealtGame as dealt, diceBySeat } from '../dealt-game.js';

const dealtGame = (hands: readonly (readonly CharacterId[])[]): MagicalAthleteState => dealt(hands, { seed: 11 }).state;


/** Every player picks; then every question is answered "roll" / "decline" until the race ends. */
function runRace(state: MagicalAthleteState, picks: readonly CharacterId[], rng: Rng, stopAtFirstQuestion = false): void {
  picks.forEach((character, player) => magicalAthlete.apply(state, { type: 'pick', player, character }, rng));
  while (state.phase === 'race' && !stopAtFirstQuestion) {
    const player = magicalAthlete.actors(state)[0] as number;
    const legal = magicalAthlete.legalActions(state, player);
    const answer = legal.find((a) => a.type === 'roll') ?? legal.find((a) => a.type === 'decline') ?? legal[0];
    if (answer === undefined) throw new Error('nothing to do');
    magicalAthlete.apply(state, answer, rng);
  }
}

const HANDS: CharacterId[][] = [
  ['thief', 'amazon', 'bard', 'centaur', 'conjurer'],
  ['cupid', 'demon', 'druid', 'ghoul', 'merchant'],
  ['martialArtist', 'medusa', 'necromancer', 'ninja', 'philosopher'],
  ['pirate', 'priest', 'ranger', 'siren', 'witch'],
];

describe('Thief', () => {
  it('MA-52: asked at the start of the race, before the first turn, when another player has points', () => {
    const t = raceTest({ racers: ['thief', 'spy', 'assassin', 'ranger'], chips: [0, 5, 3, 0] });
    expect(t.prompt).toEqual({ ability: 'thief', player: 0, targets: [], answers: 'useOrDecline' });
    expect(t.events('turnStarted')).toEqual([]);
  });

  it('FAQ Thief: players must make change for the Thief to collect — he takes exactly 1 point from every other player who has any', () => {
    const t = raceTest({ racers: ['thief', 'spy', 'assassin', 'ranger'], chips: [0, 5, 3, 0], dice: [2] });
    t.use();
    expect(t.state.players.map((p) => p.chips)).toEqual([2, 4, 2, 0]);
    expect(t.events('chipsMoved')).toEqual([
      { type: 'chipsMoved', from: 1, to: 0, amount: 1, reason: 'theft' },
      { type: 'chipsMoved', from: 2, to: 0, amount: 1, reason: 'theft' },
    ]);
    // Then the race begins with the Thief's own turn.
    expect(t.positions()).toEqual([2, 0, 0, 0]);
  });

  it('MA-52 (any points): the theft takes exactly 1 from every other player with points, and nothing from the others', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 4, maxLength: 4 }), (chips) => {
        const t = raceTest({ racers: ['thief', 'spy', 'assassin', 'ranger'], chips, dice: [1] });
        const victims = chips.slice(1).filter((c) => c > 0).length;
        if (victims === 0) {
          expect(t.events('abilityUsed')).toEqual([]);
          return;
        }
        t.use();
        expect(t.state.players.map((p) => p.chips)).toEqual(chips.map((c, seat) => (seat === 0 ? c + victims : Math.max(0, c - 1))));
      }),
      { numRuns: 60, seed: 52 },
    );
  });

  it('MA-52: declining leaves everyone\'s points alone and the race begins', () => {
    const t = raceTest({ racers: ['thief', 'spy', 'assassin', 'ranger'], chips: [1, 5, 3, 0], dice: [2] });
    t.decline();
    expect(t.state.players.map((p) => p.chips)).toEqual([1, 5, 3, 0]);
    expect(t.positions()).toEqual([2, 0, 0, 0]);
  });

  it('MA-52: asked only once, at the start — not on his turns', () => {
    const t = raceTest({ racers: ['thief', 'spy', 'assassin', 'ninja'], chips: [0, 5, 3, 0], first: 1, dice: [1, 1, 1, 1] });
    t.decline(); // no theft
    t.decline(); // the Ninja does not shadow the Spy
    t.decline(); // nor the Assassin
    expect(t.prompt).toEqual({ ability: 'ninja', player: 3, targets: ['thief'], answers: 'useOrDecline' });
    t.decline();
    // The Thief rolled his turn without being asked anything; the next question is the Ninja's.
    expect(t.positions()).toEqual([1, 1, 1, 1]);
    expect(t.prompt).toEqual({ ability: 'ninja', player: 3, targets: ['spy'], answers: 'useOrDecline' });
    expect(t.events('abilityUsed')).toEqual([]);
  });

  it('MA-52: not asked when only he has points', () => {
    const t = raceTest({ racers: ['thief', 'spy', 'assassin', 'ranger'], chips: [4, 0, 0, 0], dice: [2] });
    expect(t.events('abilityUsed')).toEqual([]);
    expect(t.positions()).toEqual([2, 0, 0, 0]);
  });

  it('FAQ Thief: in the first race of the game no player has chips, so he is not asked at all', () => {
    const state = dealtGame(HANDS);
    expect(state.phase).toBe('selection');
    expect(state.players.map((p) => p.chips)).toEqual([0, 0, 0, 0]);
    runRace(state, ['thief', 'cupid', 'medusa', 'pirate'], diceBySeat(state, [1, 2, 3, 4]), true);
    // The last pick reveals the racers and the first turn starts at once: no question for the Thief.
    const types = state.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(['picked', 'revealed', 'turnStarted']);
    expect(types).not.toContain('abilityUsed');
    expect(magicalAthlete.view(state, 'spectator').prompt?.ability).not.toBe('thief');
    expect(state.players.map((p) => p.chips)).toEqual([0, 0, 0, 0]);
  });

  it('FAQ Thief: his ability works at the start of a later race, once players have points', () => {
    const state = dealtGame(HANDS);
    const rng = diceBySeat(state, [6, 5, 2, 1]);
    runRace(state, ['amazon', 'demon', 'necromancer', 'priest'], rng);
    expect(state.players.map((p) => p.chips)).toEqual([3, 1, 0, 0]);
    runRace(state, ['thief', 'cupid', 'medusa', 'ranger'], rng, true);
    expect(magicalAthlete.view(state, 'spectator').prompt).toEqual({ player: 0, ability: 'thief', user: 0, targets: [], answers: 'useOrDecline' });
    magicalAthlete.apply(state, { type: 'use', player: 0, ability: 'thief' }, rng);
    expect(state.players.map((p) => p.chips)).toEqual([4, 0, 0, 0]);
  });

  it('MA-52 with MA-45: at a real race start the Philosopher stands on the start space, cannot pay, and the theft stands', () => {
    const t = raceTest({ racers: ['thief', 'philosopher', 'spy', 'assassin'], chips: [0, 2, 2, 2], dice: [3] });
    t.use();
    expect(t.events('abilityCancelled')).toEqual([]);
    expect(t.state.players.map((p) => p.chips)).toEqual([3, 1, 1, 1]);
  });
});
