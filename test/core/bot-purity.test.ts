/**
 * Shipped bots are functions of (state, seat, their own rng) (issue 27, item 7; the Bot contract in
 * src/core/bots.ts; DESIGN §12): nothing a bot was asked before may change what it answers now,
 * except through its rng. A search bot that plays sampled worlds with such a bot as its playout
 * policy relies on it: the Magika heuristic bot once kept the turn's plan made in one world and
 * played it on in the next, where it was wrong.
 *
 * How it is checked. Every shipped bot is made with an rng the test holds (each constructor takes
 * `number | Rng` and uses an Rng as it is). One bot is walked through a long sequence of decisions
 * taken from two different games of the same config, X and Y (seeded random play): X's i-th
 * decision, Y's i-th (the same point of another world: the same turn, phase and seat where the game
 * is regular), and the next decision in Y of the seat that just decided in X (a plan made in one
 * world and asked for its next step in another: the old plan cache's shape). At every call the
 * rng's state is read first; the bot's answer is then compared with that of a fresh bot made with
 * the same seed (what a bot draws when it is made is its own, fixed by the seed) whose rng is then
 * moved to that state (`rngFromState`), asked once about the same state, and the two rngs must end
 * in the same state too. A fresh bot has seen nothing, and its rng is where the walked
 * bot's was, so any difference, in the action or in the draws, is knowledge carried over from an
 * earlier call. Every call gets its own copy of the state, so a bot that changed one could not pass
 * the change on either.
 *
 * That the check can fail: a bot that remembers each seat's last answer and gives it again while
 * it is legal (the plan cache, made generic) wrapped around each game's own bot is caught in every
 * game, and so is the old Magika plan cache itself, rebuilt around today's heuristic bot. And the table of bots must name every entry of each game's `*Bots` record, so a new
 * shipped bot cannot go unchecked; each entry is also matched against its constructor, so that the
 * table checks the bots the record ships.
 */
import { describe, expect, it } from 'vitest';
import { createRng, mctsBot, randomBot, rngFromState, type ActionOf, type AnyGame, type Bot, type Player, type Rng } from '../../src/index.js';
import { magicalAthlete, magicalAthleteBots, magicalAthleteGreedyBot } from '../../src/games/magical-athlete/index.js';
import { psiWars, psiWarsBots, psiWarsGreedyBot } from '../../src/games/psi-wars/index.js';
import { fantasyTrip, fantasyTripBots, fantasyTripTacticalBot } from '../../src/games/fantasy-trip/index.js';
import { magika, magikaBots, magikaHeuristicBot } from '../../src/games/magika/index.js';
import { gridTraveler, gridTravelerBots, gridTravelerHeuristicBot } from '../../src/games/grid-traveler/index.js';

/** Makes a bot of `game` that draws from `rng` (used as it is). */
type WithRng = (rng: Rng) => Bot<AnyGame>;

interface Subject {
  readonly name: string;
  readonly game: AnyGame;
  /** A config whose games are short enough for searches inside a unit test. */
  readonly config: unknown;
  /** The game's `*Bots` record, as the CLI loads it. */
  readonly record: Readonly<Record<string, (game: never, seed: number) => Bot<never>>>;
  /** The record's bots by name, made with an rng the test holds. */
  readonly own: Readonly<Record<string, WithRng>>;
}

const WIZARD = { st: 9, dx: 12, iq: 11, weapons: ['staff'], armor: null, shield: null, spells: ['summon-wolf', 'image', 'illusion', 'magic-fist', 'blur'], race: 'human' };

const SUBJECTS: readonly Subject[] = [
  {
    name: 'magical-athlete',
    game: magicalAthlete,
    config: magicalAthlete.defaultConfig(4),
    record: magicalAthleteBots,
    own: { greedy: (rng) => magicalAthleteGreedyBot(magicalAthlete, rng) as Bot<AnyGame> },
  },
  {
    name: 'psi-wars',
    game: psiWars,
    config: psiWars.parseConfig({ players: 2, labHitPoints: 20 }),
    record: psiWarsBots,
    own: { greedy: (rng) => psiWarsGreedyBot(psiWars, rng) as Bot<AnyGame> },
  },
  {
    name: 'fantasy-trip',
    game: fantasyTrip,
    config: fantasyTrip.parseConfig({ players: 2, arenaRadius: 4, turnLimit: 8, sides: [[{ name: 'W1', ...WIZARD }], [{ name: 'W2', ...WIZARD }]] }),
    record: fantasyTripBots,
    own: { tactical: (rng) => fantasyTripTacticalBot(fantasyTrip, rng) as Bot<AnyGame> },
  },
  {
    name: 'magika',
    game: magika,
    config: magika.parseConfig({ players: 3, maxTurns: 2 }),
    record: magikaBots,
    own: { heuristic: (rng) => magikaHeuristicBot(magika, rng) as Bot<AnyGame> },
  },
  {
    name: 'grid-traveler',
    game: gridTraveler,
    config: gridTraveler.parseConfig({ players: 2, maxRounds: 2 }),
    record: gridTravelerBots,
    own: { heuristic: (rng) => gridTravelerHeuristicBot(gridTraveler, rng) as Bot<AnyGame> },
  },
];

