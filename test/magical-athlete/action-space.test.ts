/**
 * Magical Athlete's fixed action space and observation tensor (DESIGN §13, issue 28): the numbers
 * of known actions, their decoding, the sizes per config, a slice of the tensor in a built race,
 * and what a seat cannot tell apart giving the same tensor and the same numbers.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, legalActionMask, type Player } from '../../src/index.js';
import {
  CHARACTER_IDS,
  MAGICAL_ATHLETE_ACTIONS,
  MAGICAL_ATHLETE_ACTION_OFFSETS,
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteAction,
  type MagicalAthleteState,
} from '../../src/games/magical-athlete/index.js';
import { raceTest } from './harness.js';

const game = magicalAthlete;
const idOf = (c: CharacterId): number => CHARACTER_IDS.indexOf(c);

/** The first state of a seeded random game in `phase`. */
function reach(seed: number, phase: MagicalAthleteState['phase'], players: 4 | 5 = 4): MagicalAthleteState {
  const rng = createRng(seed);
  const chooser = createRng(seed + 100);
  let state = game.setup({ players }, rng);
  while (state.phase !== phase) {
    const player = game.actors(state)[0] as Player;
    const legal = game.legalActions(state, player);
    state = game.reduce(state, legal[chooser.int(0, legal.length - 1)] as MagicalAthleteAction, rng);
  }
  return state;
}

