import type { ActionOf, AnyGame, ConfigInput, ConfigOf, EventOf, Outcome, Player, StateOf, ViewOf, Viewer } from './game.js';
import { createRng, type Rng } from './rng.js';
import { RuleError } from './errors.js';
import { isRecord } from './json.js';
import { snapshotInput } from './snapshot.js';
import { hashState, listHashAdd, listHashEnd, listHashStart, type ListHash } from './hash.js';
import { actionLabel, checkpointStart, nextCheckpoint, parseRecord, resultChecker, rethrowAsBadState, type RecordOf, type RecordResult } from './record.js';
import { drewOnChance, parseUndoPolicy, revealedTo, undoRefused, type UndoBarrier, type UndoPolicy } from './undo-policy.js';

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
  /**
   * How far {@link Match.undo} may go back: `fair` (the default) never past an action that drew
   * on chance or showed a seat something hidden from it; `any` takes back every action, for
   * analysis tools and tests. See {@link UndoPolicy}.
   */
  readonly undo?: UndoPolicy;
}

/** Options of {@link loadMatch}. */
export interface LoadMatchOptions {
  /** As {@link MatchOptions.undo}: `fair` by default, for a match loaded from a save as for a new one. */
  readonly undo?: UndoPolicy;
}

/** One action of a match's history, as {@link Match.history} lists it. */
export interface MatchStep<Action> {
  /** The action's index in the match (and in its record), from 0. */
  readonly index: number;
  /** The action, as the match parsed it. */
  readonly action: Action;
  /** It drew on chance: the rng moved (a die, a shuffle, a random draw). */
  readonly chance: boolean;
  /**
   * It showed some seat a fact the actor did not know (the card a seat drew, the secret picks
   * revealed): what a seat saw of it depended on something hidden from the actor. What the actor
   * shows of its own hidden things (a card played face up) does not count. See {@link Match.history}.
   */
  readonly reveals: boolean;
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
  /** How far {@link Match.undo} may go back (`fair` unless the match was made with `any`). */
  readonly undoPolicy: UndoPolicy;
  /** The current state (frozen; never mutate it). */
  readonly state: MatchState<G>;
  /** The actions played so far, as parsed by the game (copies: not the objects given to `play`). */
  readonly actions: readonly MatchAction<G>[];
  /**
   * Every event so far, setup's then each action's, unfiltered: what an umpire sees. To show a
   * seat its own story, use {@link Match.logFor}.
   */
  readonly log: readonly MatchEvent<G>[];
  /**
   * The events `viewer` saw, in order, each filtered the way that seat's view filters it (another
   * seat's draw is "a card"). Without `since`, the whole story: setup's events, then every
   * action's. With `since`, what the viewer saw of actions `since`, `since + 1`, ... (0-based
   * indices, setup's events not included): `since` counts the actions the caller has already
   * shown, so a UI shows `logFor(seat)`, keeps `seen = match.actions.length`, and after each
   * action shows `logFor(seat, seen)` and updates `seen`. Each state's filtered events are
   * computed once per viewer and kept (undo drops them with its state), so a call costs what it
   * returns. `since` must be a whole number from 0 to `actions.length`, otherwise `BAD_STATE`
   * (after an undo, a count past the end: fetch again from an earlier one).
   */
  logFor(viewer: Viewer, since?: number): readonly MatchEvent<G>[];
  /**
   * Plays an action. The match parses it (`game.parseAction`) and keeps that plain copy, so
   * changing the object afterwards changes nothing. Throws a RuleError and changes nothing if it
   * is refused.
   */
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
  /**
   * Takes back the last action: state, log and rng go back. Returns false when there is none.
   * Under the `fair` policy (the default) it throws `UNDO_REFUSED` and changes nothing when that
   * action drew on chance or showed some seat a hidden fact: taking it back would let a player
   * see a roll or a card and choose again knowing it. {@link Match.canUndo} asks first.
   */
  undo(): boolean;
  /** Whether {@link Match.undo} would take back an action now (false when none is played). */
  canUndo(): boolean;
  /**
   * The actions from index `since` (default 0) on, each with whether it drew on chance and whether
   * it revealed something to some seat: the actions a `fair` undo stops at. Whether an action
   * revealed something is worked out the first time it is asked (here, by `undo` or `canUndo`) and
   * kept: the action is played again in worlds the actor could not tell apart from the real one
   * (`sampleHidden`, seeded from the match seed and the action's index, so the answer never
   * changes), and it revealed something if the actor's view, or another seat's events, differ
   * there. That costs milliseconds per action (up to a few hundred in a 13-mage Magika contest),
   * so for a long game ask for the recent actions: `history(match.actions.length - 10)`. `since`
   * must be a whole number from 0 to `actions.length`, otherwise `BAD_STATE`.
   */
  history(since?: number): readonly MatchStep<MatchAction<G>>[];
  /**
   * The replayable record: game, rules version, config, seed and actions, plus `result` (outcome,
   * final state hash, actions hash, per-action checkpoints) once the game is over, so replays can
   * verify it. The checkpoints are made as the actions are played (each from its action and the
   * events it produced), so this costs about one hash of the final state however long the game.
   */
  toRecord(): RecordOf<G>;
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
  // Read once, as plain data: a getter or Proxy in the options is refused, never run twice.
  const read = snapshotInput(options, 'BAD_CONFIG', 'the options of createMatch');
  if (!isRecord(read)) throw new RuleError('BAD_CONFIG', 'createMatch takes options { config, seed, undo? }');
  const policy = parseUndoPolicy(read.undo);
  const config = game.parseConfig(read.config) as MatchConfig<G>;
  const seed = read.seed as number;
  const rng = createRng(seed);
  const state = game.setup(config, rng) as MatchState<G>;
  return makeMatch(game, config, seed, policy, state, rng);
}

