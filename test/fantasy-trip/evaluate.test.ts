/**
 * `evaluate` (DESIGN §13, issue 27): each side's chance from its figures' ST left, blows and armour,
 * who is down and how many turns are left; the outcome's rewards once the fight is over; and only
 * what a seat sees when asked for a seat (another side's ST spent on spells and what its creations
 * are stay hidden, FT-38).
 */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, rankRewards, type Player } from '../../src/index.js';
import { fantasyTrip, fantasyTripTacticalBot, type FantasyTripConfigInput, type FantasyTripFigureInput, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { Fight, h } from './harness.js';

const evaluate = fantasyTrip.evaluate!;

const fighter = (name: string): FantasyTripFigureInput => ({ name, st: 12, dx: 12, weapons: ['broadsword'] });
const summoner = (name: string): FantasyTripFigureInput => ({ name, st: 9, dx: 10, iq: 13, weapons: ['staff'], spells: ['image', 'illusion', 'summon-wolf', 'magic-fist', 'blur', 'stone-flesh'] });

/** Plays a seeded game with the tactical bots (which cast), handing every state to `visit`. */
function botGame(config: FantasyTripConfigInput, seed: number, visit: (state: FantasyTripState, step: number) => void = () => undefined): FantasyTripState {
  const rng = createRng(seed);
  const state = fantasyTrip.setup(fantasyTrip.parseConfig(config), rng);
  const bots = Array.from({ length: config.players }, (_, s) => fantasyTripTacticalBot(fantasyTrip, deriveSeed(seed, s)));
  for (let step = 0; ; step++) {
    visit(state, step);
    const actors = fantasyTrip.actors(state);
    if (actors.length === 0) return state;
    const seat = actors[0] as Player;
    fantasyTrip.apply(state, bots[seat]!.choose(state, seat), rng);
  }
}

const duel = (hits: number, turnLimit = 60): Fight =>
  new Fight({
    sides: [[{ name: 'A', weapons: ['broadsword'] }], [{ name: 'B', weapons: ['broadsword'] }]],
    initiative: [6, 1],
    turnLimit,
    place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3, hits } },
  });

describe('The Fantasy Trip evaluate', () => {
  it('ranks a side at full ST far above one with 2 ST left', () => {
    const values = evaluate(duel(10).state);
    expect(values).toHaveLength(2);
    expect(values[0]).toBeGreaterThan(0.9);
    expect(values[1]).toBeLessThan(0.1);
    // Even fighters stand even.
    expect(evaluate(duel(0).state)).toEqual([0.5, 0.5]);
  });

  it('counts a shield, numbers and who is down', () => {
    // A small shield stops a hit at no cost in DX.
    const armoured = new Fight({
      sides: [[{ name: 'A', weapons: ['broadsword'], shield: 'small-shield' }], [{ name: 'B', weapons: ['broadsword'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    expect(evaluate(armoured.state)[0]).toBeGreaterThan(0.5);
    const two = new Fight({
      sides: [[{ name: 'A', weapons: ['broadsword'] }, { name: 'A2', weapons: ['broadsword'] }], [{ name: 'B', weapons: ['broadsword'] }]],
      initiative: [6, 1],
    });
    expect(evaluate(two.state)[0]).toBeGreaterThan(0.8);
    // The same duel with B knocked down (FT-14), read back through parseState.
    const state = JSON.parse(JSON.stringify(duel(0).state)) as FantasyTripState;
    state.figures[1]!.posture = 'down';
    state.figures[1]!.downSince = state.turn.number;
    expect(evaluate(fantasyTrip.parseState(state))[0]).toBeGreaterThan(0.6);
  });

  it('drifts toward a draw as the turn limit nears (FT-20)', () => {
    const far = evaluate(duel(6, 60).state)[0] as number;
    const near = evaluate(duel(6, 1).state)[0] as number;
    expect(far).toBeGreaterThan(near);
    expect(near).toBeGreaterThan(0.5);
  });

  it('stays in [0, 1], one number per seat, the same twice; the outcome\'s rewards at the end', () => {
    for (const players of [2, 3]) {
      const config = { players, turnLimit: 12, sides: Array.from({ length: players }, (_, s) => [s === 0 ? summoner(`W${s}`) : fighter(`F${s}`), fighter(`G${s}`)]) };
      const final = botGame(config, players * 7, (state, step) => {
        if (step % 11 !== 0) return;
        const values = evaluate(state);
        expect(values).toHaveLength(players);
        for (const v of values) expect(v >= 0 && v <= 1, `value ${v}`).toBe(true);
        expect(evaluate(state)).toEqual(values);
      });
      const rewards = rankRewards(fantasyTrip.outcome(final)!);
      expect(evaluate(final)).toEqual(rewards);
      for (let seat = 0; seat < players; seat++) expect(evaluate(final, seat)).toEqual(rewards);
    }
  });

  it('gives a seat the same numbers in every world it cannot tell from the real one', () => {
    const config = { players: 2, turnLimit: 15, sides: [[summoner('W'), fighter('F')], [summoner('V'), fighter('G')]] };
    let secrets = 0;
    for (const seed of [1, 2, 3]) {
      botGame(config, seed, (state, step) => {
        if (step % 6 !== 0) return;
        for (const viewer of [0, 1]) {
          const own = evaluate(state, viewer);
          for (const k of [1, 2]) expect(evaluate(fantasyTrip.sampleHidden(state, viewer, createRng(k * 7919 + step)), viewer)).toEqual(own);
        }
        if (state.figures.some((f) => f.fatigue > 0 || (f.creation !== null && !f.creation.shown))) secrets += 1;
      });
    }
    // The worlds differed in something hidden at some of the states checked.
    expect(secrets).toBeGreaterThan(0);
  });

  it("reads another side's ST spent on spells only for that side (FT-38)", () => {
    const state = JSON.parse(JSON.stringify(duel(0).state)) as FantasyTripState;
    const tired = JSON.parse(JSON.stringify(state)) as FantasyTripState;
    // B has spent 6 ST on spells: only B's side knows it.
    tired.figures[1]!.fatigue = 6;
    expect(evaluate(tired, 0)).toEqual(evaluate(state, 0));
    expect(evaluate(tired, 1)[1]).toBeLessThan(evaluate(state, 1)[1] as number);
    expect(evaluate(tired)[1]).toBeLessThan(evaluate(state)[1] as number);
  });
});
