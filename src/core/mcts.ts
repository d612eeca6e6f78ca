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
import type { Bot, BotFactory } from './bots.js';
import { pickOne } from './deck.js';
import { canonicalJson } from './hash.js';
import { deriveSeed } from './playout.js';
import { createRng, type Rng } from './rng.js';

/**
 * How a rollout chooses: `'random'` (uniform among the legal actions), or a policy that returns
 * one of `player`'s legal actions in `state`. A policy gets the sampled world, which it may read
 * whole (it is already a guess), and the search's rng, which it must use for any chance of its own
 * so that the search stays deterministic.
 */
export type MctsRollout<G extends AnyGame> = 'random' | ((state: StateOf<G>, player: Player, rng: Rng) => ActionOf<G>);

/**
 * Scores an unfinished playout: the expected reward of every seat in [0, 1], indexed by seat, as
 * `Game.evaluate` gives it (DESIGN §13).
 */
export type MctsEvaluator<G extends AnyGame> = (state: StateOf<G>) => readonly number[];

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
  /**
   * Seeds the bot's own rng: worlds, tie-breaks, expansions and rollouts all draw from it. An
   * {@link Rng} is used as it is (not copied), as `randomBot` does: the bot then advances it.
   */
  readonly seed: number | Rng;
  /** How playouts below the tree choose. Default `'random'`. Not together with `rolloutPolicy`. */
  readonly rollout?: MctsRollout<G>;
  /**
   * A bot that plays playouts below the tree instead of uniform random choices, typically the
   * game's own hand-written bot: playouts then look like real games, at the bot's cost per action.
   * Either a {@link Bot}, used as it is for every seat (its rng is its own, so the search replays
   * only if the bot's seed is fixed too), or a {@link BotFactory} (a bot module's default export,
   * DESIGN §12; a game's own `(game, seed)` factory fits as `(game, { seed }) =>
   * psiWarsBots.greedy(game, seed)`), called at each decision for each seat that plays in a
   * playout, with a seed drawn from the search's rng (one draw per decision), so that the search
   * stays a function of the state, the seat and its own rng. Either
   * way the bot plays sampled worlds, one after another: it must keep nothing from one call to the
   * next (the {@link Bot} contract). Not together with a `rollout` function.
   */
  readonly rolloutPolicy?: Bot<G> | BotFactory<G>;
  /**
   * Cut every playout after this many actions (0: score the node just added, with no playout) and
   * score it by evaluation (see `evaluate`). Default: no cut; playouts run to the end, bounded only
   * by `maxRolloutSteps`. A shallow cut with a good evaluation trades the noise of long random
   * playouts for the evaluation's judgement, and lets many more iterations fit in a budget.
   */
  readonly rolloutDepth?: number;
  /**
   * How an unfinished playout (cut at `rolloutDepth` or stopped by `maxRolloutSteps`) is scored.
   * `true` (default): by the game's own `evaluate(state)` where the game has one, else 0.5 for
   * every seat. `false`: always 0.5. A function: by that function instead of the game's. The
   * evaluation reads the sampled world whole, which is fair: the world is already a guess drawn
   * from what the seat sees. Each number must lie in [0, 1] (a `RangeError` says otherwise).
   */
  readonly evaluate?: boolean | MctsEvaluator<G>;
  /**
   * A bot whose choices steer the tree (progressive bias, Chaslot et al. 2008), typically the
   * game's own hand-written bot. At every tree node with a choice, the action it picks there is
   * tried first and its edge gets a bonus `priorWeight / (visits + 1)` in UCB, which fades as the
   * search gathers evidence of its own: with few iterations the search leans on the bot, with many
   * it overrules the bot where its statistics disagree. At the root the bot is asked about the real
   * state, like any bot of the seat; deeper, about the world that first reaches the node (nodes
   * are shared by the worlds drawn, so that answer stands for the node's later visits where it is
   * legal). A bot or a factory, as for `rolloutPolicy` (a factory's bots are made afresh at each
   * decision, seeded from the search's rng). Costs one call of the bot per node made.
   */
  readonly prior?: Bot<G> | BotFactory<G>;
  /**
   * The bonus of the prior's action (see `prior`), in units of reward: 1 is worth one sure win at
   * the first visit. Default {@link DEFAULT_MCTS_PRIOR_WEIGHT}.
   */
  readonly priorWeight?: number;
  /**
   * How the tree tells actions apart. `'json'` (default): by each action's stable JSON, so an
   * edge is one exact action. `'numbers'`: by the game's action numbers (`legalActionIds`, DESIGN
   * §13), with the seat, which is much cheaper (about a sixth of a search's time goes to JSON
   * keys); the game must have a fixed action space. A number means the same thing from state to
   * state as the game documents it (e.g. "the card in hand slot 3"), so in two sampled worlds an
   * opponent's number may stand for different hidden cards: the tree then merges them, as
   * information-set search over the opponent's choices would. The root's numbers depend only on
   * what the seat sees, so its actions are the same edges in every world either way.
   */
  readonly actionKeys?: 'json' | 'numbers';
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
   * A playout still running after this many actions stops unfinished and is scored like a cut one
   * (see `evaluate`): without an evaluation, 0.5 for every seat, since the contract alone cannot
   * judge an unfinished game and 0.5 is what a seat placed at random expects under
   * {@link rankRewards}, so no seat is favoured. Default {@link DEFAULT_MCTS_ROLLOUT_STEPS}, a
   * guard far above the length of any shipped game played at random; to cut playouts on purpose,
   * use `rolloutDepth`.
   */
  readonly maxRolloutSteps?: number;
}

