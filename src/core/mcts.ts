/**
 * A generic Monte Carlo tree search bot that plays any game through the contract alone (DESIGN §2):
 * UCT over `clone` + `apply` (the fast path, DESIGN §3), and by default information-set search, so
 * that it never reads what its seat may not see (DESIGN §6).
 *
 * Information-set search is the single-observer variant of Cowling, Powley and Whitehouse
 * ("Information Set Monte Carlo Tree Search", 2012): one tree for the searching seat, whose nodes
 * are sequences of actions from the real state; every iteration first draws a whole world the seat
 * cannot tell from the real one (`game.sampleHidden`) and walks the tree inside that world. Since an
 * action may be legal in some worlds and not in others, each edge counts how often it was available
 * and UCB uses that count where plain UCT uses the parent's visits.
 */
import type { ActionOf, AnyGame, Outcome, Player, StateOf } from './game.js';
import type { Bot } from './bots.js';
import { pickOne } from './deck.js';
import { canonicalJson } from './hash.js';
import { createRng, type Rng } from './rng.js';

/**
 * How a rollout chooses: `'random'` (uniform among the legal actions), or a policy that returns
 * one of `player`'s legal actions in `state`. A policy gets the sampled world, which it may read
 * whole (it is already a guess), and the search's rng, which it must use for any chance of its own
 * so that the search stays deterministic.
 */
export type MctsRollout<G extends AnyGame> = 'random' | ((state: StateOf<G>, player: Player, rng: Rng) => ActionOf<G>);

/** Options of {@link mctsBot}. */
export interface MctsOptions<G extends AnyGame> {
  /**
   * Iterations per decision (one iteration: draw a world, walk and grow the tree, play out, back
   * up). Default {@link DEFAULT_MCTS_ITERATIONS} when `timeBudget` is not given either; with both,
   * the search stops at whichever limit comes first.
   */
  readonly iterations?: number;
  /**
   * Milliseconds of search per decision (at least one iteration runs). How many iterations fit
   * depends on the machine and its load, so a bot given a time budget is not reproducible: use
   * `iterations` where results must replay.
   */
  readonly timeBudget?: number;
  /** Seeds the bot's own rng: worlds, tie-breaks, expansions and rollouts all draw from it. */
  readonly seed: number;
  /** How playouts below the tree choose. Default `'random'`. */
  readonly rollout?: MctsRollout<G>;
  /** The UCB exploration constant `c`. Default `Math.SQRT2` (rewards lie in [0, 1]). */
  readonly exploration?: number;
  /**
   * Draw a world with `game.sampleHidden(state, player, rng)` at the start of every iteration
   * (information-set search, the default). `false` searches the real state as it is: the bot then
   * reads hidden facts, which is cheating in a game with hidden information and only meant as a
   * baseline to measure what the information costs.
   */
  readonly determinize?: boolean;
  /**
   * A playout still running after this many actions stops and scores 0.5 for every seat: the
   * contract has no way to judge an unfinished game, and 0.5 is what a seat placed at random
   * expects under {@link rankRewards}, so no seat is favoured. Default
   * {@link DEFAULT_MCTS_ROLLOUT_STEPS}, a guard far above the length of any shipped game played at
   * random; set it low only with a game short enough to finish most playouts.
   */
  readonly maxRolloutSteps?: number;
}

/** The iteration budget of {@link mctsBot} when neither `iterations` nor `timeBudget` is given. */
export const DEFAULT_MCTS_ITERATIONS = 500;

/** The default bound on a playout's length (see {@link MctsOptions.maxRolloutSteps}). */
export const DEFAULT_MCTS_ROLLOUT_STEPS = 10_000;

/** One action out of a tree node, with the statistics of the seat that takes it. */
interface Edge {
  /** The seat that takes the action (every action names it), whose reward is backed up here. */
  readonly player: Player;
  /** Iterations that took this edge. */
  visits: number;
  /** Sum of the rewards of `player` over those iterations. */
  reward: number;
  /** Iterations that reached the parent in a world where this action was legal. */
  available: number;
  /** The node after the action, made when the edge is first taken. */
  readonly child: Node;
}

/** A tree node: the actions taken from here so far, by their stable JSON key. */
interface Node {
  readonly edges: Map<string, Edge>;
}

const newNode = (): Node => ({ edges: new Map() });

/**
 * What an unfinished playout is worth to every seat: the mean of {@link rankRewards} over the
 * places, i.e. what a seat expects knowing nothing, for any number of seats.
 */
