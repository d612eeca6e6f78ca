/**
 * mctsBot's cut playouts and playout policies (issue 27, item 6), on the Sprint fixture:
 * - `rolloutDepth` cuts every playout after that many actions and scores it with the game's
 *   `evaluate` (or the `evaluate` option's function); with no evaluation a cut playout is worth
 *   0.5 to every seat, as unfinished playouts always were;
 * - `rolloutPolicy` plays the playouts instead of uniform random choices: a bot as it is, or a
 *   factory called afresh for each seat at each decision with a seed from the search's rng.
 * At depth 0 a playout is the node just added, so the root's mean rewards are exactly what the
 * evaluation says of the state after each root action: that makes the cut-off visible.
 */
import { describe, expect, it } from 'vitest';
import { createRng, mctsBot, type Bot, type Player } from '../../src/index.js';
import { psiWars, psiWarsBots } from '../../src/games/psi-wars/index.js';
import { sprint, sprintRaceStart, type SprintAction, type SprintState } from '../fixtures/sprint.js';

type Sprint = typeof sprint;

/** Sprint with an evaluation of its own (Sprint has none). */
const withEvaluate = (evaluate: (state: SprintState) => number[]): Sprint => ({ ...sprint, evaluate });

const raceStart = sprintRaceStart;

/** 1 to each seat whose latest action (in the last action's events) was a roll, else 0. */
const rollsWin = (state: SprintState): number[] => state.scores.map((_, seat) => (state.events.some((e) => e.type === 'rolled' && e.player === seat) ? 1 : 0));
/** The reverse: 1 to a seat that just played a card. */
const playsWin = (state: SprintState): number[] => state.scores.map((_, seat) => (state.events.some((e) => e.type === 'played' && e.player === seat) ? 1 : 0));

describe('mctsBot rolloutDepth and evaluate', () => {
  it('refuses a rolloutDepth that is not a whole number >= 0', () => {
    for (const rolloutDepth of [-1, 1.5, NaN, Infinity]) {
      expect(() => mctsBot(sprint, { seed: 1, rolloutDepth })).toThrow('rolloutDepth must be a whole number >= 0');
    }
  });

  it('scores a cut playout with the game evaluate: at depth 0 a root mean is the evaluation after the action', () => {
    const { state, seat } = raceStart();
    let calls = 0;
    const counted = withEvaluate((s) => {
      calls++;
      return rollsWin(s);
    });
    // Three iterations: each tries one of the three root actions and evaluates the state after it.
    const analysis = mctsBot(counted, { seed: 1, iterations: 3, rolloutDepth: 0 }).analyze(state, seat);
    expect(calls).toBe(3);
    expect(analysis.action).toEqual({ type: 'roll', player: 2 });
    for (const entry of analysis.root) {
      expect(entry.visits).toBe(1);
      expect(entry.meanReward).toBe(entry.action.type === 'roll' ? 1 : 0);
    }
  });

  it('follows the evaluation over a longer search: one evaluation per iteration, and the reverse evaluation turns the choice round', () => {
    const { state, seat } = raceStart();
    let calls = 0;
    const counted = withEvaluate((s) => {
      calls++;
      return rollsWin(s);
    });
    expect(mctsBot(counted, { seed: 1, iterations: 30, rolloutDepth: 0 }).choose(state, seat)).toEqual({ type: 'roll', player: 2 });
    // No playout went past the node it added, and none reached the end of the race.
    expect(calls).toBe(30);
    expect(mctsBot(withEvaluate(playsWin), { seed: 1, iterations: 30, rolloutDepth: 0 }).choose(state, seat).type).toBe('play');
  });

  it('scores a cut playout 0.5 for every seat when there is no evaluation, or when evaluate is false', () => {
    const { state, seat } = raceStart();
    const bots = [mctsBot(sprint, { seed: 1, iterations: 30, rolloutDepth: 0 }), mctsBot(withEvaluate(rollsWin), { seed: 1, iterations: 30, rolloutDepth: 0, evaluate: false })];
    for (const bot of bots) {
      const analysis = bot.analyze(state, seat);
      for (const entry of analysis.root) expect(entry.meanReward).toBe(0.5);
    }
  });

  it('takes an evaluate function of its own over the game evaluate', () => {
    const { state, seat } = raceStart();
    const bot = mctsBot(withEvaluate(rollsWin), { seed: 1, iterations: 3, rolloutDepth: 0, evaluate: playsWin });
    const analysis = bot.analyze(state, seat);
    expect(analysis.action.type).toBe('play');
    for (const entry of analysis.root) expect(entry.meanReward).toBe(entry.action.type === 'play' ? 1 : 0);
  });

  it('evaluates after exactly rolloutDepth playout actions, and never when playouts run to the end', () => {
    const { state, seat } = raceStart();
    // Playout actions since the iteration began (its world drawn), counted by the policy.
    let sinceWorld = 0;
    const counts: number[] = [];
    const game: Sprint = {
      ...withEvaluate((s) => (counts.push(sinceWorld), rollsWin(s))),
      sampleHidden: (s, viewer, rng) => ((sinceWorld = 0), sprint.sampleHidden(s, viewer, rng)),
    };
    const policy: Bot<Sprint> = { name: 'counting', choose: (s, p) => (sinceWorld++, sprint.legalActions(s, p)[0]!) };
    mctsBot(game, { seed: 3, iterations: 25, rolloutDepth: 4, rolloutPolicy: policy }).analyze(state, seat);
    // Some playouts may finish the race within 4 actions; every one that did not was cut at 4.
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts)).toEqual(new Set([4]));
    // Without a cut the evaluation is never asked: every playout ends and is ranked.
    counts.length = 0;
    mctsBot(game, { seed: 3, iterations: 25 }).analyze(state, seat);
    expect(counts).toEqual([]);
  });

  it('refuses an evaluation outside [0, 1] or one missing a seat', () => {
    const { state, seat } = raceStart();
    expect(() => mctsBot(withEvaluate((s) => s.scores.map(() => 2)), { seed: 1, iterations: 5, rolloutDepth: 0 }).choose(state, seat)).toThrow(RangeError);
    expect(() => mctsBot(withEvaluate(() => [0.5]), { seed: 1, iterations: 5, rolloutDepth: 0 }).choose(state, seat)).toThrow('no value for seat 2');
  });
});