/** The iteration budget of {@link mctsBot} when neither `iterations` nor `timeBudget` is given. */
export const DEFAULT_MCTS_ITERATIONS = 500;

/** The default {@link MctsOptions.priorWeight}. */
export const DEFAULT_MCTS_PRIOR_WEIGHT = 1;

/** The default bound on a playout's length (see {@link MctsOptions.maxRolloutSteps}). */
export const DEFAULT_MCTS_ROLLOUT_STEPS = 10_000;

/** One of the root's actions in an {@link MctsAnalysis}. */
export interface MctsRootAction<G extends AnyGame> {
  /** One of the deciding seat's legal actions in the real state. */
  readonly action: ActionOf<G>;
  /** `game.describeAction(state, action)` in the real state. */
  readonly label: string;
  /** Iterations that took this action first. */
  readonly visits: number;
  /**
   * The deciding seat's mean reward in [0, 1] over those iterations (a finished playout scored by
   * {@link rankRewards}, an unfinished one by evaluation or 0.5); `null` when never visited.
   */
  readonly meanReward: number | null;
}

/**
 * What one search found ({@link MctsBot.analyze}). `root` lists every legal action of the seat,
 * most visited first (then higher mean reward, then legal order), so `root[0].action` is `action`.
 * The visits of `root` add up to exactly `iterations`: each iteration takes exactly one action at
 * the root, and the root's actions are the same in every sampled world (`sampleHidden` keeps the
 * seat's legal actions).
 */
export interface MctsAnalysis<G extends AnyGame> {
  /** The chosen action: what `choose` returns for the same call. */
  readonly action: ActionOf<G>;
  /** Iterations run; 0 for a decision with a single legal action, which is answered unsearched. */
  readonly iterations: number;
  /** Wall-clock milliseconds the decision took (the one part that depends on the machine). */
  readonly ms: number;
  /** The root's actions with their statistics, most visited first. */
  readonly root: readonly MctsRootAction<G>[];
}

/** A {@link Bot} that can also show its search: see {@link mctsBot}. */
export interface MctsBot<G extends AnyGame> extends Bot<G> {
  /**
   * Searches like `choose` and returns the choice with the root's statistics, iterations and
   * time. `choose(state, seat)` is `analyze(state, seat).action`, and both advance the bot's rng
   * the same way.
   */
  analyze(state: StateOf<G>, player: Player): MctsAnalysis<G>;
}

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
  readonly edges: Map<Key, Edge>;
  /** The key of the prior bot's action here; undefined until asked, null without a prior. */
  prior: Key | null | undefined;
}

/** An action's key in the tree: its stable JSON, or its number and seat (`actionKeys`). */
type Key = string | number;

/** Seats per action number in a numbered key (`number * SEAT_SPAN + seat`): far above any game's seats. */
const SEAT_SPAN = 4096;