const UNFINISHED_REWARD = 0.5;

/**
 * Each seat's reward in [0, 1] for a finished game: seats are placed by `ranking`, place `i` of `n`
 * is worth `(n - 1 - i) / (n - 1)` (first 1, last 0), and a tied group shares the mean worth of the
 * places it covers. So a sole winner gets 1, a two-player draw gives 0.5 each, and in a race of four
 * second place still beats third: a dense signal that also rewards finishing ahead of others when
 * winning is out of reach. A one-seat game gives 1.
 */
export function rankRewards(outcome: Outcome): number[] {
  const n = outcome.scores.length;
  const rewards = new Array<number>(n).fill(n <= 1 ? 1 : 0);
  if (n <= 1) return rewards;
  let place = 0;
  for (const group of outcome.ranking) {
    // Places place .. place+k-1 are worth (n-1-i)/(n-1); their mean is at the middle place.
    const worth = (n - 1 - (place + (group.length - 1) / 2)) / (n - 1);
    for (const seat of group) rewards[seat] = worth;
    place += group.length;
  }
  return rewards;
}

/**
 * A bot that chooses by Monte Carlo tree search (UCT), for any game. By default it searches over
 * worlds drawn with `game.sampleHidden` from what its seat sees (information-set search), so it is
 * fair: two states the seat cannot tell apart give the same choice for the same seed.
 *
 * - Budget: `iterations` per decision (deterministic: the same state, seat and seed give the same
 *   action) or `timeBudget` milliseconds (faster or slower machines search more or less, so not
 *   reproducible). A decision with one legal action is returned without searching.
 * - Rewards come from `game.outcome` (see {@link rankRewards}): every seat is scored, and each edge
 *   backs up the reward of the seat that takes its action, so each opponent is modelled as playing
 *   for itself (max^n), not against the searching seat.
 * - Several actors at once (simultaneous steps): the root is `player`'s decision; elsewhere in the
 *   tree and in playouts the first actor listed acts, then the next, so every actor's choice is
 *   applied in turn (legal by DESIGN §5: each submits, and the step resolves when all have). A seat
 *   choosing after another in the tree sees that choice, which makes the opponents a little
 *   stronger than they are; choices already submitted but still hidden are redrawn by `sampleHidden`.
 * - The bot keeps one rng across its decisions, advanced only by what it draws, so a whole game with
 *   it replays from the game's seed and the bot's.
 *
 * @example
 * ```ts
 * import { mctsBot, playout, randomBot } from 'rulebooks';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const bots = [mctsBot(psiWars, { iterations: 200, seed: 1 }), randomBot(psiWars, 2)];
 * const { outcome } = playout(psiWars, psiWars.defaultConfig(2), 7, { bots });
 * ```
 */
