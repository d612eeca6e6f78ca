import type { ActionOf, AnyGame, ConfigInput, ConfigOf, EventOf, Outcome, Player, StateOf, ViewOf, Viewer } from './game.js';
import { createRng, type Rng } from './rng.js';
import { shortHash } from './hash.js';
import { actionLabel, checkResult, parseRecord, recordResult, rethrowAsBadState, type RecordOf } from './record.js';

/** The state type of a game, as a match holds it. */
export type MatchState<G extends AnyGame> = StateOf<G>;
/** The action type of a game, as a match takes it. */
export type MatchAction<G extends AnyGame> = ActionOf<G>;
/** The event type of a game, as a match logs it. */
export type MatchEvent<G extends AnyGame> = EventOf<G>;
/** The config type of a game. */
export type MatchConfig<G extends AnyGame> = ConfigOf<G>;
/** The view type of a game. */
export type MatchView<G extends AnyGame> = ViewOf<G>;

/** Options of {@link createMatch}. */
export interface MatchOptions<Config> {
  /**
   * The game's config, or part of it: `parseConfig` validates it and fills in the defaults. Typed
   * by the game, so another game's config does not compile.
   */
  readonly config: ConfigInput<Config>;
  /** Seed of the rules' rng (dice, shuffles, draws). */
  readonly seed: number;
}

/**
 * A game in progress with its rng and history: the convenient, impure wrapper around a game's pure
 * functions. Everything it holds can be written out with {@link Match.toRecord}.
 */
export interface Match<G extends AnyGame> {
  /** The game being played. */
  readonly game: G;
  /** The validated config. */
  readonly config: MatchConfig<G>;
  /** The seed of the rules' rng. */
  readonly seed: number;
  /** The current state (frozen; never mutate it). */
  readonly state: MatchState<G>;
  /** The actions played so far. */
  readonly actions: readonly MatchAction<G>[];
  /**
   * Every event so far, setup's then each action's, unfiltered: what an umpire sees. To show a
   * seat its own story, use {@link Match.logFor}.
   */
  readonly log: readonly MatchEvent<G>[];
  /**
   * The events `viewer` saw so far, in order: each filtered the way that seat's view filters it
   * (another seat's draw is "a card"). Built from the views of the states so far.
   */
  logFor(viewer: Viewer): readonly MatchEvent<G>[];
  /** Plays an action. Throws a RuleError and changes nothing if it is refused. */
  play(action: MatchAction<G>): MatchState<G>;
  /** Exactly the actions `player` may take now (empty when the seat may not act). */
  legalActions(player: Player): readonly MatchAction<G>[];
  /** A short readable label for an action, e.g. for a menu of `legalActions`. */
  describeAction(action: MatchAction<G>): string;
  /** The seats that may act now; empty once the game is over. */
  actors(): readonly Player[];
  /** What `viewer` may see now, and nothing else. */
  view(viewer: Viewer): MatchView<G>;
  /** True once the game has ended. */
  isOver(): boolean;
  /** The result once the game is over, otherwise `undefined`. */
  outcome(): Outcome | undefined;
  /** Takes back the last action (the rng goes back too). Returns false when there is none. */
  undo(): boolean;
  /**
   * The replayable record: game, rules version, config, seed and actions, plus `result` (outcome,
   * final state hash, per-action checkpoints) once the game is over, so replays can verify it.
   */
  toRecord(): RecordOf<G>;
}

interface Step<G extends AnyGame> {
  readonly state: MatchState<G>;
  readonly rng: Rng;
  readonly logLength: number;
}

/**
 * Starts a new match: validates the config and runs setup with an rng seeded by `seed`.
 *
 * @example
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const match = createMatch(psiWars, { config: { players: 2, decks: ['creature', 'robot'] }, seed: 7 });
 * while (!match.isOver()) {
 *   const seat = match.actors()[0]!;
 *   const choices = match.legalActions(seat);
 *   console.log(choices.map((action) => match.describeAction(action)));
 *   match.play(choices[0]!);
 * }
 * for (const event of match.logFor(0)) console.log(psiWars.describeEvent(event)); // seat 0's story
 * ```
 */
export function createMatch<G extends AnyGame>(game: G, options: MatchOptions<ConfigOf<G>>): Match<G> {
  const config = game.parseConfig(options.config) as MatchConfig<G>;
  const rng = createRng(options.seed);
  const state = game.setup(config, rng) as MatchState<G>;
  return makeMatch(game, config, options.seed, state, rng);
}

/**
 * Rebuilds a match from a record (for instance one read from disk), replaying its actions on the
 * pure path so that `undo` works back to the start. Throws `BAD_STATE` for a record of another game
 * or rules version, one whose actions are refused, or one whose result the replay does not reach.
 */
export function loadMatch<G extends AnyGame>(game: G, record: unknown): Match<G> {
  const parsed = parseRecord(game, record);
  const match = createMatch(game, { config: parsed.config as ConfigInput<ConfigOf<G>>, seed: parsed.seed });
  const checkpoints: string[] = [];
  parsed.actions.forEach((action, index) => {
    rethrowAsBadState(() => match.play(action), actionLabel(index));
    if (parsed.result !== undefined) checkpoints.push(shortHash(match.state));
  });
  checkResult(game, parsed, match.state, (index) => checkpoints[index] ?? '');
  return match;
}

function makeMatch<G extends AnyGame>(game: G, config: MatchConfig<G>, seed: number, initial: MatchState<G>, rng0: Rng): Match<G> {
  let state = initial;
  let rng = rng0;
  const actions: MatchAction<G>[] = [];
  const log: MatchEvent<G>[] = [...(initial.events as MatchEvent<G>[])];
  const undoStack: Step<G>[] = [];
  const history = (): MatchState<G>[] => [...undoStack.map((step) => step.state), state];

  return {
    game,
    config,
    seed,
    get state() {
      return state;
    },
    get actions() {
      return actions;
    },
    get log() {
      return log;
    },
    logFor(viewer) {
      const seen: MatchEvent<G>[] = [];
      for (const past of history()) for (const event of (game.view(past, viewer) as MatchView<G>).events as MatchEvent<G>[]) seen.push(event);
      return seen;
    },
    play(action) {
      const next = rng.clone();
      const after = game.reduce(state, action, next) as MatchState<G>;
      undoStack.push({ state, rng, logLength: log.length });
      state = after;
      rng = next;
      actions.push(action);
      for (const event of after.events as MatchEvent<G>[]) log.push(event);
      return after;
    },
    legalActions: (player) => game.legalActions(state, player) as readonly MatchAction<G>[],
    describeAction: (action) => game.describeAction(state, action),
    actors: () => game.actors(state),
    view: (viewer) => game.view(state, viewer) as MatchView<G>,
    isOver: () => game.isOver(state),
    outcome: () => game.outcome(state),
    undo() {
      const step = undoStack.pop();
      if (step === undefined) return false;
      state = step.state;
      rng = step.rng;
      actions.pop();
      log.length = step.logLength;
      return true;
    },
    toRecord() {
      const base = { game: game.id, rulesVersion: game.rulesVersion, config, seed, actions: [...actions] };
      const result = recordResult(game, actions, history().slice(1), state);
      return result === undefined ? base : { ...base, result };
    },
  };
}
