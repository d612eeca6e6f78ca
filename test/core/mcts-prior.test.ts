/**
 * mctsBot's `prior` (issue 27, item 6): a bot whose choices steer the tree by progressive bias. At
 * each node its action is expanded first and gets `priorWeight / (visits + 1)` on top of UCB; at
 * the root it is asked about the real state. On the Sprint fixture's race decision (roll, or play
 * a 2 or a 5), with evaluations that make one choice a sure win, the bias shows plainly: a heavy
 * prior holds the search on the bot's choice against the evaluation, a light one lets the search
 * overrule it.
 */
import { describe, expect, it } from 'vitest';
import { createRng, DEFAULT_MCTS_PRIOR_WEIGHT, mctsBot, type Bot, type Player } from '../../src/index.js';
import { psiWars, psiWarsBots } from '../../src/games/psi-wars/index.js';
import { sprint, sprintRaceStart, type SprintAction, type SprintState } from '../fixtures/sprint.js';

type Sprint = typeof sprint;

const raceStart = sprintRaceStart;

/** 1 to each seat whose latest action was a roll, else 0: rolling is the sure win. */
const rollsWin = (state: SprintState): number[] => state.scores.map((_, seat) => (state.events.some((e) => e.type === 'rolled' && e.player === seat) ? 1 : 0));
const withRollsWin: Sprint = { ...sprint, evaluate: rollsWin };

/** A bot that plays its highest card when it has one (else the first legal action), noting each state it is asked about. */
function highCard(asked: SprintState[] = []): Bot<Sprint> {
  return {
    name: 'high-card',
    choose(state, seat): SprintAction {
      asked.push(state);
      const legal = sprint.legalActions(state, seat);
      const plays = legal.filter((a): a is Extract<SprintAction, { type: 'play' }> => a.type === 'play');
      return plays.sort((a, b) => b.card - a.card)[0] ?? legal[0]!;
    },
  };
}

const playFive = { type: 'play', player: 2, card: 5 };

describe('mctsBot prior', () => {
  it('tries the prior bot action first, asked about the real state at the root', () => {
    const { state, seat } = raceStart();
    const asked: SprintState[] = [];
    const analysis = mctsBot(withRollsWin, { seed: 1, iterations: 1, rolloutDepth: 0, prior: highCard(asked) }).analyze(state, seat);
    expect(asked[0]).toBe(state);
    expect(analysis.root.find((entry) => entry.visits === 1)?.action).toEqual(playFive);
    // Without a prior the one iteration goes to an action drawn at random: seed 1 draws another.
    const plain = mctsBot(withRollsWin, { seed: 1, iterations: 1, rolloutDepth: 0 }).analyze(state, seat);
    expect(plain.root.find((entry) => entry.visits === 1)?.action).not.toEqual(playFive);
  });

  it('holds the search on the prior action when heavy, and lets the evaluation overrule it when light', () => {
    const { state, seat } = raceStart();
    const heavy = mctsBot(withRollsWin, { seed: 1, iterations: 40, rolloutDepth: 0, prior: highCard(), priorWeight: 100 }).analyze(state, seat);
    expect(heavy.action).toEqual(playFive);
    const light = mctsBot(withRollsWin, { seed: 1, iterations: 40, rolloutDepth: 0, prior: highCard(), priorWeight: 0.1 }).analyze(state, seat);
    expect(light.action).toEqual({ type: 'roll', player: 2 });
    // The bias is on top of UCB: the prior action's visits grow with its weight.
    const visitsOf = (analysis: typeof heavy): number => analysis.root.find((entry) => entry.action.type === 'play' && entry.action.card === 5)!.visits;
    expect(visitsOf(heavy)).toBeGreaterThan(visitsOf(light));
    expect(DEFAULT_MCTS_PRIOR_WEIGHT).toBe(1);
  });

  it('asks the prior once per tree node, not once per visit', () => {
    const { state, seat } = raceStart();
    const asked: SprintState[] = [];
    const analysis = mctsBot(withRollsWin, { seed: 2, iterations: 30, rolloutDepth: 2, prior: highCard(asked) }).analyze(state, seat);
    expect(analysis.iterations).toBe(30);
    // The root, then at most one new node per iteration (the nodes below the root that became decisions).
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.length).toBeLessThanOrEqual(1 + 30);
  });

  it('makes prior bots with a factory: afresh per decision and seat, seeded from the search rng', () => {
    const { state, seat } = raceStart();
    const made: { seed: number; seat: Player }[] = [];
    const factory = (_game: Sprint, options: { seed: number; seat: Player }): Bot<Sprint> => (made.push(options), highCard());
    const bot = mctsBot(sprint, { seed: 5, iterations: 12, prior: factory });
    bot.choose(state, seat);
    const first = made.splice(0);
    expect(first.some((m) => m.seat === seat)).toBe(true);
    bot.choose(state, seat);
    expect(made.splice(0).map((m) => m.seed)).not.toEqual(first.map((m) => m.seed));
    mctsBot(sprint, { seed: 5, iterations: 12, prior: factory }).choose(state, seat);
    expect(made).toEqual(first);
  });

  it('refuses a prior that is neither a bot nor a factory, and a priorWeight that is not a finite number >= 0', () => {
    expect(() => mctsBot(sprint, { seed: 1, prior: {} as Bot<Sprint> })).toThrow('prior must be a bot');
    for (const priorWeight of [-1, NaN, Infinity]) expect(() => mctsBot(sprint, { seed: 1, prior: highCard(), priorWeight })).toThrow('priorWeight must be a finite number >= 0');
  });

  it("searches a real game with the game's own bot as prior (Psi Wars, greedy)", () => {
    const state = psiWars.clone(psiWars.setup(psiWars.parseConfig({ players: 2, labHitPoints: 20 }), createRng(2)));
    const seat = psiWars.actors(state)[0]!;
    const bot = mctsBot(psiWars, { seed: 1, iterations: 20, rolloutDepth: 4, prior: (game, { seed }) => psiWarsBots.greedy!(game, seed) });
    const analysis = bot.analyze(state, seat);
    expect(psiWars.legalActions(state, seat)).toContainEqual(analysis.action);
    expect(analysis.root.reduce((sum, entry) => sum + entry.visits, 0)).toBe(20);
  });
});