describe('mctsBot rolloutPolicy', () => {
  /** A bot that always rolls and notes every call. */
  function roller(calls: { acting: boolean; seat: Player }[]): Bot<Sprint> {
    return {
      name: 'roller',
      choose(state, seat): SprintAction {
        calls.push({ acting: sprint.actors(state).includes(seat), seat });
        return { type: 'roll', player: seat };
      },
    };
  }

  it('plays every playout action with the policy bot instead of random choices', () => {
    const { state, seat } = raceStart();
    const calls: { acting: boolean; seat: Player }[] = [];
    mctsBot(sprint, { seed: 1, iterations: 10, rolloutPolicy: roller(calls), rolloutDepth: 6 }).choose(state, seat);
    // Each of the 10 playouts is 6 actions long (24 turns remain, so none ends first), and the
    // policy chose every one of them, each for a seat that could act.
    expect(calls.length).toBe(10 * 6);
    expect(calls.every((call) => call.acting)).toBe(true);
  });

  it('is refused together with a rollout function, and when it is neither a bot nor a factory', () => {
    expect(() => mctsBot(sprint, { seed: 1, rollout: (s, p) => sprint.legalActions(s, p)[0]!, rolloutPolicy: roller([]) })).toThrow('not both');
    expect(() => mctsBot(sprint, { seed: 1, rolloutPolicy: {} as Bot<Sprint> })).toThrow('rolloutPolicy must be a bot');
  });

  it('makes playout bots with a factory: afresh per decision and seat, seeded from the search rng', () => {
    const { state, seat } = raceStart();
    const made: { seed: number; seat: Player }[] = [];
    const factory = (_game: Sprint, options: { seed: number; seat: Player }): Bot<Sprint> => {
      made.push(options);
      return { name: 'roller', choose: (_s, asked) => (expect(asked).toBe(options.seat), { type: 'roll', player: asked }) };
    };
    const bot = mctsBot(sprint, { seed: 5, iterations: 12, rolloutPolicy: factory });
    bot.choose(state, seat);
    const first = made.splice(0);
    // One bot per seat that played in a playout: all three seats play in a race of 24 turns.
    expect(first.map((m) => m.seat).sort()).toEqual([0, 1, 2]);
    bot.choose(state, seat);
    const second = made.splice(0);
    expect(second.map((m) => m.seat).sort()).toEqual([0, 1, 2]);
    // A new seed for the new decision, drawn from the search's rng: a fresh bot replays it.
    expect(second.map((m) => m.seed)).not.toEqual(first.map((m) => m.seed));
    mctsBot(sprint, { seed: 5, iterations: 12, rolloutPolicy: factory }).choose(state, seat);
    expect(made).toEqual(first);
  });

  it("plays with a game's own bot as policy, cut at a depth (Psi Wars, greedy)", () => {
    const rng = createRng(2);
    const state = psiWars.clone(psiWars.setup(psiWars.parseConfig({ players: 2, labHitPoints: 20 }), rng));
    const seat = psiWars.actors(state)[0]!;
    const bot = mctsBot(psiWars, { seed: 1, iterations: 8, rolloutDepth: 10, rolloutPolicy: (game, { seed }) => psiWarsBots.greedy!(game, seed) });
    const analysis = bot.analyze(state, seat);
    expect(psiWars.legalActions(state, seat)).toContainEqual(analysis.action);
    expect(analysis.root.reduce((sum, entry) => sum + entry.visits, 0)).toBe(8);
  });
});

describe('the strength bench plays the search with cut playouts and the game bot (npm run bench -- --strength --rollout-depth N --policy own)', () => {
  it('names and plays that search, by the name the command line gives the same search', async () => {
    const { formatStrength, load, playMatchup } = await import('../../bench/strength.js');
    const loaded = await load('psi-wars', 2, 1, { rolloutDepth: 4, policy: 'own' }, true);
    const result = playMatchup(loaded, ['mcts', 'greedy'], 3);
    expect(result.mcts).toBe('mcts:2:greedy:depth=4');
    expect(formatStrength([result]).split('\n')[2]).toMatch(/^psi-wars +2 +mcts:2:greedy:depth=4 +greedy +1 /);
    expect((await load('psi-wars', 2, 1, {}, true)).search).toEqual({});
  });

  it("plays the game's tuned search unless plain, with the options laid over it", async () => {
    const { load, mctsLabel } = await import('../../bench/strength.js');
    const { parseMctsSpec } = await import('../../src/cli/mcts-spec.js');
    const tuned = await load('psi-wars', 2, 1);
    expect(tuned.search.prior).toBe('own');
    expect(mctsLabel(tuned)).toMatch(/^mcts:2:prior=greedy:/);
    const over = await load('psi-wars', 2, 1, { exploration: 2, priorWeight: 0.5 });
    expect(parseMctsSpec(mctsLabel(over))).toMatchObject({ iterations: 2, prior: 'greedy', exploration: 2, priorWeight: 0.5 });
  });
});
