/**
 * The step server's vectors (protocol v1, ops `vreset`, `vstep`, `vclose`; issue 28): `count` envs
 * of one game stepped together. A `vstep` carries one action number per slot and answers with every
 * slot's next actor, observation tensor and legal action numbers as a few base64 runs of numbers, so
 * that a learner reads a whole batch with a handful of array operations instead of one JSON object
 * per env. A slot whose game ends is given a new game at once (the same-step autoreset of Gymnasium's
 * vector envs), and seats the caller does not play are played by library bots inside the server, so
 * a step is one round trip whoever moves between the caller's turns.
 *
 * A request is all or nothing: every action is decoded (and refused, naming its slot) before any is
 * played, and a failure after that (a bot's or a game's bug) takes every step of the request back.
 */
import { deriveSeed, hasObservation, legalActionIds, observationTensorOf, rankRewards, RuleError, type AnyGame, type RuleErrorCode, type MatchRecord, type Outcome, type Player } from '../index.js';
import { isRuleErrorLike } from '../cli/errors.js';
import { NumberRuns, numbersBase64, PlainText, maskBase64 } from './encode.js';
import { botMove, envRecord, stepEnv, undoSteps, type Env } from './envs.js';
import { SharedFile } from './shared-file.js';
import { badRequest } from './errors.js';

/**
 * How a vector sends observations: dense float32 tensors, their sparse form, dense in a file the
 * client maps into its memory (`shared`, the cheapest), or none.
 */
export const VECTOR_OBSERVE = ['tensor', 'sparse', 'shared', 'none'] as const;

/** How a vector sends legal actions: the legal numbers of each slot, one mask per slot, or none. */
export const VECTOR_LEGAL = ['ids', 'mask', 'none'] as const;

/**
 * How many games in a row may end in one slot before a seat the caller plays gets to act (only bots
 * moving); past it the request is refused rather than set up games for ever.
 */
export const MAX_GAMES_WITHOUT_CALLER = 100;

/** What a vector is, fixed by its `vreset`. */
export interface VectorSettings {
  readonly game: AnyGame;
  readonly config: unknown;
  readonly players: number;
  /** The seed the vector's games are seeded from: game k (from 0, in the order begun) gets `deriveSeed(seed, k)`. */
  readonly seed: number;
  readonly count: number;
  readonly maxSteps: number;
  /** The size of the game's action space for the config. */
  readonly space: number;
  readonly observe: (typeof VECTOR_OBSERVE)[number];
  readonly legal: (typeof VECTOR_LEGAL)[number];
  /** Whether an ended game's entry carries its record. */
  readonly records: boolean;
  /** Per seat, the library bot that plays it, or undefined for a seat the caller plays. */
  readonly opponents: readonly (string | undefined)[];
}

/** How a vector makes, keeps and forgets its envs in the server's table of envs. */
export interface EnvTable {
  /** A new env, set up from `seed`, with a fresh id, not yet in the table. */
  make(seed: number): Env;
  /** Puts envs in the table. */
  add(envs: readonly Env[]): void;
  /** Takes envs out of the table. */
  remove(envs: readonly Env[]): void;
}

/** A game of a slot that ended: on the wire in the `ended` list of `vreset` and `vstep`. */
export interface EndedGame {
  readonly slot: number;
  /** The id the game's env had (closed now). */
  readonly env: string;
  readonly seed: number;
  readonly steps: number;
  /** True when the game reached the vector's `maxSteps` without ending; it then has no outcome. */
  readonly truncated: boolean;
  readonly outcome: Outcome | null;
  readonly rewards: readonly number[] | null;
  /** The id of the env the slot plays now. */
  readonly next: string;
  /** The seed of the game the slot plays now. */
  readonly nextSeed: number;
  readonly record?: MatchRecord;
}