const newNode = (): Node => ({ edges: new Map(), prior: undefined });

/**
 * What an unfinished playout is worth to every seat when there is no evaluation: the mean of
 * {@link rankRewards} over the places, i.e. what a seat expects knowing nothing, for any number of
 * seats.
 */
const UNFINISHED_REWARD = 0.5;

/** The largest seed a factory-made playout bot gets per decision (any 31-bit value). */
const POLICY_SEED_MAX = 0x7fffffff;

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
 *   for itself (max^n), not against the searching seat. A playout cut short (`rolloutDepth`) is
 *   scored by the game's `evaluate` where it has one (`evaluate` option), else 0.5 for every seat.
 * - Playouts choose uniformly at random, or by a policy: a `rollout` function or a `rolloutPolicy`
 *   bot such as the game's own.
 * - Several actors at once (simultaneous steps): the root is `player`'s decision; elsewhere in the
 *   tree and in playouts the first actor listed acts, then the next, so every actor's choice is
 *   applied in turn (legal by DESIGN §5: each submits, and the step resolves when all have). A seat
 *   choosing after another in the tree sees that choice, which makes the opponents a little
 *   stronger than they are; choices already submitted but still hidden are redrawn by `sampleHidden`.
 * - The bot keeps one rng across its decisions, advanced only by what it draws, so a whole game with
 *   it replays from the game's seed and the bot's. It keeps nothing else: each decision grows a
 *   tree of its own (the {@link Bot} contract).
 * - `analyze(state, seat)` returns what the search saw: the root's actions with visits, mean
 *   rewards and labels, the iterations run and the time taken ({@link MctsAnalysis}).
 *
 * @example
 * ```ts
 * import { mctsBot, playout, randomBot } from 'rulebooks';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const bots = [mctsBot(psiWars, { iterations: 200, seed: 1 }), randomBot(psiWars, 2)];
 * const { outcome } = playout(psiWars, psiWars.defaultConfig(2), 7, { bots });
 * ```
 */