/** A decision: a state (the test's own copy) and the seat asked. */
interface Decision {
  readonly state: unknown;
  readonly seat: Player;
}

/** Up to `count` decisions with a real choice along a game of random play seeded `seed`. */
function decisions(game: AnyGame, config: unknown, seed: number, count: number): Decision[] {
  const rng = createRng(seed);
  const state = game.clone(game.setup(config, rng));
  const out: Decision[] = [];
  for (let step = 0; out.length < count && !game.isOver(state) && step < 5_000; step++) {
    const seat = game.actors(state)[0] as Player;
    const legal = game.legalActions(state, seat);
    if (legal.length >= 2) out.push({ state: game.clone(state), seat });
    game.apply(state, legal[rng.int(0, legal.length - 1)], rng);
  }
  return out;
}

/**
 * The walk described in the header: X's i-th decision, Y's i-th, and Y's next decision of the
 * seat that decided X's i-th.
 */
function walk(x: readonly Decision[], y: readonly Decision[]): Decision[] {
  const out: Decision[] = [];
  for (let i = 0; i < x.length; i++) {
    const here = x[i] as Decision;
    out.push(here);
    if (i < y.length) out.push(y[i] as Decision);
    const next = y.slice(i + 1).find((d) => d.seat === here.seat);
    if (next !== undefined) out.push(next);
  }
  return out;
}

/**
 * An rng that can be moved to any saved position: the walked bot and each fresh one are made with
 * the same seed (so that what a bot draws when it is made, such as the Fantasy Trip bot's ranking
 * of targets, is the same for both), and the fresh one's is then moved to where the walked bot's
 * stood before the call.
 */
function movableRng(seed: number): { readonly rng: Rng; moveTo(state: readonly number[]): void } {
  let inner = createRng(seed);
  return {
    rng: { int: (min, max) => inner.int(min, max), clone: () => inner.clone(), getState: () => inner.getState() },
    moveTo(state) {
      inner = rngFromState(state);
    },
  };
}

/**
 * Walks one bot made by `make` through `sequence` and compares each answer with a fresh bot's
 * whose rng starts where the walked bot's did. Returns the first difference, or null.
 */
function firstCarryOver(game: AnyGame, make: WithRng, sequence: readonly Decision[]): string | null {
  const SEED = 12345;
  const { rng } = movableRng(SEED);
  const walked = make(rng);
  for (const [index, { state, seat }] of sequence.entries()) {
    const before = rng.getState();
    const answer = walked.choose(game.clone(state), seat);
    const after = rng.getState();
    const fresh = movableRng(SEED);
    const freshBot = make(fresh.rng);
    fresh.moveTo(before);
    const freshAnswer = freshBot.choose(game.clone(state), seat);
    if (JSON.stringify(freshAnswer) !== JSON.stringify(answer)) {
      return `call ${index} (seat ${seat}): after what it saw it answered ${JSON.stringify(answer)}, a fresh bot ${JSON.stringify(freshAnswer)}`;
    }
    if (JSON.stringify(fresh.rng.getState()) !== JSON.stringify(after)) return `call ${index} (seat ${seat}): the same answer, but its rng moved differently from a fresh bot's`;
  }
  return null;
}

/**
 * The failure to catch, made generic: a bot that remembers each seat's last answer and gives it
 * again, without asking `inner`, while it is legal (as a plan kept from one call to the next is
 * played on wherever its next step is still allowed).
 */
function planCache(game: AnyGame, inner: Bot<AnyGame>): Bot<AnyGame> {
  const kept = new Map<Player, ActionOf<AnyGame>>();
  return {
    name: `cached-${inner.name}`,
    choose(state, seat) {
      const old = kept.get(seat);
      if (old !== undefined && game.isLegal(state, old)) return old;
      const action = inner.choose(state, seat);
      kept.set(seat, action);
      return action;
    },
  };
}

