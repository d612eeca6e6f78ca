/**
 * Spy (MA-51, reconstructed): once a game, while the Spy is in his owner's hand, that player may
 * wait and choose a racer after seeing everyone else's choice (rulebook "The Races"). Played
 * through the real game.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/index.js';
import {
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteState,
} from '../../../src/games/magical-athlete/index.js';
import { ABILITIES } from '../../../src/games/magical-athlete/abilities/index.js';
import { dealtGame as dealt, diceBySeat, refusal } from '../dealt-game.js';

const dealtGame = (hands: readonly (readonly CharacterId[])[]): MagicalAthleteState => dealt(hands, { seed: 5 }).state;


/** Answers every race question with "roll" or "decline" until the race is over. */
function finishRace(state: MagicalAthleteState, rng: Rng): void {
  while (state.phase === 'race') {
    const player = magicalAthlete.actors(state)[0] as number;
    const legal = magicalAthlete.legalActions(state, player);
    const answer = legal.find((a) => a.type === 'roll') ?? legal.find((a) => a.type === 'decline') ?? legal[0];
    if (answer === undefined) throw new Error('nothing to do');
    magicalAthlete.apply(state, answer, rng);
  }
}

const pick = (state: MagicalAthleteState, player: number, character: CharacterId): void =>
  magicalAthlete.apply(state, { type: 'pick', player, character }, createRng(9));

const HANDS: CharacterId[][] = [
  ['spy', 'amazon', 'centaur', 'conjurer', 'demon'],
  ['philosopher', 'merchant', 'necromancer', 'ninja', 'pirate'],
  ['priest', 'ranger', 'siren', 'thief', 'bard'],
  ['witch', 'druid', 'martialArtist', 'ghoul', 'cupid'],
];

describe('Spy', () => {
  it('MA-51: in the choice of racers, only the owner of an unraced Spy may choose to wait', () => {
    const state = dealtGame(HANDS);
    expect(state.phase).toBe('selection');
    expect(magicalAthlete.legalActions(state, 0)).toContainEqual({ type: 'spy', player: 0 });
    for (const player of [1, 2, 3]) expect(magicalAthlete.legalActions(state, player).map((a) => a.type)).not.toContain('spy');
    expect(refusal(state, { type: 'spy', player: 1 }).code).toBe('ILLEGAL_ACTION');
  });

  it('Rulebook "The Races": with the Spy he need not choose before he has seen all the other players\' choices', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'spy', player: 0 }, createRng(1));
    expect(state.events).toEqual([{ type: 'spyWaits', player: 0 }]);
    expect(state.spyUsed).toBe(true);
    expect(magicalAthlete.actors(state)).toEqual([1, 2, 3]);
    expect(magicalAthlete.legalActions(state, 0)).toEqual([]);
    expect(refusal(state, { type: 'pick', player: 0, character: 'amazon' }).code).toBe('NOT_YOUR_TURN');
    pick(state, 1, 'merchant');
    pick(state, 2, 'priest');
    expect(magicalAthlete.actors(state)).toEqual([3]);
    pick(state, 3, 'witch');
    // Now, and only now, it is his turn to choose.
    expect(magicalAthlete.actors(state)).toEqual([0]);
    expect(state.phase).toBe('selection');
    pick(state, 0, 'amazon');
    expect(state.phase).toBe('race');
    expect(state.events.find((e) => e.type === 'revealed')).toEqual({
      type: 'revealed',
      race: 1,
      racers: [
        { player: 0, character: 'amazon' },
        { player: 1, character: 'merchant' },
        { player: 2, character: 'priest' },
        { player: 3, character: 'witch' },
      ],
    });
  });

  it('MA-51 (views): the waiting Spy sees the others\' picks once they are all in; the others and spectators do not', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'spy', player: 0 }, createRng(1));
    pick(state, 1, 'merchant');
    // Not all in yet: even the Spy sees only that a choice was made.
    expect(magicalAthlete.view(state, 0).picks).toEqual([null, 'hidden', null, null]);
    pick(state, 2, 'priest');
    pick(state, 3, 'witch');
    expect(magicalAthlete.view(state, 0).picks).toEqual([null, 'merchant', 'priest', 'witch']);
    expect(magicalAthlete.view(state, 1).picks).toEqual([null, 'merchant', 'hidden', 'hidden']);
    expect(magicalAthlete.view(state, 3).picks).toEqual([null, 'hidden', 'hidden', 'witch']);
    expect(magicalAthlete.view(state, 'spectator').picks).toEqual([null, 'hidden', 'hidden', 'hidden']);
    // That he is waiting is public.
    expect(magicalAthlete.view(state, 2).spyWaiting).toBe(0);
  });

  it('MA-51: after waiting he may choose any card of his hand, the Spy himself included', () => {
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'spy', player: 0 }, createRng(1));
    pick(state, 1, 'merchant');
    pick(state, 2, 'priest');
    pick(state, 3, 'witch');
    expect(magicalAthlete.legalActions(state, 0)).toEqual(
      ['spy', 'amazon', 'centaur', 'conjurer', 'demon'].map((character) => ({ type: 'pick', player: 0, character })),
    );
    pick(state, 0, 'spy');
    expect(state.players[0]?.raced).toEqual(['spy']);
    expect(state.race?.racers[0]?.character).toBe('spy');
  });

  it('Rulebook "The Races": each ability outside a race is used once — in the next race the Spy cannot wait again', () => {
    const state = dealtGame(HANDS);
    const rng = diceBySeat(state, [6, 5, 2, 1]);
    magicalAthlete.apply(state, { type: 'spy', player: 0 }, rng);
    pick(state, 1, 'merchant');
    pick(state, 2, 'priest');
    pick(state, 3, 'witch');
    magicalAthlete.apply(state, { type: 'pick', player: 0, character: 'amazon' }, rng);
    finishRace(state, rng);
    expect(state.phase).toBe('selection');
    expect(state.results).toHaveLength(1);
    expect(state.players[0]?.hand).toContain('spy');
    expect(magicalAthlete.legalActions(state, 0).map((a) => a.type)).not.toContain('spy');
    const error = refusal(state, { type: 'spy', player: 0 });
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.rule).toBe('MA-51');
  });

  it('MA-51: once the Spy has raced, his owner can no longer wait', () => {
    const state = dealtGame(HANDS);
    const rng = diceBySeat(state, [6, 5, 2, 1]);
    (['spy', 'merchant', 'priest', 'witch'] as const).forEach((character, player) => magicalAthlete.apply(state, { type: 'pick', player, character }, rng));
    finishRace(state, rng);
    expect(state.spyUsed).toBe(false);
    expect(magicalAthlete.legalActions(state, 0).map((a) => a.type)).not.toContain('spy');
  });

  it('MA-51: a player who has already chosen cannot wait any more', () => {
    const state = dealtGame(HANDS);
    pick(state, 0, 'amazon');
    expect(magicalAthlete.actors(state)).toEqual([1, 2, 3]);
    expect(refusal(state, { type: 'spy', player: 0 }).code).toBe('NOT_YOUR_TURN');
  });

  it('MA-51 / MA-45: the Philosopher cannot cancel the Spy (nobody is asked during the choice)', () => {
    expect(ABILITIES.spy.cancellable).toBe(false);
    const state = dealtGame(HANDS);
    magicalAthlete.apply(state, { type: 'spy', player: 0 }, createRng(1));
    pick(state, 1, 'philosopher');
    expect(magicalAthlete.view(state, 1).prompt).toBeNull();
    expect(magicalAthlete.actors(state)).toEqual([2, 3]);
  });
});