export function mctsBot<G extends AnyGame>(game: G, options: MctsOptions<G>): MctsBot<G> {
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
  const { rolloutDepth } = options;
  if (rolloutDepth !== undefined && !(Number.isSafeInteger(rolloutDepth) && rolloutDepth >= 0)) {
    throw new RangeError(`mctsBot: rolloutDepth must be a whole number >= 0, got ${String(rolloutDepth)}`);
  }
  const rolloutLimit = Math.min(maxRolloutSteps, rolloutDepth ?? Infinity);
  const { rolloutPolicy } = options;
  if (rolloutPolicy !== undefined && options.rollout !== undefined && options.rollout !== 'random') {
    throw new RangeError('mctsBot: give a rollout function or a rolloutPolicy, not both');
  }
  if (rolloutPolicy !== undefined && typeof rolloutPolicy !== 'function' && typeof (rolloutPolicy as Partial<Bot<G>>).choose !== 'function') {
    throw new RangeError('mctsBot: rolloutPolicy must be a bot (with choose) or a factory (game, { seed, seat }) => bot');
  }
  const determinize = options.determinize ?? true;
  const actionKeys = options.actionKeys ?? 'json';
  if (actionKeys !== 'json' && actionKeys !== 'numbers') throw new RangeError(`mctsBot: actionKeys must be 'json' or 'numbers', got ${String(actionKeys)}`);
  if (actionKeys === 'numbers' && typeof game.legalActionIds !== 'function') {
    throw new RangeError(`mctsBot: actionKeys 'numbers' needs a game with a fixed action space (legalActionIds); ${game.id} has none`);
  }
  const rollout = options.rollout ?? 'random';
  const rng = typeof options.seed === 'number' ? createRng(options.seed) : options.seed;

  type S = StateOf<G>;
  type A = ActionOf<G>;

  // The evaluation of unfinished playouts, or null for the flat 0.5.
  const evaluateOption = options.evaluate ?? true;
  const evaluator: MctsEvaluator<G> | null =
    typeof evaluateOption === 'function' ? evaluateOption : evaluateOption && game.evaluate !== undefined ? (state: S) => game.evaluate!(state) : null;

  const rolloutBots = rolloutPolicy === undefined ? null : botChooser(game, rolloutPolicy);
  let chooseRollout: (state: S, seat: Player) => A;
  if (rolloutBots !== null) chooseRollout = rolloutBots.choose;
  else if (rollout === 'random') chooseRollout = (state, seat) => pickOne(game.legalActions(state, seat) as readonly A[], rng);
  else chooseRollout = (state, seat) => rollout(state, seat, rng);

  if (options.prior !== undefined && typeof options.prior !== 'function' && typeof (options.prior as Partial<Bot<G>>).choose !== 'function') {
    throw new RangeError('mctsBot: prior must be a bot (with choose) or a factory (game, { seed, seat }) => bot');
  }
  const priorBots = options.prior === undefined ? null : botChooser(game, options.prior);
  const priorWeight = options.priorWeight ?? DEFAULT_MCTS_PRIOR_WEIGHT;
  if (!(priorWeight >= 0) || !Number.isFinite(priorWeight)) throw new RangeError(`mctsBot: priorWeight must be a finite number >= 0, got ${String(priorWeight)}`);

  /** The keys of `legal` (the seat's legal actions in `world`, in order), as `actionKeys` says. */
  const keysOf: (world: S, seat: Player, legal: readonly A[]) => readonly Key[] =
    actionKeys === 'json'
      ? (_world, _seat, legal) => legal.map((action) => canonicalJson(action))
      : (world, seat) => game.legalActionIds!(world, seat).map((id) => id * SEAT_SPAN + seat);
  /** The key of one legal action of `seat` in `world`. */
  const keyOf = (world: S, seat: Player, action: A): Key => (actionKeys === 'json' ? canonicalJson(action) : game.encodeAction!(world, action) * SEAT_SPAN + seat);

  /** Scores a playout that stopped before the end. */
  function scoreUnfinished(world: S): number[] | null {
    if (evaluator === null) return null;
    const values = evaluator(world);
    for (const value of values) {
      if (!(value >= 0 && value <= 1)) throw new RangeError(`mctsBot: the evaluation of ${game.id} gave ${String(value)}; each seat's value must lie in [0, 1]`);
    }
    return [...values];
  }

  /** Plays `world` on from where the tree ends and scores it; null when unfinished and unscored. */
  function playOut(world: S): number[] | null {
    for (let steps = 0; ; steps++) {
      const actors = game.actors(world) as readonly Player[];
      if (actors.length === 0) return rankRewards(game.outcome(world) as Outcome);
      if (steps >= rolloutLimit) return scoreUnfinished(world);
      game.apply(world, chooseRollout(world, actors[0] as Player), rng);
    }
  }

  /** One iteration from `root` in `world` (which it consumes); `player` decides at the root. */
  function iterate(root: Node, world: S, player: Player): void {
    const path: Edge[] = [];
    let node = root;
    // null: an unfinished playout with no evaluation, worth UNFINISHED_REWARD to every seat.
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
      const keys = keysOf(world, seat, legal);
      // The prior bot is asked once per node (the root's answer is taken in the real state).
      if (priorBots !== null && node.prior === undefined) node.prior = keyOf(world, seat, priorBots.choose(world, seat));
      const untried: number[] = [];
      for (let i = 0; i < keys.length; i++) {
        const edge = node.edges.get(keys[i] as Key);
        if (edge === undefined) untried.push(i);
        else edge.available += 1;
      }
      if (untried.length > 0) {
        // Expand one untried action (the prior's first, when it has one here), then play out from
        // the world after it.
        const priorIndex = node.prior == null ? -1 : untried.findIndex((i) => keys[i] === node.prior);
        const index =
          priorIndex >= 0 ? (untried[priorIndex] as number) : untried.length === 1 ? (untried[0] as number) : (untried[rng.int(0, untried.length - 1)] as number);
        const action = legal[index] as A;
        const edge: Edge = { player: action.player as Player, visits: 0, reward: 0, available: 1, child: newNode() };
        node.edges.set(keys[index] as Key, edge);
        path.push(edge);
        game.apply(world, action, rng);
        rewards = playOut(world);
        break;
      }
      const index = selectUcb(node, keys, exploration, priorWeight);
      const edge = node.edges.get(keys[index] as Key) as Edge;
      path.push(edge);
      game.apply(world, legal[index] as A, rng);
      node = edge.child;
    }
    for (const edge of path) {
      let reward = UNFINISHED_REWARD;
      if (rewards !== null) {
        const value = rewards[edge.player];
        if (value === undefined) throw new RangeError(`mctsBot: the evaluation of ${game.id} gave no value for seat ${edge.player}`);
        reward = value;
      }
      edge.visits += 1;
      edge.reward += reward;
    }
  }

  function analyze(state: S, player: Player): MctsAnalysis<G> {
    const started = performance.now();
    const legal = game.legalActions(state, player) as readonly A[];
    if (legal.length === 0) throw new Error(`mctsBot: player ${player} has no legal action in ${game.id}`);
    const root = newNode();
    let done = 0;
    if (legal.length > 1) {
      // Fresh playout and prior bots for this decision, seeded from the search's rng: nothing
      // carries over from one decision to the next but the rng itself.
      rolloutBots?.reset(rng);
      priorBots?.reset(rng);
      if (priorBots !== null) root.prior = keyOf(state, player, priorBots.choose(state, player));
      const deadline = timeBudget === undefined ? Infinity : started + timeBudget;
      for (; done < iterations; done++) {
        if (done > 0 && timeBudget !== undefined && performance.now() >= deadline) break;
        const world = (determinize ? game.sampleHidden(state, player, rng) : game.clone(state)) as S;
        iterate(root, world, player);
      }
      rolloutBots?.clear();
      priorBots?.clear();
    }
    const rootKeys = keysOf(state, player, legal);
    const entries = legal.map((action, order) => {
      const edge = root.edges.get(rootKeys[order] as Key);
      const visits = edge?.visits ?? 0;
      return { order, entry: { action, label: game.describeAction(state, action), visits, meanReward: edge === undefined || visits === 0 ? null : edge.reward / visits } };
    });
    // Most visited first (the robust choice: visits are less noisy than means), then by mean
    // reward, then the earlier in legal order.
    entries.sort((a, b) => b.entry.visits - a.entry.visits || (b.entry.meanReward ?? -Infinity) - (a.entry.meanReward ?? -Infinity) || a.order - b.order);
    const rootActions = entries.map(({ entry }) => entry as MctsRootAction<G>);
    return { action: (rootActions[0] as MctsRootAction<G>).action, iterations: done, ms: performance.now() - started, root: rootActions };
  }

  return {
    name: 'mcts',
    analyze,
    choose: (state, player) => analyze(state, player).action,
  };
}

