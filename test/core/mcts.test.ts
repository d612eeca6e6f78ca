/**
 * The generic search bot (src/core/mcts.ts): its reward scheme, its options, determinism for a
 * given seed and iteration budget, several actors at once, and fairness: handed a state whose
 * hidden parts were redrawn (`sampleHidden` from the deciding seat), it chooses exactly as in the
 * real state for the same seed, in every game with hidden information.
 */
import { describe, expect, it } from 'vitest';
import { createRng, deepEqual, mctsBot, playout, randomBot, rankRewards, type AnyGame, type Bot, type Player } from '../../src/index.js';
import { magicalAthlete, magicalAthleteBots } from '../../src/games/magical-athlete/index.js';
import { psiWars, psiWarsBots } from '../../src/games/psi-wars/index.js';
import { fantasyTrip, fantasyTripBots } from '../../src/games/fantasy-trip/index.js';
import { magika, magikaBots } from '../../src/games/magika/index.js';
import { gridTraveler, gridTravelerBots } from '../../src/games/grid-traveler/index.js';

/** A state taken part-way through a game, the seat asked to decide in it, and a world it cannot tell apart. */
interface Probe {
  readonly state: unknown;
  readonly seat: Player;
  readonly swapped: unknown;
}

/**
 * States along a game of random bots where the first actor has a real choice and where redrawing
 * what it cannot see changes the state (so the test compares two different worlds): at most
 * `count` of them, at least `gap` actions apart, from action `from` on.
 */
function probes(game: AnyGame, config: unknown, seed: number, { count, from = 0, gap = 1 }: { count: number; from?: number; gap?: number }): Probe[] {
  const rng = createRng(seed);
  const chooser = randomBot(game, seed + 1);
  const state = game.clone(game.setup(config, rng));
  const out: Probe[] = [];
  let last = -Infinity;
  for (let step = 0; !game.isOver(state) && out.length < count; step++) {
    const seat = game.actors(state)[0] as Player;
    if (step >= from && step - last >= gap && game.legalActions(state, seat).length >= 2) {
      const swapped = game.sampleHidden(state, seat, createRng(seed * 1000 + step));
      if (!deepEqual(swapped, state)) {
        out.push({ state: game.clone(state), seat, swapped });
        last = step;
      }
    }
    game.apply(state, chooser.choose(state, seat), rng);
  }
  return out;
}

/**
 * A Fantasy Trip duel of two wizards whose creations (summonings, images, illusions) hide what they
 * are, short enough that playouts are cheap.
 */
const WIZARD = { st: 9, dx: 12, iq: 11, weapons: ['staff'], armor: null, shield: null, spells: ['summon-wolf', 'image', 'illusion', 'magic-fist', 'blur'], race: 'human' };
const wizardDuel = fantasyTrip.parseConfig({ players: 2, arenaRadius: 4, turnLimit: 12, sides: [[{ name: 'W1', ...WIZARD }], [{ name: 'W2', ...WIZARD }]] });

/**
 * Each game with hidden information, with a config and a starting point whose playouts are short
 * enough for a unit test (fairness holds for any budget; a small one keeps the file quick).
 */
type OwnBots = Readonly<Record<string, (game: never, seed: number) => Bot<AnyGame>>>;
const HIDDEN: readonly { name: string; game: AnyGame; config: unknown; iterations: number; from?: number; own: OwnBots }[] = [
  { name: 'magical-athlete', game: magicalAthlete, config: magicalAthlete.defaultConfig(4), iterations: 16, from: 60, own: magicalAthleteBots as OwnBots },
  { name: 'psi-wars', game: psiWars, config: psiWars.parseConfig({ players: 2, labHitPoints: 20 }), iterations: 16, from: 10, own: psiWarsBots as OwnBots },
  { name: 'fantasy-trip', game: fantasyTrip, config: wizardDuel, iterations: 16, own: fantasyTripBots as OwnBots },
  { name: 'magika', game: magika, config: magika.parseConfig({ players: 3, maxTurns: 2 }), iterations: 8, from: 3, own: magikaBots as OwnBots },
  { name: 'grid-traveler', game: gridTraveler, config: gridTraveler.parseConfig({ players: 2, maxRounds: 3 }), iterations: 16, from: 5, own: gridTravelerBots as OwnBots },
];

