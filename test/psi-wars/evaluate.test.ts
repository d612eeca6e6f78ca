/**
 * `evaluate` (DESIGN §13, issue 27): each seat's chance of winning from the labs' hit points, the
 * boards and the cards; the outcome's rewards once a lab is destroyed; and only public facts, so a
 * seat gets the same numbers in every world it cannot tell from the real one.
 */
import { describe, expect, it } from 'vitest';
import { createRng, rankRewards, type Player } from '../../src/index.js';
import { psiWars, type PsiWarsAction, type PsiWarsState } from '../../src/games/psi-wars/index.js';
import { buildState } from './fixture.js';
import { MATCHUPS } from './matchups.js';

const evaluate = psiWars.evaluate!;

/** Plays a seeded random game, handing every state to `visit`; returns the final state. */
function randomGame(seed: number, visit: (state: PsiWarsState, step: number) => void = () => undefined): PsiWarsState {
  const rng = createRng(seed);
  const chooser = createRng(seed + 1);
  const config = psiWars.parseConfig({ players: 2, labHitPoints: 20, decks: MATCHUPS[seed % MATCHUPS.length] });
  const state = psiWars.setup(config, rng);
  for (let step = 0; ; step++) {
    visit(state, step);
    const actors = psiWars.actors(state);
    if (actors.length === 0) return state;
    const player = actors[0] as Player;
    const legal = psiWars.legalActions(state, player);
    psiWars.apply(state, legal[chooser.int(0, legal.length - 1)] as PsiWarsAction, rng);
  }
}

describe('Psi Wars evaluate', () => {
  it('ranks a seat with a full lab and an army far above one whose lab is nearly destroyed', () => {
    const { state } = buildState({
      sides: [{ hitPoints: 30, units: ['gene-hound', 'sentry-frame', 'iron-bulwark'], hand: ['gene-hound'] }, { hitPoints: 2 }],
      begin: false,
      step: 'build',
    });
    const values = evaluate(psiWars.parseState(state));
    expect(values).toHaveLength(2);
    expect(values[0]).toBeGreaterThan(0.95);
    expect((values[0] as number) + (values[1] as number)).toBeCloseTo(1, 12);
    // The same position seen from the other chair: the numbers swap.
    const { state: mirror } = buildState({
      sides: [{ hitPoints: 2 }, { hitPoints: 30, units: ['gene-hound', 'sentry-frame', 'iron-bulwark'], hand: ['gene-hound'] }],
      player: 1,
      begin: false,
      step: 'build',
    });
    expect(evaluate(mirror)[1]).toBeCloseTo(values[0] as number, 12);
  });

  it('counts the board: at equal hit points, the side with units in play stands better', () => {
    const { state } = buildState({ sides: [{ hitPoints: 20, units: ['sentry-frame', 'iron-bulwark'] }, { hitPoints: 20 }], begin: false, step: 'build' });
    const values = evaluate(state);
    expect(values[0]).toBeGreaterThan(0.6);
    expect(values[0]).toBeLessThan(0.99);
    // A trapped unit counts for less than a free one.
    const { state: trapped } = buildState({
      sides: [{ hitPoints: 20, units: [{ id: 'sentry-frame', trappedBy: 'root-snare' }, 'iron-bulwark'] }, { hitPoints: 20 }],
      begin: false,
      step: 'build',
    });
    expect(evaluate(trapped)[0]).toBeLessThan(values[0] as number);
  });

  it('stays in [0, 1], one number per seat, the same twice, all through random games', () => {
    for (const seed of [1, 2]) {
      randomGame(seed, (state, step) => {
        if (step % 9 !== 0) return;
        const values = evaluate(state);
        expect(values).toHaveLength(2);
        for (const v of values) expect(v >= 0 && v <= 1).toBe(true);
        expect(evaluate(state)).toEqual(values);
      });
    }
  });

  it("is the outcome's rewards once a lab is destroyed", () => {
    const final = randomGame(3);
    const rewards = rankRewards(psiWars.outcome(final)!);
    expect(rewards.slice().sort()).toEqual([0, 1]);
    expect(evaluate(final)).toEqual(rewards);
    expect(evaluate(final, 0)).toEqual(rewards);
  });

  it('gives a seat the same numbers in every world it cannot tell from the real one', () => {
    let checked = 0;
    randomGame(4, (state, step) => {
      if (step % 13 !== 0) return;
      for (const viewer of [0, 1]) {
        const own = evaluate(state, viewer);
        for (const seed of [1, 2]) expect(evaluate(psiWars.sampleHidden(state, viewer, createRng(seed * 977 + step)), viewer)).toEqual(own);
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(10);
  });
});