describe('mctsBot actionKeys', () => {
  it("keys the tree by the game's action numbers: the same root, visits summing to the iterations, the same judgement", () => {
    const { state, seat } = raceStart();
    const numbered = mctsBot(withRollsWin, { seed: 1, iterations: 30, rolloutDepth: 0, actionKeys: 'numbers' }).analyze(state, seat);
    const json = mctsBot(withRollsWin, { seed: 1, iterations: 30, rolloutDepth: 0 }).analyze(state, seat);
    expect(numbered.root.map((entry) => entry.action).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      json.root.map((entry) => entry.action).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(numbered.root.reduce((sum, entry) => sum + entry.visits, 0)).toBe(30);
    expect(numbered.action).toEqual({ type: 'roll', player: 2 });
    // With a prior too: its action is found by its number.
    const guided = mctsBot(withRollsWin, { seed: 1, iterations: 1, rolloutDepth: 0, actionKeys: 'numbers', prior: highCard() }).analyze(state, seat);
    expect(guided.root.find((entry) => entry.visits === 1)?.action).toEqual(playFive);
  });

  it('is refused for a game without an action space, and for a value it does not know', () => {
    const bare = { ...sprint, actionSpace: undefined, encodeAction: undefined, decodeAction: undefined, legalActionIds: undefined };
    expect(() => mctsBot(bare, { seed: 1, actionKeys: 'numbers' })).toThrow("actionKeys 'numbers' needs a game with a fixed action space");
    expect(() => mctsBot(sprint, { seed: 1, actionKeys: 'ids' as 'numbers' })).toThrow("actionKeys must be 'json' or 'numbers'");
  });

  it('plays whole Psi Wars decisions with numbered keys, replaying for a seed', () => {
    const state = psiWars.clone(psiWars.setup(psiWars.parseConfig({ players: 2, labHitPoints: 20 }), createRng(2)));
    const seat = psiWars.actors(state)[0]!;
    const make = () => mctsBot(psiWars, { seed: 3, iterations: 40, rolloutDepth: 4, actionKeys: 'numbers' });
    const first = make().analyze(state, seat);
    expect(psiWars.legalActions(state, seat)).toContainEqual(first.action);
    expect(first.root.reduce((sum, entry) => sum + entry.visits, 0)).toBe(40);
    expect(make().analyze(state, seat).root).toEqual(first.root);
  });
});