/**
 * Rebuilds a match from a record (for instance one read from disk), replaying its actions on the
 * pure path so that `undo` works back to the start (within its policy: `fair` by default, as for
 * a new match). Throws `BAD_STATE` for a record of another game or rules version, one whose
 * actions are refused, or one whose result the replay does not reach (naming the first action
 * where it parts from the recorded game, as {@link replay} does).
 */
export function loadMatch<G extends AnyGame>(game: G, record: unknown, options: LoadMatchOptions = {}): Match<G> {
  const read = snapshotInput(options, 'BAD_CONFIG', 'the options of loadMatch');
  if (!isRecord(read)) throw new RuleError('BAD_CONFIG', 'loadMatch takes options { undo? }');
  const undo = parseUndoPolicy(read.undo);
  const parsed = parseRecord(game, record);
  const match = createMatch(game, { config: parsed.config as ConfigInput<ConfigOf<G>>, seed: parsed.seed, undo });
  const checker = resultChecker(game, parsed, match.state);
  parsed.actions.forEach((action, index) => {
    rethrowAsBadState(() => match.play(action), actionLabel(index));
    checker.step(index, action, match.state);
  });
  checker.finish(match.state, parsed.actions.length);
  return match;
}

/** A state of the match: setup's (frame 0), then the one after each action. */
interface Frame<G extends AnyGame> {
  readonly state: MatchState<G>;
  /** What each viewer saw of this state's events, once asked (frozen: handed out many times). */
  seen?: Map<Viewer, readonly MatchEvent<G>[]>;
}

/** What the match keeps of one action played. */
interface Played<G extends AnyGame> {
  readonly action: MatchAction<G>;
  /** The rng before the action: undo restores it, and the reveal check replays from it. */
  readonly rng: Rng;
  readonly chance: boolean;
  /** The record's checkpoint of the action (`nextCheckpoint`). */
  readonly checkpoint: string;
  /** The running hash of the actions up to this one: the record's `actionsHash`. */
  readonly actions: ListHash;
  /** The log's length before the action. */
  readonly logLength: number;
  /** The first seat it revealed something to, null for none; undefined until asked. */
  revealedTo?: Player | null;
}

/** The seats of a match: `config.players` where the game has it, else as many as it can seat. */
function seatsOf(game: AnyGame, config: unknown): Player[] {
  const players = isRecord(config) && Number.isSafeInteger(config.players) && (config.players as number) > 0 ? (config.players as number) : game.maxPlayers;
  return Array.from({ length: players }, (_, seat) => seat);
}

/** Freezes events handed out from the cache, stopping at what is frozen already (a state's own). */
function freezeEvents<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freezeEvents((value as Record<string, unknown>)[key]);
  }
  return value;
}