describe('rankRewards', () => {
  it('gives first 1 and last 0, places between evenly, and ties the mean of the places they cover', () => {
    expect(rankRewards({ ranking: [[1], [0]], scores: [3, 5] })).toEqual([0, 1]);
    expect(rankRewards({ ranking: [[0, 1]], scores: [2, 2] })).toEqual([0.5, 0.5]);
    expect(rankRewards({ ranking: [[2], [0], [3], [1]], scores: [0, 0, 0, 0] })).toEqual([2 / 3, 0, 1, 1 / 3]);
    // Seats 0 and 3 share places 1 and 2 of four: (2/3 + 1/3) / 2 each.
    expect(rankRewards({ ranking: [[1], [0, 3], [2]], scores: [0, 0, 0, 0] })).toEqual([0.5, 1, 0, 0.5]);
    expect(rankRewards({ ranking: [[0, 1, 2]], scores: [0, 0, 0] })).toEqual([0.5, 0.5, 0.5]);
  });

  it('averages 1/2 over the seats whatever the ranking, the worth of an unfinished playout', () => {
    for (const ranking of [[[0], [1], [2], [3], [4]], [[3, 1], [0], [2, 4]], [[0, 1, 2, 3, 4]]]) {
      const rewards = rankRewards({ ranking, scores: [0, 0, 0, 0, 0] });
      expect(rewards.reduce((a, b) => a + b, 0) / rewards.length).toBeCloseTo(0.5, 12);
    }
  });
});

describe('mctsBot options', () => {
  it.each([
    [{ iterations: 0 }, 'iterations must be a positive whole number'],
    [{ iterations: 2.5 }, 'iterations must be a positive whole number'],
    [{ iterations: Infinity }, 'iterations must be a positive whole number'],
    [{ timeBudget: 0 }, 'timeBudget must be a positive number'],
    [{ exploration: -1 }, 'exploration must be a finite number'],
    [{ maxRolloutSteps: -1 }, 'maxRolloutSteps must be >= 0'],
  ])('refuses %j', (options, message) => {
    expect(() => mctsBot(psiWars, { seed: 1, ...options })).toThrow(message);
  });

  it('answers a forced decision without searching, and refuses a seat that may not act', () => {
    const rng = createRng(3);
    const state = magicalAthlete.clone(magicalAthlete.setup(magicalAthlete.defaultConfig(4), rng));
    const bot = mctsBot(magicalAthlete, { seed: 1, iterations: 1 });
    const seat = magicalAthlete.actors(state)[0] as Player;
    const idle = [0, 1, 2, 3].find((p) => !magicalAthlete.actors(state).includes(p)) as Player;
    expect(() => bot.choose(state, idle)).toThrow(`player ${idle} has no legal action`);
    expect(magicalAthlete.legalActions(state, seat)).toContainEqual(bot.choose(state, seat));
  });

  it('plays out with a policy of its own, handing it the search rng, and within a step bound', () => {
    const rng = createRng(4);
    const state = psiWars.clone(psiWars.setup(psiWars.parseConfig({ players: 2, labHitPoints: 20 }), rng));
    const seat = psiWars.actors(state)[0] as Player;
    let calls = 0;
    const first = mctsBot(psiWars, {
      seed: 2,
      iterations: 20,
      rollout: (world, player, searchRng) => {
        calls++;
        const legal = psiWars.legalActions(world, player);
        return legal[searchRng.int(0, legal.length - 1)]!;
      },
    });
    expect(psiWars.legalActions(state, seat)).toContainEqual(first.choose(state, seat));
    expect(calls).toBeGreaterThan(0);
    // With no playout steps at all every playout is unfinished (worth 1/2): the bot still chooses.
    const blind = mctsBot(psiWars, { seed: 2, iterations: 20, maxRolloutSteps: 0 });
    expect(psiWars.legalActions(state, seat)).toContainEqual(blind.choose(state, seat));
  });

  it('searches for a time budget instead of a number of iterations (not reproducible, so only legality is checked)', () => {
    const rng = createRng(6);
    const state = psiWars.clone(psiWars.setup(psiWars.defaultConfig(2), rng));
    const seat = psiWars.actors(state)[0] as Player;
    const bot = mctsBot(psiWars, { seed: 1, timeBudget: 5 });
    expect(psiWars.legalActions(state, seat)).toContainEqual(bot.choose(state, seat));
  });
});

describe('mctsBot is deterministic for a seed and an iteration budget', () => {
  it.each(HIDDEN.filter((entry) => entry.name === 'psi-wars' || entry.name === 'magika').map((entry) => [entry.name, entry] as const))(
    '%s: the same state, seat and seed give the same action',
    (_, { game, config, iterations, from }) => {
      const [probe] = probes(game, config, 21, { count: 1, ...(from === undefined ? {} : { from }) });
      expect(probe).toBeDefined();
      const { state, seat } = probe!;
      const choice = mctsBot(game, { seed: 9, iterations }).choose(state, seat);
      expect(game.legalActions(state, seat)).toContainEqual(choice);
      expect(mctsBot(game, { seed: 9, iterations }).choose(state, seat)).toEqual(choice);
    },
  );

  it('replays a whole game: the same seeds give the same actions and outcome', () => {
    const config = psiWars.parseConfig({ players: 2, labHitPoints: 20 });
    const play = () => playout(psiWars, config, 8, { bots: [mctsBot(psiWars, { seed: 1, iterations: 8 }), randomBot(psiWars, 2)] });
    const a = play();
    const b = play();
    expect(b.steps).toBe(a.steps);
    expect(b.outcome).toEqual(a.outcome);
    expect(psiWars.view(b.state, 'spectator')).toEqual(psiWars.view(a.state, 'spectator'));
  });
});

