/**
 * `mctsBot(...).analyze(state, seat)` (issue 27): the search laid open. The root lists every legal
 * action of the seat once, labelled by the game's `describeAction`, most visited first; its visits
 * add up to exactly the iterations run (each iteration takes one root action, and the root's
 * actions are the same in every sampled world); `choose` is `analyze(...).action` and advances the
 * rng alike; and with an iteration budget everything but `ms` replays for a seed.
 */
import { describe, expect, it } from 'vitest';
import { createRng, mctsBot, type AnyGame, type MctsAnalysis, type Player } from '../../src/index.js';
import { magika } from '../../src/games/magika/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { sprint, type SprintState } from '../fixtures/sprint.js';

/** A decision of `game` with at least `min` legal actions, reached by seeded random play. */
function decision(game: AnyGame, config: unknown, seed: number, min = 2): { state: unknown; seat: Player } {
  const rng = createRng(seed);
  const state = game.clone(game.setup(config, rng));
  for (let step = 0; step < 10_000 && !game.isOver(state); step++) {
    const seat = game.actors(state)[0] as Player;
    const legal = game.legalActions(state, seat);
    if (legal.length >= min && step >= 3) return { state, seat };
    game.apply(state, legal[rng.int(0, legal.length - 1)], rng);
  }
  throw new Error(`no decision with ${min} legal actions in ${game.id} (seed ${seed})`);
}

/** The parts of an analysis that must replay: all but the time. */
const timeless = <G extends AnyGame>({ ms: _ms, ...rest }: MctsAnalysis<G>): Omit<MctsAnalysis<G>, 'ms'> => rest;

/** Checks the documented shape of an analysis of `seat`'s decision in `state`. */
function expectWellFormed(game: AnyGame, state: unknown, seat: Player, analysis: MctsAnalysis<AnyGame>): void {
  const legal = game.legalActions(state, seat);
  // Every legal action once, in some order, each labelled as the game labels it.
  expect(analysis.root).toHaveLength(legal.length);
  expect(analysis.root.map((entry) => entry.action)).toEqual(expect.arrayContaining([...legal]));
  for (const entry of analysis.root) {
    expect(entry.label).toBe(game.describeAction(state, entry.action));
    expect(Number.isInteger(entry.visits) && entry.visits >= 0).toBe(true);
    if (entry.visits === 0) expect(entry.meanReward).toBeNull();
    else {
      expect(entry.meanReward).toBeGreaterThanOrEqual(0);
      expect(entry.meanReward).toBeLessThanOrEqual(1);
    }
  }
  // Visits add up to exactly the iterations, most visited first, the choice on top.
  expect(analysis.root.reduce((sum, entry) => sum + entry.visits, 0)).toBe(analysis.iterations);
  for (let i = 1; i < analysis.root.length; i++) expect(analysis.root[i - 1]!.visits).toBeGreaterThanOrEqual(analysis.root[i]!.visits);
  expect(analysis.root[0]!.action).toEqual(analysis.action);
  expect(Number.isFinite(analysis.ms) && analysis.ms >= 0).toBe(true);
}

describe('mctsBot.analyze', () => {
  const config = sprint.defaultConfig(3);

  it('lists every legal action with its label, visits summing to exactly the iterations', () => {
    for (const seed of [1, 2, 3]) {
      const { state, seat } = decision(sprint, config, seed, 3);
      for (const iterations of [1, 2, 7, 60]) {
        const analysis = mctsBot(sprint, { seed, iterations }).analyze(state as SprintState, seat);
        expect(analysis.iterations).toBe(iterations);
        expectWellFormed(sprint, state, seat, analysis);
      }
    }
  });

  it('leaves actions the budget never reached at zero visits with no mean', () => {
    const { state, seat } = decision(sprint, config, 4, 3);
    const analysis = mctsBot(sprint, { seed: 1, iterations: 1 }).analyze(state as SprintState, seat);
    expect(analysis.root.map((entry) => entry.visits)).toEqual([1, ...new Array<number>(analysis.root.length - 1).fill(0)]);
    expect(analysis.root.slice(1).every((entry) => entry.meanReward === null)).toBe(true);
  });

  it('answers a forced decision unsearched: zero iterations, the one action at zero visits', () => {
    const rng = createRng(5);
    const state = sprint.clone(sprint.setup(config, rng));
    for (const seat of [0, 1]) sprint.apply(state, { type: 'bid', player: seat, amount: 1 }, rng);
    sprint.apply(state, { type: 'bid', player: 2, amount: 3 }, rng);
    // Seat 2 starts the race; strip its hand so that rolling is all it may do.
    state.hands[2] = [];
    expect(sprint.legalActions(state, 2)).toEqual([{ type: 'roll', player: 2 }]);
    const analysis = mctsBot(sprint, { seed: 1, iterations: 50 }).analyze(state, 2);
    expect(timeless(analysis)).toEqual({ action: { type: 'roll', player: 2 }, iterations: 0, root: [{ action: { type: 'roll', player: 2 }, label: 'Roll the die', visits: 0, meanReward: null }] });
  });

  it('replays for a seed and an iteration budget (all but the time), and choose is analyze(...).action', () => {
    const { state, seat } = decision(sprint, config, 6, 3);
    const first = mctsBot(sprint, { seed: 11, iterations: 40 }).analyze(state as SprintState, seat);
    const again = mctsBot(sprint, { seed: 11, iterations: 40 }).analyze(state as SprintState, seat);
    expect(timeless(again)).toEqual(timeless(first));
    expect(mctsBot(sprint, { seed: 11, iterations: 40 }).choose(state as SprintState, seat)).toEqual(first.action);
  });

  it('advances the rng the same way through choose and through analyze', () => {
    const a = decision(sprint, config, 7, 3);
    const b = decision(sprint, config, 8, 3);
    const viaChoose = createRng(3);
    const viaAnalyze = createRng(3);
    const one = mctsBot(sprint, { seed: viaChoose, iterations: 20 });
    const two = mctsBot(sprint, { seed: viaAnalyze, iterations: 20 });
    one.choose(a.state as SprintState, a.seat);
    two.analyze(a.state as SprintState, a.seat);
    expect(viaAnalyze.getState()).toEqual(viaChoose.getState());
    expect(two.choose(b.state as SprintState, b.seat)).toEqual(one.analyze(b.state as SprintState, b.seat).action);
  });

  it('holds in real games: Psi Wars, and Magika at a simultaneous step', () => {
    const cases: { game: AnyGame; config: unknown; iterations: number }[] = [
      { game: psiWars, config: psiWars.parseConfig({ players: 2, labHitPoints: 20 }), iterations: 30 },
      { game: magika, config: magika.parseConfig({ players: 3, maxTurns: 2 }), iterations: 6 },
    ];
    for (const { game, config: gameConfig, iterations } of cases) {
      const { state, seat } = decision(game, gameConfig, 9);
      const analysis = mctsBot(game, { seed: 2, iterations }).analyze(state, seat);
      expect(analysis.iterations).toBe(iterations);
      expectWellFormed(game, state, seat, analysis);
      expect(timeless(mctsBot(game, { seed: 2, iterations }).analyze(state, seat))).toEqual(timeless(analysis));
    }
  });

  it('under a time budget still sums exactly, whatever number of iterations fitted', () => {
    const { state, seat } = decision(sprint, config, 10, 3);
    const analysis = mctsBot(sprint, { seed: 1, timeBudget: 3 }).analyze(state as SprintState, seat);
    expect(analysis.iterations).toBeGreaterThanOrEqual(1);
    expectWellFormed(sprint, state, seat, analysis);
  });
});