/** `count` envs stepped together; made by {@link VectorEnv.open}. */
export class VectorEnv {
  readonly id: string;
  readonly settings: VectorSettings;
  /** The env each slot plays now. */
  readonly slots: Env[];
  private readonly table: EnvTable;
  /** How many games the vector has begun (the next one's seed is `deriveSeed(seed, begun)`). */
  private begun = 0;
  private readonly size: number;
  private readonly dense: Float32Array | undefined;
  /** With `observe: "shared"`: the file each frame's dense tensors are written to. */
  private readonly shared: SharedFile | undefined;
  private readonly mask: Uint8Array | undefined;
  private readonly sparse = new NumberRuns();
  private readonly ids = new NumberRuns();
  private readonly offsets: Int32Array;
  /** The seat each slot waits for (a seat the caller plays), or -1 while its game is done. */
  private readonly waiting: Player[] = [];

  private constructor(id: string, settings: VectorSettings, table: EnvTable) {
    this.id = id;
    this.settings = settings;
    this.table = table;
    this.slots = [];
    const { game, config, count, observe, legal, space } = settings;
    this.size = observe !== 'none' && hasObservation(game) ? game.observationLayout(config).size : 0;
    this.dense = observe === 'tensor' || observe === 'shared' ? new Float32Array(count * this.size) : undefined;
    this.shared = observe === 'shared' ? new SharedFile(`${id}.f32`, count * this.size * 4) : undefined;
    this.mask = legal === 'mask' ? new Uint8Array(count * space) : undefined;
    this.offsets = new Int32Array(count + 1);
  }

  /**
   * A vector of `settings.count` new games (games 0 to count-1), its bots moved up to the caller's
   * first turn in each, and the answer to `vreset`. Nothing is in the table until it all worked.
   */
  static open(id: string, settings: VectorSettings, table: EnvTable): { vector: VectorEnv; result: Record<string, unknown> } {
    const vector = new VectorEnv(id, settings, table);
    try {
      return { vector, result: vector.start() };
    } catch (error) {
      vector.close();
      throw error;
    }
  }

  /** Begins the vector's games, puts their envs in the table, and gives `vreset`'s answer. */
  private start(): Record<string, unknown> {
    const { id, settings, table } = this;
    const opened: Env[] = [];
    const retired: Env[] = [];
    const ended: EndedGame[] = [];
    this.startFrame();
    for (let slot = 0; slot < settings.count; slot++) {
      const env = this.begin();
      opened.push(env);
      this.slots.push(env);
      this.waiting.push(this.settle(env, undefined, slot) ?? -1);
      this.replaceIfDone(slot, opened, retired, ended);
      this.writeSlot(slot);
    }
    const result = {
      vec: id,
      count: settings.count,
      players: settings.players,
      config: settings.config,
      actionSpace: settings.space,
      observationSize: settings.observe === 'none' ? null : this.size,
      envs: this.slots.map((env) => env.id),
      seeds: this.slots.map((env) => env.seed),
      ...this.finishFrame(ended),
    };
    table.add(opened.filter((env) => !retired.includes(env)));
    return result;
  }