describe('several actors at once', () => {
  it('Magika: any seat still writing its plan gets one of its own legal orders, and a whole contest finishes', () => {
    const config = magika.parseConfig({ players: 3, maxTurns: 1 });
    const rng = createRng(2);
    const state = magika.clone(magika.setup(config, rng));
    expect(magika.actors(state).length).toBe(3);
    // The last actor asks first: the others have written nothing yet, and the search orders them after it.
    const order = mctsBot(magika, { seed: 3, iterations: 6 }).choose(state, 2);
    expect(magika.legalActions(state, 2)).toContainEqual(order);
    const bots = [0, 1, 2].map((seat) => mctsBot(magika, { seed: seat, iterations: 3 }));
    const { outcome, steps } = playout(magika, config, 5, { bots });
    expect(steps).toBe(3 * 5);
    expect(outcome.ranking.flat().sort()).toEqual([0, 1, 2]);
  });

  it('Magical Athlete: a seat choosing its racer after another picked in secret gets one of its own picks', () => {
    const rng = createRng(7);
    const chooser = randomBot(magicalAthlete, 8);
    const state = magicalAthlete.clone(magicalAthlete.setup(magicalAthlete.defaultConfig(4), rng));
    while (magicalAthlete.actors(state).length < 2) {
      const seat = magicalAthlete.actors(state)[0] as Player;
      magicalAthlete.apply(state, chooser.choose(state, seat), rng);
    }
    const [first, second] = magicalAthlete.actors(state) as Player[];
    magicalAthlete.apply(state, chooser.choose(state, first!), rng);
    const pick = mctsBot(magicalAthlete, { seed: 1, iterations: 20 }).choose(state, second!);
    expect(magicalAthlete.legalActions(state, second!)).toContainEqual(pick);
  });
});

describe('mctsBot is fair: it chooses alike in worlds its seat cannot tell apart', () => {
  // Whether a bot that reads the real state (determinize: false) ever told a pair apart: it should,
  // or the pairs would be too alike for the test to catch a leak.
  let cheaterSawADifference = false;

  it.each(HIDDEN.map((entry) => [entry.name, entry] as const))('%s', (_, { game, config, iterations, from, own }) => {
    const first = Object.values(own)[0]!;
    const found = probes(game, config, 5, { count: 2, gap: 7, ...(from === undefined ? {} : { from }) });
    expect(found.length).toBe(2);
    for (const [i, { state, seat, swapped }] of found.entries()) {
      // The seat sees the same in both, and has the same choices...
      expect(game.view(swapped, seat)).toEqual(game.view(state, seat));
      expect(game.legalActions(swapped, seat)).toEqual(game.legalActions(state, seat));
      // ...so information-set search, drawing its worlds from what the seat sees, decides alike.
      const fair = (s: unknown) => mctsBot(game, { seed: 40 + i, iterations }).choose(s, seat);
      expect(fair(swapped)).toEqual(fair(state));
      // Steered by the game's own bot, asked about the real state at the root: still alike, as
      // long as that bot reads only what the seat sees.
      const guided = (s: unknown) => mctsBot(game, { seed: 40 + i, iterations, rolloutDepth: 4, prior: (g, { seed }) => first(g as never, seed) }).choose(s, seat);
      expect(guided(swapped)).toEqual(guided(state));
      // Keyed by the game's action numbers, which depend only on what the acting seat sees.
      const numbered = (s: unknown) => mctsBot(game, { seed: 40 + i, iterations, rolloutDepth: 4, actionKeys: 'numbers' }).choose(s, seat);
      expect(numbered(swapped)).toEqual(numbered(state));
      const cheat = (s: unknown) => mctsBot(game, { seed: 40 + i, iterations, determinize: false }).choose(s, seat);
      if (!deepEqual(cheat(swapped), cheat(state))) cheaterSawADifference = true;
    }
  });

  it('a bot that reads the real state tells some of those pairs apart (the pairs differ where it matters)', () => {
    expect(cheaterSawADifference).toBe(true);
  });
});