export function mctsBot<G extends AnyGame>(game: G, options: MctsOptions<G>): Bot<G> {
  const { timeBudget } = options;
  if (options.iterations !== undefined && !(Number.isSafeInteger(options.iterations) && options.iterations >= 1)) {
    throw new RangeError(`mctsBot: iterations must be a positive whole number, got ${String(options.iterations)}`);
  }
  // With only a time budget, time alone stops the search.
  const iterations = options.iterations ?? (timeBudget === undefined ? DEFAULT_MCTS_ITERATIONS : Infinity);
  if (timeBudget !== undefined && !(timeBudget > 0 && Number.isFinite(timeBudget))) throw new RangeError(`mctsBot: timeBudget must be a positive number of ms, got ${String(timeBudget)}`);
  const exploration = options.exploration ?? Math.SQRT2;
  if (!(exploration >= 0) || !Number.isFinite(exploration)) throw new RangeError(`mctsBot: exploration must be a finite number >= 0, got ${String(exploration)}`);
  const maxRolloutSteps = options.maxRolloutSteps ?? DEFAULT_MCTS_ROLLOUT_STEPS;
  if (!(maxRolloutSteps >= 0)) throw new RangeError(`mctsBot: maxRolloutSteps must be >= 0, got ${String(maxRolloutSteps)}`);
  const determinize = options.determinize ?? true;
  const rollout = options.rollout ?? 'random';
  const rng = createRng(options.seed);

  type S = StateOf<G>;
  type A = ActionOf<G>;

  const chooseRollout =
    rollout === 'random' ? (state: S, seat: Player): A => pickOne(game.legalActions(state, seat) as readonly A[], rng) : (state: S, seat: Player): A => rollout(state, seat, rng);

  /** Plays `world` on from where the tree ends and scores it; null when it hit the step bound. */
  function playOut(world: S): number[] | null {
    for (let steps = 0; ; steps++) {
      const actors = game.actors(world) as readonly Player[];
      if (actors.length === 0) return rankRewards(game.outcome(world) as Outcome);
      if (steps >= maxRolloutSteps) return null;
      game.apply(world, chooseRollout(world, actors[0] as Player), rng);
    }
  }

  /** One iteration from `root` in `world` (which it consumes); `player` decides at the root. */
  function iterate(root: Node, world: S, player: Player): void {
    const path: Edge[] = [];
    let node = root;
    // null: an unfinished playout, worth UNFINISHED_REWARD to every seat.
    let rewards: number[] | null;
    for (let depth = 0; ; depth++) {
      const actors = game.actors(world) as readonly Player[];
      if (actors.length === 0) {
        rewards = rankRewards(game.outcome(world) as Outcome);
        break;
      }
      const seat = depth === 0 ? player : (actors[0] as Player);
      const legal = game.legalActions(world, seat) as readonly A[];
      if (legal.length === 1) {
        // A forced action is no decision: it is played without a node of its own, so that the
        // iteration's one expansion goes to a real choice (rolls and "end the turn" are common).
        game.apply(world, legal[0] as A, rng);
        continue;
      }
      // Every legal action's edge counts this visit as a chance it had (available-count UCB).
      const keys = legal.map((action) => canonicalJson(action));
      const untried: number[] = [];
      for (let i = 0; i < keys.length; i++) {
        const edge = node.edges.get(keys[i] as string);
        if (edge === undefined) untried.push(i);
        else edge.available += 1;
      }
      if (untried.length > 0) {
        // Expand one untried action, then play out from the world after it.
        const index = untried.length === 1 ? (untried[0] as number) : (untried[rng.int(0, untried.length - 1)] as number);
        const action = legal[index] as A;
        const edge: Edge = { player: action.player as Player, visits: 0, reward: 0, available: 1, child: newNode() };
        node.edges.set(keys[index] as string, edge);
        path.push(edge);
        game.apply(world, action, rng);
        rewards = playOut(world);
        break;
      }
      const index = selectUcb(node, keys, exploration);
      const edge = node.edges.get(keys[index] as string) as Edge;
      path.push(edge);
      game.apply(world, legal[index] as A, rng);
      node = edge.child;
    }
    for (const edge of path) {
      edge.visits += 1;
      edge.reward += rewards === null ? UNFINISHED_REWARD : (rewards[edge.player] ?? 0);
    }
  }

  return {
    name: 'mcts',
    choose(state, player) {
      const legal = game.legalActions(state, player) as readonly A[];
      if (legal.length === 0) throw new Error(`mctsBot: player ${player} has no legal action in ${game.id}`);
      if (legal.length === 1) return legal[0] as A;
      const root = newNode();
      const deadline = timeBudget === undefined ? Infinity : performance.now() + timeBudget;
      for (let done = 0; done < iterations; done++) {
        if (done > 0 && timeBudget !== undefined && performance.now() >= deadline) break;
        const world = (determinize ? game.sampleHidden(state, player, rng) : game.clone(state)) as S;
        iterate(root, world, player);
      }
      return bestAtRoot(root, legal);
    },
  };
}

/**
 * The UCB choice among the node's edges for `keys` (all of them tried): mean reward plus
 * `c * sqrt(ln(available) / visits)`. Ties go to the earlier action in legal order, so the choice
 * depends only on the statistics and the game's order.
 */
function selectUcb(node: Node, keys: readonly string[], exploration: number): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < keys.length; i++) {
    const edge = node.edges.get(keys[i] as string) as Edge;
    const value = edge.reward / edge.visits + exploration * Math.sqrt(Math.log(edge.available) / edge.visits);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

/**
 * The real state's legal action most visited at the root (the robust choice: visits are less
 * noisy than means), then by mean reward, then the earlier in legal order.
 */
function bestAtRoot<A>(root: Node, legal: readonly A[]): A {
  let best = legal[0] as A;
  let bestVisits = -1;
  let bestMean = -Infinity;
  for (const action of legal) {
    const edge = root.edges.get(canonicalJson(action));
    const visits = edge?.visits ?? 0;
    const mean = edge === undefined || edge.visits === 0 ? -Infinity : edge.reward / edge.visits;
    if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
      best = action;
      bestVisits = visits;
      bestMean = mean;
    }
  }
  return best;
}