  /**
   * Plays `input[i]` (an action number) for the seat slot `i` waits for, in every slot, then the
   * bots up to the caller's next turn, gives ended games' slots new games, and answers `vstep`.
   */
  step(input: unknown): Record<string, unknown> {
    const { game, count, space } = this.settings;
    if (!Array.isArray(input) || input.length !== count) {
      throw badRequest(`vstep: actions must be an array of ${count} action numbers (one per slot), got ${Array.isArray(input) ? `${input.length} entries` : 'no array'}`);
    }
    // Every action decoded before any is played: a refused one changes nothing.
    const actions: unknown[] = [];
    for (let slot = 0; slot < count; slot++) {
      const number = input[slot] as unknown;
      if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0 || number >= space) {
        throw new RuleError('MALFORMED_ACTION', `vstep: actions[${slot}] must be an action number of ${game.title}, a whole number from 0 to ${space - 1}, got ${JSON.stringify(number) ?? String(number)}`);
      }
      const env = this.slots[slot] as Env;
      try {
        actions.push((game.decodeAction as (state: unknown, index: number, player?: Player) => unknown)(env.state, number, this.waiting[slot]));
      } catch (error) {
        // The game's own refusal (ILLEGAL_ACTION, NOT_YOUR_TURN...), naming the slot. Known by its
        // shape, not its class: a game bundled apart from the server has its own RuleError class.
        if (!isRuleErrorLike(error)) throw error;
        const { reason, rule } = error as { reason?: unknown; rule?: unknown };
        const why = typeof reason === 'string' ? reason : error.message;
        throw new RuleError(error.code as RuleErrorCode, `vstep: actions[${slot}] (env ${env.id}): ${why}`, typeof rule === 'string' ? rule : undefined);
      }
    }
    const before = [...this.slots];
    const waitingBefore = [...this.waiting];
    const begunBefore = this.begun;
    const taken = new Array<number>(count).fill(0);
    const opened: Env[] = [];
    const retired: Env[] = [];
    const ended: EndedGame[] = [];
    try {
      // Slot by slot, all its work at once (its step, its bots, a new game if it ended, its part of
      // the frame), so that its state is still in the cache when its frame is written.
      this.startFrame();
      for (let slot = 0; slot < count; slot++) {
        stepEnv(this.slots[slot] as Env, actions[slot]);
        taken[slot] = 1;
        this.waiting[slot] = this.settle(this.slots[slot] as Env, taken, slot) ?? -1;
        this.replaceIfDone(slot, opened, retired, ended);
        this.writeSlot(slot);
      }
      const result = this.finishFrame(ended);
      this.table.remove(retired);
      this.table.add(opened.filter((env) => !retired.includes(env)));
      return result;
    } catch (error) {
      // Only a bug gets here (a bot's or a game's): the request takes back all it did.
      for (let slot = 0; slot < count; slot++) {
        const env = before[slot] as Env;
        this.slots[slot] = env;
        undoSteps(env, taken[slot] as number);
        this.waiting[slot] = waitingBefore[slot] as Player;
      }
      this.begun = begunBefore;
      throw error;
    }
  }

  /** A new game for a slot: the vector's next seed. */
  private begin(): Env {
    const env = this.table.make(deriveSeed(this.settings.seed, this.begun));
    this.begun += 1;
    return env;
  }

  /**
   * Lets the bots move in `env` until a seat the caller plays acts, and returns that seat (the
   * first such among the actors), or undefined once the game is done (over, or at the step cap).
   * Each bot move is the one the `bot` op gives for the seat with seed `deriveSeed(game seed,
   * steps)`: a function of the game and the position only, so the vector replays. `taken[slot]`
   * counts the steps.
   */
  private settle(env: Env, taken: number[] | undefined, slot: number): Player | undefined {
    const { game, opponents, maxSteps } = this.settings;
    for (;;) {
      if (env.steps >= maxSteps || game.isOver(env.state)) return undefined;
      const actors = game.actors(env.state) as readonly Player[];
      for (const player of actors) if (opponents[player] === undefined) return player;
      const player = actors[0] as Player;
      const action = botMove(env, player, opponents[player] as string, deriveSeed(env.seed, env.steps), { where: ` in env ${env.id}` });
      stepEnv(env, action);
      if (taken !== undefined) taken[slot] = (taken[slot] as number) + 1;
    }
  }

  /**
   * Gives slot `slot` a new game (bots moved up to the caller's turn) if its game is done, again
   * while a new one ends before the caller acts, adding each ended game to `ended`; `opened` and
   * `retired` collect the envs the table gains and loses once the request has worked.
   */
  private replaceIfDone(slot: number, opened: Env[], retired: Env[], ended: EndedGame[]): void {
    const { game, records, opponents } = this.settings;
    let games = 0;
    while (this.waiting[slot] === -1) {
      if (games === MAX_GAMES_WITHOUT_CALLER) {
        const seats = opponents.flatMap((bot, seat) => (bot === undefined ? [seat] : []));
        throw badRequest(`slot ${slot}: ${MAX_GAMES_WITHOUT_CALLER} games in a row ended before seat ${seats.join(' or ')} (the caller's) acted`);
      }
      games += 1;
      const env = this.slots[slot] as Env;
      const outcome = game.isOver(env.state) ? ((game.outcome(env.state) as Outcome | undefined) ?? null) : null;
      const next = this.begin();
      ended.push({
        slot,
        env: env.id,
        seed: env.seed,
        steps: env.steps,
        truncated: outcome === null,
        outcome,
        rewards: outcome === null ? null : rankRewards(outcome),
        next: next.id,
        nextSeed: next.seed,
        ...(records ? { record: envRecord(env) } : {}),
      });
      retired.push(env);
      opened.push(next);
      this.slots[slot] = next;
      this.waiting[slot] = this.settle(next, undefined, slot) ?? -1;
    }
  }

  /** Frees what the vector holds outside the env table: its shared file, if it has one. */
  close(): void {
    this.shared?.remove();
  }

  /** The frame being written: each slot's actor and step count (its numbers go to the runs). */
  private actors: Player[] = [];
  private steps: number[] = [];

  /** Starts a frame: the runs and the mask emptied. */
  private startFrame(): void {
    this.actors = [];
    this.steps = [];
    this.sparse.clear();
    this.ids.clear();
    this.mask?.fill(0);
  }

  /** Writes slot `slot`'s part of the frame: its actor and steps, tensor and legal numbers. */
  private writeSlot(slot: number): void {
    const { game, observe, legal, space } = this.settings;
    const env = this.slots[slot] as Env;
    const actor = this.waiting[slot] as Player;
    this.actors.push(actor);
    this.steps.push(env.steps);
    if (observe !== 'none') {
      const size = this.size;
      const tensor = observationTensorOf(game, env.state, actor);
      if (tensor.length !== size) throw new Error(`${game.title}: observationTensor gave ${tensor.length} numbers, its layout says ${size}`);
      if (this.dense !== undefined) this.dense.set(tensor, slot * size);
      else this.sparse.pushSparse(tensor, slot * size);
    }
    if (legal !== 'none') {
      const numbers = legalActionIds(game, env.state, actor);
      if (this.mask !== undefined) {
        for (const number of numbers) this.mask[slot * space + number] = 1;
      } else {
        for (const number of numbers) this.ids.push(number);
        this.offsets[slot + 1] = this.ids.length;
      }
    }
  }

  /** The frame, every slot written: `actors`, `steps`, `observation`, `legal` and the `ended` games. */
  private finishFrame(ended: readonly EndedGame[]): Record<string, unknown> {
    const { observe, legal, space, count } = this.settings;
    const size = this.size;
    const out: Record<string, unknown> = { actors: this.actors, steps: this.steps };
    if (observe === 'tensor' && this.dense !== undefined) out.observation = { tensor: new PlainText(numbersBase64(this.dense, this.dense.length)), size };
    if (observe === 'shared' && this.shared !== undefined && this.dense !== undefined) {
      this.shared.write(this.dense);
      out.observation = { file: this.shared.path, size };
    }
    if (observe === 'sparse') out.observation = { index: new PlainText(this.sparse.indexBase64()), value: new PlainText(this.sparse.valueBase64()), size };
    if (legal === 'mask' && this.mask !== undefined) out.legal = { mask: new PlainText(maskBase64(this.mask)), size: space };
    if (legal === 'ids') out.legal = { ids: new PlainText(this.ids.indexBase64()), offsets: new PlainText(numbersBase64(this.offsets, count + 1)) };
    out.ended = ended;
    return out;
  }
}