/** Every bot to check for a game: its own, the core's random bot, and the search bot two ways. */
function shipped(subject: Subject): [string, WithRng][] {
  const { game, own } = subject;
  const [firstOwn] = Object.values(own);
  return [
    ...Object.entries(own),
    ['random', (rng) => randomBot(game, rng)],
    ['mcts', (rng) => mctsBot(game, { seed: rng, iterations: 3 })],
    // The search with the game's own bot in its playouts, cut short: the case the contract serves.
    ['mcts with own playouts', (rng) => mctsBot(game, { seed: rng, iterations: 2, rolloutDepth: 6, rolloutPolicy: (_game, { seed }) => (firstOwn as WithRng)(createRng(seed)) })],
    // The tuned search of the strength bench: the game's own bot as prior, which the tree asks
    // once per node, so what it answered in one world must not stay for the next decision.
    ['mcts with own prior', (rng) => mctsBot(game, { seed: rng, iterations: 3, rolloutDepth: 4, prior: (_game, { seed }) => (firstOwn as WithRng)(createRng(seed)) })],
    ['mcts keyed by action numbers', (rng) => mctsBot(game, { seed: rng, iterations: 3, rolloutDepth: 4, actionKeys: 'numbers' })],
  ];
}

describe.each(SUBJECTS.map((subject) => [subject.name, subject] as const))('%s: shipped bots carry nothing between worlds', (_, subject) => {
  const { game, config } = subject;
  const sequence = walk(decisions(game, config, 101, 14), decisions(game, config, 202, 14));

  it('the table names every bot of the game record, and each is the record bot', () => {
    expect(Object.keys(subject.own).sort()).toEqual(Object.keys(subject.record).sort());
    // The record's factory with a seed and the table's with an rng of that seed answer alike.
    for (const [name, make] of Object.entries(subject.own)) {
      const fromRecord = (subject.record[name] as unknown as (game: AnyGame, seed: number) => Bot<AnyGame>)(game, 77);
      const fromTable = make(createRng(77));
      for (const { state, seat } of sequence.slice(0, 6)) expect(fromTable.choose(game.clone(state), seat)).toEqual(fromRecord.choose(game.clone(state), seat));
    }
  });

  it.each(shipped(subject))('%s answers as a fresh bot would', (name, make) => {
    expect(sequence.length).toBeGreaterThan(12);
    // The searches cost far more per call, and grow a tree per call by construction: the start of
    // the walk (four rounds of the pattern) is enough for them.
    expect(firstCarryOver(game, make, name.startsWith('mcts') ? sequence.slice(0, 12) : sequence)).toBeNull();
  });

  it('catches a bot that keeps a plan between calls', () => {
    const [own] = Object.values(subject.own);
    expect(firstCarryOver(game, (rng) => planCache(game, (own as WithRng)(rng)), sequence)).not.toBeNull();
  });
});

describe('the failure this guards against', () => {
  /**
   * The Magika heuristic bot's old plan cache, rebuilt around today's bot: at a turn's first phase
   * it plans the whole turn (by writing the bot's orders in a copy of that world), keeps the plan
   * by seat and turn, and plays the later phases from it while its orders are legal.
   */
  function oldMagikaPlanCache(rng: Rng): Bot<AnyGame> {
    const inner = magikaHeuristicBot(magika, rng);
    const plans = new Map<string, ActionOf<typeof magika>[]>();
    return {
      name: 'heuristic with a plan cache',
      choose(state: ReturnType<typeof magika.setup>, seat: Player) {
        const phase = (state.plans[seat] as unknown[]).length + 1;
        const key = `${seat}:${state.turn}`;
        let plan = plans.get(key);
        if (plan === undefined || phase === 1) {
          const world = magika.clone(state);
          plan = [];
          for (let k = phase; k <= 5; k++) {
            const order = inner.choose(world, seat);
            plan[k - 1] = order;
            if (k < 5) magika.apply(world, order, createRng(1));
          }
          plans.clear();
          plans.set(key, plan);
        }
        const wanted = plan[phase - 1];
        return wanted !== undefined && magika.isLegal(state, wanted) ? wanted : inner.choose(state, seat);
      },
    } as Bot<AnyGame>;
  }

  it('catches the old Magika plan cache, rebuilt around the heuristic bot of today', () => {
    const { config } = SUBJECTS.find((subject) => subject.name === 'magika') as Subject;
    const sequence = walk(decisions(magika, config, 101, 14), decisions(magika, config, 202, 14));
    expect(firstCarryOver(magika, oldMagikaPlanCache, sequence)).not.toBeNull();
  });
});