/** The slice `name` of `tensor` in the layout of `players` seats. */
function slice(tensor: Float32Array, players: 4 | 5, name: string): number[] {
  const found = game.observationLayout!({ players }).slices.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no slice ${name}`);
  return [...tensor.subarray(found.offset, found.offset + found.length)];
}

function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  return undefined;
}

describe('Magical Athlete action numbers', () => {
  it('has 110 numbers for four and for five players', () => {
    expect(game.actionSpace!({ players: 4 })).toBe(110);
    expect(game.actionSpace!({ players: 5 })).toBe(110);
    expect(MAGICAL_ATHLETE_ACTIONS).toBe(110);
    expect(MAGICAL_ATHLETE_ACTION_OFFSETS).toMatchObject({ buy: 0, pass: 5, assassinate: 6, decline: 31, pick: 32, spy: 57, prophesy: 58, roll: 83, use: 84, useOn: 85 });
  });

  it('numbers a draft buy by its price and the pass as 5', () => {
    const state = game.setup({ players: 4 }, createRng(1));
    const player = game.actors(state)[0] as Player;
    for (const slot of [0, 1, 2, 3, 4]) {
      const action: MagicalAthleteAction = { type: 'buy', player, slot };
      if (game.isLegal(state, action)) {
        expect(game.encodeAction!(state, action)).toBe(slot);
        expect(game.decodeAction!(state, slot)).toEqual(action);
      }
    }
    expect(game.encodeAction!(state, { type: 'pass', player })).toBe(5);
    expect(game.decodeAction!(state, 5, player)).toEqual({ type: 'pass', player });
    // A pick is no draft action: its number decodes to nothing here.
    expect(refusal(() => game.decodeAction!(state, 32, player))).toBe('ILLEGAL_ACTION');
  });

  it('numbers the prophecy, an ability on a target and the roll by character', () => {
    const prophet = raceTest({ racers: ['prophet', 'amazon', 'bard', 'witch'], dice: [] });
    expect(prophet.prompt?.answers).toBe('prophesy');
    const witch: MagicalAthleteAction = { type: 'prophesy', player: 0, character: 'witch' };
    expect(game.encodeAction!(prophet.state, witch)).toBe(58 + 24);
    expect(game.decodeAction!(prophet.state, 82)).toEqual(witch);
    expect(game.decodeAction!(prophet.state, 58)).toEqual({ type: 'prophesy', player: 0, character: 'amazon' });
    expect(refusal(() => game.decodeAction!(prophet.state, 31))).toBe('ILLEGAL_ACTION');

    const pirate = raceTest({ racers: ['amazon', 'pirate', 'bard', 'witch'], positions: [3, 10, 6, 2], first: 1, dice: [] });
    expect(pirate.prompt).toMatchObject({ ability: 'pirate', player: 1, answers: 'useOrRoll' });
    const ids = game.legalActions(pirate.state, 1).map((a) => game.encodeAction!(pirate.state, a));
    expect(ids).toContain(83);
    expect(game.decodeAction!(pirate.state, 83)).toEqual({ type: 'roll', player: 1 });
    const target = pirate.prompt!.targets[0]!;
    expect(game.encodeAction!(pirate.state, { type: 'use', player: 1, ability: 'pirate', target })).toBe(85 + idOf(target));
    expect(game.decodeAction!(pirate.state, 85 + idOf(target))).toEqual({ type: 'use', player: 1, ability: 'pirate', target });
    // The Pirate takes a target, so the untargeted use has no action now.
    expect(refusal(() => game.decodeAction!(pirate.state, 84))).toBe('ILLEGAL_ACTION');
    const mask = legalActionMask(game, { players: 4 }, pirate.state, 1);
    expect([...mask.keys()].filter((i) => mask[i] === 1)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('numbers a racer pick by character and needs the player while several choose', () => {
    const state = reach(5, 'selection');
    expect(game.actors(state).length).toBe(4);
    const player = 2;
    const card = state.players[player]!.hand[0] as CharacterId;
    const action: MagicalAthleteAction = { type: 'pick', player, character: card };
    expect(game.encodeAction!(state, action)).toBe(32 + idOf(card));
    expect(game.decodeAction!(state, 32 + idOf(card), player)).toEqual(action);
    expect(refusal(() => game.decodeAction!(state, 32 + idOf(card)))).toBe('MALFORMED_ACTION');
    // Another seat's card is not this seat's pick.
    const other = state.players[0]!.hand[0] as CharacterId;
    expect(refusal(() => game.decodeAction!(state, 32 + idOf(other), player))).toBe('ILLEGAL_ACTION');
  });
});

describe('Magical Athlete observation tensor', () => {
  it('has a layout of 691 numbers for four players and 813 for five', () => {
    expect(game.observationLayout!({ players: 4 }).size).toBe(691);
    expect(game.observationLayout!({ players: 5 }).size).toBe(813);
    const state = reach(2, 'draft', 5);
    expect(game.observationTensor!(game.view(state, 0)).length).toBe(813);
  });

  it('shows the race, the open question and the viewer', () => {
    const race = raceTest({ racers: ['amazon', 'pirate', 'bard', 'witch'], positions: [3, 15, 30, 0], finished: ['bard'], first: 1, dice: [] });
    const t = game.observationTensor!(game.view(race.state, 0));
    expect(slice(t, 4, 'phase')).toEqual([0, 0, 0, 1, 0]);
    expect(slice(t, 4, 'viewer')).toEqual([1, 0, 0, 0]);
    expect(slice(t, 4, 'racers.position')).toEqual([3 / 30, 15 / 30, 1, 0].map(Math.fround));
    expect(slice(t, 4, 'racers.place')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    const ability = slice(t, 4, 'prompt.ability');
    expect(ability.indexOf(1)).toBe(idOf('pirate'));
    expect(ability.reduce((a, b) => a + b)).toBe(1);
    expect(slice(t, 4, 'prompt.player')).toEqual([0, 1, 0, 0]);
    expect(slice(t, 4, 'prompt.answers')).toEqual([0, 1, 0]);
    const targets = slice(t, 4, 'prompt.targets');
    for (const c of race.prompt!.targets) expect(targets[['amazon', 'pirate', 'bard', 'witch'].indexOf(c)]).toBe(1);
    expect(slice(t, 4, 'racers.character').slice(25, 50).indexOf(1)).toBe(idOf('pirate'));
  });

  it('shows the draft board and the drafter', () => {
    const state = game.setup({ players: 4 }, createRng(7));
    const t = game.observationTensor!(game.view(state, 1));
    const board = slice(t, 4, 'draft.slots');
    state.draft.slots.forEach((card, k) => {
      const row = board.slice(k * 25, k * 25 + 25);
      expect(row.indexOf(1)).toBe(card === null ? -1 : idOf(card));
    });
    expect(slice(t, 4, 'draft.active')[state.draft.active]).toBe(1);
    expect(slice(t, 4, 'chips')).toEqual([1, 1, 1, 1]);
  });

  it('shows every pick to the waiting Spy, and only to the Spy', () => {
    // A selection where some seat holds the Spy: it waits (number 57), the others pick.
    let state: MagicalAthleteState | undefined;
    let spy = -1;
    for (let seed = 1; spy < 0; seed++) {
      state = reach(seed, 'selection');
      spy = state.players.findIndex((p) => p.hand.includes('spy'));
    }
    let s = state!;
    expect(game.encodeAction!(s, { type: 'spy', player: spy })).toBe(57);
    s = game.reduce(s, game.decodeAction!(s, 57, spy), createRng(1));
    const picks: number[] = [];
    for (const seat of [0, 1, 2, 3].filter((p) => p !== spy)) {
      const card = s.players[seat]!.hand[0]!;
      picks[seat] = idOf(card);
      s = game.reduce(s, { type: 'pick', player: seat, character: card }, createRng(seat));
    }
    const seen = slice(game.observationTensor!(game.view(s, spy)), 4, 'picks.character');
    const other = (spy + 1) % 4;
    const unseen = slice(game.observationTensor!(game.view(s, other)), 4, 'picks.character');
    for (let seat = 0; seat < 4; seat++) {
      if (seat === spy) continue;
      expect(seen.slice(seat * 25, seat * 25 + 25).indexOf(1), `the Spy sees seat ${seat}'s pick`).toBe(picks[seat]);
      expect(unseen.slice(seat * 25, seat * 25 + 25).indexOf(1), `seat ${other} sees only its own pick`).toBe(seat === other ? picks[seat] : -1);
    }
    expect(slice(game.observationTensor!(game.view(s, spy)), 4, 'spyWaiting')[spy]).toBe(1);
  });

  it('is the same, with the same action numbers, in worlds the seat cannot tell apart', () => {
    // Three seats have picked in secret; seat 0 has not. Their picks are redrawn in each world.
    let state = reach(11, 'selection');
    for (const seat of [1, 2, 3]) state = game.reduce(state, { type: 'pick', player: seat, character: state.players[seat]!.hand.at(-1)! }, createRng(seat));
    const viewer = 0;
    const tensor = game.observationTensor!(game.view(state, viewer));
    const numbers = (s: MagicalAthleteState): number[] => game.legalActions(s, viewer).map((a) => game.encodeAction!(s, a));
    expect(slice(tensor, 4, 'picks.made')).toEqual([0, 1, 1, 1]);
    expect(slice(tensor, 4, 'picks.character').slice(25).every((x) => x === 0)).toBe(true);
    let differed = false;
    for (let seed = 1; seed <= 8; seed++) {
      const world = game.sampleHidden(state, viewer, createRng(seed));
      differed ||= JSON.stringify(world.selection?.picks) !== JSON.stringify(state.selection?.picks);
      expect(game.observationTensor!(game.view(world, viewer))).toEqual(tensor);
      expect(numbers(world)).toEqual(numbers(state));
    }
    expect(differed, 'some world has other picks').toBe(true);
  });
});
