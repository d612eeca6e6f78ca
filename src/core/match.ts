import type { AnyGame, Outcome, Player, Viewer } from './game.js';
import { createRng, type Rng } from './rng.js';
import { parseRecord, rethrowAsBadState, type MatchRecord } from './record.js';

/** The state type of a game, as a match holds it. */
export type MatchState<G extends AnyGame> = ReturnType<G['setup']>;
/** The action type of a game, as a match takes it. */
export type MatchAction<G extends AnyGame> = Parameters<G['reduce']>[1];
/** The event type of a game, as a match logs it. */
export type MatchEvent<G extends AnyGame> = Parameters<G['describeEvent']>[0];
/** The config type of a game. */
export type MatchConfig<G extends AnyGame> = ReturnType<G['parseConfig']>;
/** The view type of a game. */
export type MatchView<G extends AnyGame> = ReturnType<G['view']>;

/** Options of {@link createMatch}. */
export interface MatchOptions<Config> {
  /** The game's config; `parseConfig` validates it. */
  readonly config: Config;
  /** Seed of the rules' rng (dice, shuffles, draws). */
  readonly seed: number;
}

/**
 * A game in progress with its rng and history: the convenient, impure wrapper around a game's pure
 * functions. Everything it holds can be written out with {@link Match.toRecord}.
 */
export interface Match<G extends AnyGame> {
  readonly game: G;
  readonly config: MatchConfig<G>;
  readonly seed: number;
  /** The current state (frozen; never mutate it). */
  readonly state: MatchState<G>;
  /** The actions played so far. */
  readonly actions: readonly MatchAction<G>[];
  /** Every event so far: setup's, then each action's, in order. */
  readonly log: readonly MatchEvent<G>[];
  /** Plays an action. Throws a RuleError and changes nothing if it is refused. */
  play(action: MatchAction<G>): MatchState<G>;
  legalActions(player: Player): readonly MatchAction<G>[];
  actors(): readonly Player[];
  view(viewer: Viewer): MatchView<G>;
  isOver(): boolean;
  outcome(): Outcome | undefined;
  /** Takes back the last action (the rng goes back too). Returns false when there is none. */
  undo(): boolean;
  /** The replayable record: game, rules version, config, seed and actions. */
  toRecord(): MatchRecord<MatchConfig<G>, MatchAction<G>>;
}

interface Step<G extends AnyGame> {
  readonly state: MatchState<G>;
  readonly rng: Rng;
  readonly logLength: number;
}

/** Starts a new match: validates the config and runs setup with an rng seeded by `seed`. */
export function createMatch<G extends AnyGame>(game: G, options: MatchOptions<unknown>): Match<G> {
  const config = game.parseConfig(options.config) as MatchConfig<G>;
  const rng = createRng(options.seed);
  const state = game.setup(config, rng) as MatchState<G>;
  return makeMatch(game, config, options.seed, state, rng);
}

/**
 * Rebuilds a match from a record (for instance one read from disk), replaying its actions.
 * Throws `BAD_STATE` for a record of another game or rules version, or one whose actions are refused.
 */
export function loadMatch<G extends AnyGame>(game: G, record: unknown): Match<G> {
  const parsed = parseRecord(game, record);
  const match = createMatch(game, { config: parsed.config, seed: parsed.seed });
  parsed.actions.forEach((action, index) => rethrowAsBadState(() => match.play(action), `action ${index + 1}`));
  return match;
}

function makeMatch<G extends AnyGame>(game: G, config: MatchConfig<G>, seed: number, initial: MatchState<G>, rng0: Rng): Match<G> {
  let state = initial;
  let rng = rng0;
  const actions: MatchAction<G>[] = [];
  const log: MatchEvent<G>[] = [...(initial.events as MatchEvent<G>[])];
  const undoStack: Step<G>[] = [];

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
    legalActions: (player) => game.legalActions(state, player),
    actors: () => game.actors(state),
    view: (viewer) => game.view(state, viewer),
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
    toRecord: () => ({ game: game.id, rulesVersion: game.rulesVersion, config, seed, actions: [...actions] }),
  };
}