/**
 * Chooses with a bot, or with bots a factory makes: one per seat that plays, made afresh at each
 * decision (`reset`) with seeds derived from one draw of the search's rng, and dropped after it
 * (`clear`), so that the search stays a function of the state, the seat and its own rng.
 */
function botChooser<G extends AnyGame>(
  game: G,
  source: Bot<G> | BotFactory<G>,
): { choose(state: StateOf<G>, seat: Player): ActionOf<G>; reset(rng: Rng): void; clear(): void } {
  if (typeof source !== 'function') return { choose: (state, seat) => source.choose(state, seat), reset() {}, clear() {} };
  const made: (Bot<G> | undefined)[] = [];
  let seed = 0;
  return {
    choose: (state, seat) => (made[seat] ??= source(game, { seed: deriveSeed(seed, seat), seat })).choose(state, seat),
    reset(rng) {
      made.length = 0;
      seed = rng.int(0, POLICY_SEED_MAX);
    },
    clear() {
      made.length = 0;
    },
  };
}

/**
 * The UCB choice among the node's edges for `keys` (all of them tried): mean reward plus
 * `c * sqrt(ln(available) / visits)`, plus `priorWeight / (visits + 1)` for the prior's action.
 * Ties go to the earlier action in legal order, so the choice depends only on the statistics and
 * the game's order.
 */
function selectUcb(node: Node, keys: readonly Key[], exploration: number, priorWeight: number): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as Key;
    const edge = node.edges.get(key) as Edge;
    let value = edge.reward / edge.visits + exploration * Math.sqrt(Math.log(edge.available) / edge.visits);
    if (key === node.prior) value += priorWeight / (edge.visits + 1);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