function makeMatch<G extends AnyGame>(game: G, config: MatchConfig<G>, seed: number, policy: UndoPolicy, initial: MatchState<G>, rng0: Rng): Match<G> {
  let state = initial;
  let rng = rng0;
  const actions: MatchAction<G>[] = [];
  const log: MatchEvent<G>[] = [...(initial.events as MatchEvent<G>[])];
  const frames: Frame<G>[] = [{ state: initial }];
  const played: Played<G>[] = [];
  const seats = seatsOf(game, config);
  // What the first checkpoint chains from: one hash of the state after setup, once per match.
  const start = checkpointStart(initial);
  let finalHash: { readonly state: MatchState<G>; readonly hash: string } | undefined;

  /** `since` checked: a whole number of actions from 0 to the number played. */
  const sinceOf = (since: unknown, method: string): number => {
    if (typeof since !== 'number' || !Number.isInteger(since) || since < 0 || since > actions.length) {
      throw new RuleError(
        'BAD_STATE',
        `${method}: since counts actions already seen, a whole number from 0 to ${actions.length} (the actions played), got ${typeof since === 'number' ? String(since) : typeof since}`,
      );
    }
    return since;
  };

  /** What `viewer` saw of frame `index`'s events, computed once per viewer. */
  const seenIn = (index: number, viewer: Viewer): readonly MatchEvent<G>[] => {
    const frame = frames[index] as Frame<G>;
    const cacheable = viewer === 'spectator' || Number.isSafeInteger(viewer);
    const known = cacheable ? frame.seen?.get(viewer) : undefined;
    if (known !== undefined) return known;
    const events = freezeEvents((game.view(frame.state, viewer) as MatchView<G>).events as readonly MatchEvent<G>[]);
    if (cacheable) (frame.seen ??= new Map()).set(viewer, events);
    return events;
  };

  const revealOf = (index: number): Player | null => {
    const step = played[index] as Played<G>;
    if (step.revealedTo === undefined) {
      const before = (frames[index] as Frame<G>).state;
      const after = (frames[index + 1] as Frame<G>).state;
      step.revealedTo = revealedTo(game, { index, before, action: step.action, after, rng: step.rng }, seats, seed);
    }
    return step.revealedTo;
  };

  /** Why a fair undo may not take back action `index`, or null. Chance needs no world sampled. */
  const barrierOf = (index: number): UndoBarrier | null => {
    const step = played[index] as Played<G>;
    if (step.chance) return { chance: true, revealedTo: null };
    const seat = revealOf(index);
    return seat === null ? null : { chance: false, revealedTo: seat };
  };

  return {
    game,
    config,
    seed,
    undoPolicy: policy,
    get state() {
      return state;
    },
    get actions() {
      return actions;
    },
    get log() {
      return log;
    },
    logFor(viewer, since) {
      // Frame 0 is setup's: part of the whole story, but not an action, so never "since" one.
      const first = since === undefined ? 0 : sinceOf(since, 'logFor') + 1;
      const seen: MatchEvent<G>[] = [];
      for (let index = first; index < frames.length; index++) {
        for (const event of seenIn(index, viewer)) seen.push(event);
      }
      return seen;
    },
    play(input) {
      // The parsed copy, not the caller's object, is what runs and what is recorded (issue 21): an
      // object edited later, or one whose getters answer differently on a second read, changes
      // neither the game nor its record.
      const action = game.parseAction(input) as MatchAction<G>;
      const next = rng.clone();
      const after = game.reduce(state, action, next) as MatchState<G>;
      const last = played[played.length - 1];
      const step: Played<G> = {
        action,
        rng,
        chance: drewOnChance(rng, next),
        checkpoint: nextCheckpoint(last === undefined ? start : last.checkpoint, action, after.events),
        actions: listHashAdd(last === undefined ? listHashStart() : last.actions, action),
        logLength: log.length,
      };
      played.push(step);
      frames.push({ state: after });
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
      const index = played.length - 1;
      if (index < 0) return false;
      if (policy === 'fair') {
        const barrier = barrierOf(index);
        if (barrier !== null) throw undoRefused(index, barrier);
      }
      const step = played.pop() as Played<G>;
      frames.pop();
      state = (frames[frames.length - 1] as Frame<G>).state;
      rng = step.rng;
      actions.pop();
      log.length = step.logLength;
      return true;
    },
    canUndo() {
      const index = played.length - 1;
      if (index < 0) return false;
      return policy === 'any' || barrierOf(index) === null;
    },
    history(since = 0) {
      const from = sinceOf(since, 'history');
      const steps: MatchStep<MatchAction<G>>[] = [];
      for (let index = from; index < played.length; index++) {
        const step = played[index] as Played<G>;
        steps.push({ index, action: step.action, chance: step.chance, reveals: revealOf(index) !== null });
      }
      return steps;
    },
    toRecord() {
      const base = { game: game.id, rulesVersion: game.rulesVersion, config, seed, actions: [...actions] };
      const outcome = game.outcome(state);
      if (outcome === undefined) return base;
      if (finalHash?.state !== state) finalHash = { state, hash: hashState(state) };
      const last = played[played.length - 1];
      const result: RecordResult = {
        outcome,
        stateHash: finalHash.hash,
        actionsHash: listHashEnd(last === undefined ? listHashStart() : last.actions),
        checkpoints: played.map((step) => step.checkpoint),
      };
      return { ...base, result };
    },
  };
}
