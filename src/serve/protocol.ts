/**
 * The step server's protocol, version 1 (docs/protocol/serve-v1.schema.json, the guide "Research
 * from Python"): one JSON request per line in, one response per line out, in order. This module
 * reads a request, runs its op against the env table and builds the response; it never writes
 * anything itself, so `rulebooks serve --stdio` (src/cli/serve.ts) and the tests drive it alike.
 *
 * Every request gets exactly one response. A request refused for any reason (a bad field, an
 * illegal action, even a game's bug) answers `ok: false` with a stable code and a one-line message
 * naming the field or rule, and changes nothing.
 */
import {
  hasActionSpace,
  hasObservation,
  isRecord,
  legalActionIds,
  legalActionMask,
  observationTensorOf,
  rankRewards,
  RuleError,
  type AnyGame,
  type Outcome,
  type Player,
  type Viewer,
} from '../index.js';
import type { BotFactories } from '../cli/bots.js';
import { isRuleErrorLike, messageOf, oneLine } from '../cli/errors.js';
import { loadEntry } from '../cli/load-entry.js';
import type { GameEntry } from '../cli/registry.js';
import { showValue } from '../core/show-value.js';
import { maskBase64, NumberRuns, PlainText, tensorBase64, toJson } from './encode.js';
import { botMove, envRecord, legalAction, openEnv, sampleEnv, stepEnv, undoSteps, type Env } from './envs.js';
import { badRequest, ServeError } from './errors.js';
import { VECTOR_LEGAL, VECTOR_OBSERVE, VectorEnv, type EnvTable } from './vector.js';
import { checkBotName, readOpponents, field, integer, object, oneOf, onlyFields, readConfig, requiredString, seat, type Request } from './read.js';

/** The protocol version this server speaks (`hello` says it). */
export const PROTOCOL_VERSION = 1;

/**
 * The ops this server answers (`hello` lists them): version 1 grew the vector ops after its first
 * release, so a client tells from this list, not from the version, whether it may use them.
 */
export const OPS = ['hello', 'spaces', 'reset', 'step', 'legal', 'observe', 'labels', 'sample', 'bot', 'record', 'close', 'batch', 'vreset', 'vstep', 'vclose'] as const;

/** The longest request line read, in bytes (4 MiB); a longer one is refused whole with `BAD_REQUEST`. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

/** The deepest nesting of arrays and objects a request may have; deeper ones are refused. */
export const MAX_DEPTH = 64;

/** The most requests one `batch` may hold. */
export const MAX_BATCH = 4096;

/** The most envs open at once in one server (`close` frees them). */
export const MAX_ENVS = 100_000;

/** The step cap of an env whose `reset` names none. */
export const DEFAULT_MAX_STEPS = 100_000;

/** The longest string request id echoed back. */
const MAX_ID_LENGTH = 256;

/** A request's `id`, echoed in its response: a string, a finite number, or null when unreadable. */
export type RequestId = string | number | null;

/** A refusal on the wire. */
export interface WireError {
  /** Stable, machine-readable: a server code (`BAD_REQUEST`...) or a game's RuleError code. */
  readonly code: string;
  /** One line naming the field or rule. */
  readonly message: string;
}

/** One response line, parsed. */
export type Response = { readonly id: RequestId; readonly ok: true; readonly result: unknown } | { readonly id: RequestId; readonly ok: false; readonly error: WireError };

/** What the server needs to know: the games it serves and the library version it reports. */
export interface ServeOptions {
  /** The games, as the CLI lists them (`defaultRegistry`). */
  readonly registry: readonly GameEntry[];
  /** The package version `hello` reports. */
  readonly library: string;
  /** Called with a bug's stack (an error that is neither the game's RuleError nor a refusal). */
  readonly onInternalError?: (error: unknown) => void;
}

/** A loaded game and the bots `rulebooks play --bot` knows for it. */
interface Served {
  readonly game: AnyGame;
  readonly bots: BotFactories;
}

/**
 * Refuses a value nested deeper than {@link MAX_DEPTH}, without recursion, so that no game code
 * ever walks a hostile tower of arrays into a stack overflow.
 */
function checkDepth(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (depth > MAX_DEPTH) throw badRequest(`a request may nest arrays and objects at most ${MAX_DEPTH} deep`);
    for (const child of Object.values(item as object)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
}

/** The `id` to echo: a string (not too long) or a finite number; null for anything else. */
function idOf(value: Request): RequestId {
  const id = field(value, 'id');
  if (typeof id === 'string' && id.length <= MAX_ID_LENGTH) return id;
  if (typeof id === 'number' && Number.isFinite(id)) return id;
  return null;
}

/** What a `then` option adds to the result of `reset` or `step`, checked before the env changes. */
type Then = (env: Env) => Record<string, unknown>;

const OBSERVE_AS = ['tensor', 'sparse', 'view'] as const;
const LEGAL_AS = ['ids', 'mask', 'actions'] as const;

/** The `observation` part of a result, as `observe` answers it. */
function observation(env: Env, player: Viewer, as: (typeof OBSERVE_AS)[number]): Record<string, unknown> {
  if (as === 'view') return { view: env.game.view(env.state, player) };
  const tensor = observationTensorOf(env.game, env.state, player);
  if (as === 'tensor') return { tensor: new PlainText(tensorBase64(tensor)), size: tensor.length };
  // Sparse: the index and value of each entry that is not 0 (most of a tensor is 0).
  const runs = new NumberRuns();
  runs.pushSparse(tensor, 0);
  return { index: new PlainText(runs.indexBase64()), value: new PlainText(runs.valueBase64()), size: tensor.length };
}

/** The `legal` part of a result, as `legal` answers it. */
function legal(env: Env, player: Player, as: (typeof LEGAL_AS)[number]): Record<string, unknown> {
  if (as === 'ids') return { ids: legalActionIds(env.game, env.state, player) };
  if (as === 'mask') {
    const mask = legalActionMask(env.game, env.config, env.state, player);
    return { mask: new PlainText(maskBase64(mask)), size: mask.length };
  }
  return { actions: env.game.legalActions(env.state, player) };
}

function needsActionSpace(op: string, game: AnyGame): void {
  if (!hasActionSpace(game)) throw new ServeError('NO_ACTION_SPACE', `${op}: ${game.title} has no fixed action space yet (use as: "actions" and JSON actions)`);
}

function needsObservation(op: string, game: AnyGame): void {
  if (!hasObservation(game)) throw new ServeError('NO_OBSERVATION', `${op}: ${game.title} has no observation tensor yet (use as: "view")`);
}

/** Reads `observe`'s and `legal`'s arguments from `request` (shared with `then`). */
function readObserve(op: string, request: Request, env: Env): { player: Viewer; as: (typeof OBSERVE_AS)[number] } {
  const player = seat(op, request, 'player', env, true);
  const as = oneOf(op, request, 'as', OBSERVE_AS);
  if (as !== 'view') needsObservation(op, env.game);
  return { player, as };
}

function readLegal(op: string, request: Request, env: Env): { player: Player; as: (typeof LEGAL_AS)[number] } {
  const player = seat(op, request, 'player', env, false) as Player;
  const as = oneOf(op, request, 'as', LEGAL_AS);
  if (as !== 'actions') needsActionSpace(op, env.game);
  return { player, as };
}

/** The checked `then` of a request (its fields are read now, so a bad one refuses the request before it runs). */
function readThen(op: string, request: Request, env: Env): Then | undefined {
  const then = field(request, 'then');
  if (then === undefined) return undefined;
  const options = object(op, then, 'then');
  onlyFields(`${op}: then`, options, ['observe', 'legal']);
  const observeField = field(options, 'observe');
  const legalField = field(options, 'legal');
  // `player: "actor"` is whoever acts first once the op is done (known only then): it is checked
  // here as seat 0 would be, and left out of the answer once the game is over. A loop that plays
  // each seat in turn then gets the next mask and tensor in the same round trip.
  const forActor = (value: unknown): boolean => isRecord(value) && field(value as Request, 'player') === 'actor';
  const observeActor = forActor(observeField);
  const legalActor = forActor(legalField);
  const asSeat = (value: unknown, actor: boolean): unknown => (actor ? { ...(value as Request), player: 0 } : value);
  const observe = observeField === undefined ? undefined : readObserve(`${op}: then.observe`, object(op, asSeat(observeField, observeActor), 'then.observe'), env);
  const legals = legalField === undefined ? undefined : readLegal(`${op}: then.legal`, object(op, asSeat(legalField, legalActor), 'then.legal'), env);
  if (observeField !== undefined) onlyFields(`${op}: then.observe`, observeField as Request, ['player', 'as']);
  if (legalField !== undefined) onlyFields(`${op}: then.legal`, legalField as Request, ['player', 'as']);
  return (target) => {
    const actor = observeActor || legalActor ? (target.game.actors(target.state) as readonly Player[])[0] : undefined;
    const out: Record<string, unknown> = {};
    if (observe !== undefined && (!observeActor || actor !== undefined)) out.observation = observation(target, observeActor ? (actor as Player) : observe.player, observe.as);
    if (legals !== undefined && (!legalActor || actor !== undefined)) out.legal = legal(target, legalActor ? (actor as Player) : legals.player, legals.as);
    return out;
  };
}

/** Who acts, whether it is over, and the outcome with its rewards once it is. */
function progress(env: Env): Record<string, unknown> {
  const { game, state } = env;
  const outcome = game.outcome(state) as Outcome | undefined;
  return {
    actors: [...(game.actors(state) as readonly Player[])],
    over: game.isOver(state),
    steps: env.steps,
    outcome: outcome ?? null,
    rewards: outcome === undefined ? null : rankRewards(outcome),
  };
}

/** The error a thrown value is on the wire. */
function wireError(error: unknown, onInternal: ((error: unknown) => void) | undefined): WireError {
  if (error instanceof ServeError || isRuleErrorLike(error)) return { code: (error as { code: string }).code, message: oneLine(messageOf(error)) };
  // A game or bot that recursed past the stack on a request's data: a refusal, not a crash.
  if (error instanceof RangeError && /call stack/i.test(error.message)) return { code: 'BAD_REQUEST', message: 'the request is too deeply nested to read' };
  onInternal?.(error);
  return { code: 'INTERNAL_ERROR', message: `internal error (a bug; the env is as before): ${oneLine(messageOf(error))}` };
}

/**
 * The protocol's state: the games loaded so far and the open envs. {@link ServeHandler.handleLine}
 * answers a line; it answers synchronously once the games a request names are loaded (the first
 * request naming a game waits for its module to load), so stepping costs no promise per request.
 */
export class ServeHandler {
  private readonly options: ServeOptions;
  private readonly served = new Map<string, Served>();
  private readonly envs = new Map<string, Env>();
  private lastEnv = 0;
  private readonly vectors = new Map<string, VectorEnv>();
  private lastVector = 0;

  constructor(options: ServeOptions) {
    this.options = options;
  }

  /** How many envs are open. */
  get openEnvs(): number {
    return this.envs.size;
  }

  /**
   * Closes every vector, removing the files of those that share their observations (the server
   * calls it as it ends). The handler answers on afterwards, as if every vector had been closed.
   */
  dispose(): void {
    for (const vector of [...this.vectors.values()]) this.closeVector(vector);
  }

  /** The response line (ending in a newline) to one request line (without its newline). */
  handleLine(line: string): string | Promise<string> {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      return respond({ id: null, ok: false, error: { code: 'BAD_REQUEST', message: `a request is one JSON object per line: ${oneLine(messageOf(error))}` } });
    }
    const answer = this.handle(value);
    return answer instanceof Promise ? answer.then(respond) : respond(answer);
  }

  /** The response to a line longer than {@link MAX_LINE_BYTES}, which the reader skipped unread. */
  tooLong(): string {
    return respond({ id: null, ok: false, error: { code: 'BAD_REQUEST', message: `a request line may be at most ${MAX_LINE_BYTES} bytes long; this one was skipped` } });
  }

  /** The response to one parsed request. */
  handle(value: unknown): Response | Promise<Response> {
    if (!isRecord(value)) return { id: null, ok: false, error: { code: 'BAD_REQUEST', message: `a request is a JSON object { id, op, ... }, got ${showValue(value)}` } };
    const id = idOf(value);
    const refuse = (error: unknown): Response => ({ id, ok: false, error: wireError(error, this.options.onInternalError) });
    try {
      const raw = field(value, 'id');
      if (id === null) throw badRequest(`id must be a string of at most ${MAX_ID_LENGTH} characters or a finite number, got ${raw === undefined ? 'nothing' : showValue(raw)}`);
      checkDepth(value);
      const loading = this.load(value);
      const run = (): Response => {
        try {
          return { id, ok: true, result: this.run(value, false) };
        } catch (error) {
          return refuse(error);
        }
      };
      return loading === undefined ? run() : loading.then(run, refuse);
    } catch (error) {
      return refuse(error);
    }
  }

  /** Loads the games `request` names that are not loaded yet; undefined when there are none. */
  private load(request: Request): Promise<void> | undefined {
    const wanted = new Set<string>();
    const collect = (item: unknown): void => {
      if (!isRecord(item)) return;
      const op = field(item, 'op');
      if (op === 'hello') for (const entry of this.options.registry) wanted.add(entry.id);
      const game = field(item, 'game');
      if ((op === 'reset' || op === 'spaces' || op === 'vreset') && typeof game === 'string') wanted.add(game);
      const requests = field(item, 'requests');
      if (op === 'batch' && Array.isArray(requests) && requests.length <= MAX_BATCH) for (const inner of requests) if (isRecord(inner) && field(inner, 'op') !== 'batch') collect(inner);
    };
    collect(request);
    const missing = this.options.registry.filter((entry) => wanted.has(entry.id) && !this.served.has(entry.id));
    if (missing.length === 0) return undefined;
    return Promise.all(
      missing.map(async (entry) => {
        const loaded = await loadEntry(entry);
        this.served.set(entry.id, { game: loaded.game, bots: loaded.bots });
      }),
    ).then(() => undefined);
  }

  private game(op: string, request: Request): Served {
    const id = requiredString(op, request, 'game');
    const served = this.served.get(id);
    if (served === undefined) {
      throw new ServeError('UNKNOWN_GAME', `${op}: unknown game ${showValue(id)} (games: ${this.options.registry.map((entry) => entry.id).join(', ')})`);
    }
    return served;
  }

  private env(op: string, request: Request): Env {
    const id = requiredString(op, request, 'env');
    const env = this.envs.get(id);
    if (env === undefined) throw new ServeError('UNKNOWN_ENV', `${op}: no open env ${showValue(id)}`);
    return env;
  }

  /** `env`, unless it is a vector's slot, which only `vstep` steps and only `vclose` closes. */
  private alone(op: string, env: Env): Env {
    if (env.vector !== undefined) throw badRequest(`${op}: env ${env.id} is a slot of vector ${env.vector}, which only vstep steps and vclose closes`);
    return env;
  }

  /** Forgets `vector` and its slots' envs, and frees what it holds (its shared file). */
  private closeVector(vector: VectorEnv): void {
    for (const env of vector.slots) this.envs.delete(env.id);
    this.vectors.delete(vector.id);
    vector.close();
  }

  private vector(op: string, request: Request): VectorEnv {
    const id = requiredString(op, request, 'vec');
    const vector = this.vectors.get(id);
    if (vector === undefined) throw new ServeError('UNKNOWN_ENV', `${op}: no open vector ${showValue(id)}`);
    return vector;
  }

  /** An id for a new env, refused once {@link MAX_ENVS} are open; the count moves only once it is used. */
  private nextEnvId(op: string): string {
    if (this.envs.size >= MAX_ENVS) throw badRequest(`${op}: ${MAX_ENVS} envs are open already; close some first`);
    return `e${this.lastEnv + 1}`;
  }

  private addEnv(env: Env): void {
    this.lastEnv += 1;
    this.envs.set(env.id, env);
  }

  /** Runs one request and returns its result; throws its refusal. */
  private run(request: Request, inBatch: boolean): unknown {
    const op = field(request, 'op');
    if (typeof op !== 'string') throw badRequest(`op must be a string naming the operation, got ${op === undefined ? 'nothing' : showValue(op)}`);
    switch (op) {
      case 'hello':
        onlyFields(op, request, []);
        return this.hello();
      case 'spaces':
        return this.spaces(request);
      case 'reset':
        return this.reset(request);
      case 'step':
        return this.step(request);
      case 'vreset':
        return this.vreset(request);
      case 'vstep': {
        onlyFields(op, request, ['vec', 'actions']);
        return this.vector(op, request).step(field(request, 'actions'));
      }
      case 'vclose': {
        onlyFields(op, request, ['vec']);
        this.closeVector(this.vector(op, request));
        return {};
      }
      case 'legal': {
        onlyFields(op, request, ['env', 'player', 'as']);
        const env = this.env(op, request);
        const { player, as } = readLegal(op, request, env);
        return legal(env, player, as);
      }
      case 'observe': {
        onlyFields(op, request, ['env', 'player', 'as']);
        const env = this.env(op, request);
        const { player, as } = readObserve(op, request, env);
        return observation(env, player, as);
      }
      case 'labels':
        return this.labels(request);
      case 'sample':
        return this.sample(request);
      case 'bot':
        return this.bot(request);
      case 'record': {
        onlyFields(op, request, ['env']);
        return { record: envRecord(this.env(op, request)) };
      }
      case 'close': {
        onlyFields(op, request, ['env']);
        this.envs.delete(this.alone(op, this.env(op, request)).id);
        return {};
      }
      case 'batch':
        if (inBatch) throw badRequest('batch: a batch may not hold another batch');
        return this.batch(request);
      default:
        throw badRequest(`unknown op ${showValue(op)} (ops: ${OPS.join(', ')})`);
    }
  }

  private hello(): unknown {
    return {
      protocol: PROTOCOL_VERSION,
      library: this.options.library,
      ops: [...OPS],
      games: this.options.registry.map((entry) => {
        const { game, bots } = this.served.get(entry.id) as Served;
        return {
          id: game.id,
          title: game.title,
          minPlayers: game.minPlayers,
          maxPlayers: game.maxPlayers,
          bots: Object.keys(bots),
          actionSpace: hasActionSpace(game),
          observation: hasObservation(game),
        };
      }),
    };
  }

  private spaces(request: Request): unknown {
    const op = 'spaces';
    onlyFields(op, request, ['game', 'players', 'config']);
    const { game } = this.game(op, request);
    const { config } = readConfig(op, request, game);
    return {
      config,
      actionSpace: hasActionSpace(game) ? game.actionSpace(config) : null,
      observation: hasObservation(game) ? game.observationLayout(config) : null,
    };
  }

  private reset(request: Request): unknown {
    const op = 'reset';
    onlyFields(op, request, ['game', 'seed', 'players', 'config', 'maxSteps', 'then']);
    const { game, bots } = this.game(op, request);
    const seed = integer(op, request, 'seed', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const maxSteps = integer(op, request, 'maxSteps', 1, Number.MAX_SAFE_INTEGER, DEFAULT_MAX_STEPS);
    const { config, players } = readConfig(op, request, game);
    const env = openEnv(this.nextEnvId(op), game, bots, config, players, seed, maxSteps);
    const then = readThen(op, request, env);
    const extra = then?.(env);
    this.addEnv(env);
    return {
      env: env.id,
      players,
      config,
      actionSpace: hasActionSpace(game) ? game.actionSpace(config) : null,
      observationSize: hasObservation(game) ? game.observationLayout(config).size : null,
      actors: [...(game.actors(env.state) as readonly Player[])],
      over: game.isOver(env.state),
      steps: 0,
      ...extra,
    };
  }

  private step(request: Request): unknown {
    const op = 'step';
    onlyFields(op, request, ['env', 'action', 'player', 'then']);
    const env = this.alone(op, this.env(op, request));
    const input = field(request, 'action');
    if (typeof input !== 'number' && !isRecord(input)) throw badRequest(`step: action must be an action number or an action's JSON object, got ${input === undefined ? 'nothing' : showValue(input)}`);
    const player = field(request, 'player') === undefined ? undefined : (seat(op, request, 'player', env, false) as Player);
    const then = readThen(op, request, env);
    // A finished game answers GAME_OVER (from legalAction), whatever its step count.
    if (env.steps >= env.maxSteps && !env.game.isOver(env.state)) throw new ServeError('STEP_CAP', `step: env ${env.id} has played its ${env.maxSteps} steps (reset's maxSteps)`);
    stepEnv(env, legalAction(env, input, player));
    try {
      return { ...progress(env), ...then?.(env) };
    } catch (error) {
      // Only a game's bug gets here (the request was checked before the step): the step is taken
      // back, as a refused request changes nothing.
      undoSteps(env, 1);
      throw error;
    }
  }

  /**
   * Opens a vector of `count` games stepped together (src/serve/vector.ts): the caller plays `seats`
   * (all by default), library bots the others (`opponents`).
   */
  private vreset(request: Request): unknown {
    const op = 'vreset';
    onlyFields(op, request, ['game', 'count', 'seed', 'players', 'config', 'maxSteps', 'observe', 'legal', 'records', 'seats', 'opponents']);
    const { game, bots } = this.game(op, request);
    needsActionSpace(op, game);
    const count = integer(op, request, 'count', 1, MAX_BATCH);
    const seed = integer(op, request, 'seed', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const maxSteps = integer(op, request, 'maxSteps', 1, Number.MAX_SAFE_INTEGER, DEFAULT_MAX_STEPS);
    const { config, players } = readConfig(op, request, game);
    const observe = field(request, 'observe') === undefined ? (hasObservation(game) ? 'tensor' : 'none') : oneOf(op, request, 'observe', VECTOR_OBSERVE);
    if (observe !== 'none') needsObservation(op, game);
    const legal = field(request, 'legal') === undefined ? 'ids' : oneOf(op, request, 'legal', VECTOR_LEGAL);
    const records = field(request, 'records') ?? false;
    if (typeof records !== 'boolean') throw badRequest(`${op}: records must be true or false, got ${showValue(records)}`);
    const opponents = readOpponents(op, request, players, game, bots);
    if (this.envs.size + count > MAX_ENVS) throw badRequest(`${op}: ${count} more envs would pass the ${MAX_ENVS} open at once; close some first`);
    const space = (game.actionSpace as (config: unknown) => number)(config); // there is one (needsActionSpace)
    const id = `v${this.lastVector + 1}`;
    const table: EnvTable = {
      make: (gameSeed) => {
        this.lastEnv += 1;
        return openEnv(`e${this.lastEnv}`, game, bots, config, players, gameSeed, maxSteps, id);
      },
      add: (envs) => {
        for (const env of envs) this.envs.set(env.id, env);
      },
      remove: (envs) => {
        for (const env of envs) this.envs.delete(env.id);
      },
    };
    const settings = { game, config, players, seed, count, maxSteps, space, observe, legal, records, opponents };
    const { vector, result } = VectorEnv.open(id, settings, table);
    this.lastVector += 1;
    this.vectors.set(id, vector);
    return result;
  }

  private labels(request: Request): unknown {
    const op = 'labels';
    onlyFields(op, request, ['env', 'player']);
    const env = this.env(op, request);
    const player = seat(op, request, 'player', env, false) as Player;
    const { game, state } = env;
    const numbered = hasActionSpace(game);
    return {
      labels: (game.legalActions(state, player) as readonly unknown[]).map((action) => ({
        id: numbered ? game.encodeAction(state, action) : null,
        action,
        label: game.describeAction(state, action),
      })),
    };
  }

  private sample(request: Request): unknown {
    const op = 'sample';
    onlyFields(op, request, ['env', 'player', 'seed']);
    const env = this.env(op, request);
    const player = seat(op, request, 'player', env, false) as Player;
    const seed = integer(op, request, 'seed', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const sampled = sampleEnv(this.nextEnvId(op), env, player, seed);
    this.addEnv(sampled);
    return { env: sampled.id };
  }

  /**
   * The move of a library bot for `player` now: the bot `rulebooks play --seed SEED --bot NAME`
   * makes for that seat (seeded `deriveSeed(seed, player)`), made fresh, so the same request always
   * gives the same move (envs.ts `botMove`). Nothing is played.
   */
  private bot(request: Request): unknown {
    const op = 'bot';
    onlyFields(op, request, ['env', 'player', 'bot', 'seed']);
    const env = this.env(op, request);
    const player = seat(op, request, 'player', env, false) as Player;
    const name = requiredString(op, request, 'bot');
    const seed = integer(op, request, 'seed', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const { game } = env;
    checkBotName(op, name, game, env.bots);
    if (game.isOver(env.state)) throw new RuleError('GAME_OVER', 'bot: the game is over, so no seat has a move');
    const actors = game.actors(env.state) as readonly Player[];
    if (!actors.includes(player)) throw new RuleError('NOT_YOUR_TURN', `bot: player ${player} does not act now (acting: ${actors.join(', ')})`);
    const action = botMove(env, player, name, seed, { op });
    return { id: hasActionSpace(game) ? game.encodeAction(env.state, action) : null, action };
  }

  private batch(request: Request): unknown {
    const op = 'batch';
    onlyFields(op, request, ['requests']);
    const requests = field(request, 'requests');
    if (!Array.isArray(requests)) throw badRequest(`batch: requests must be an array of requests, got ${requests === undefined ? 'nothing' : showValue(requests)}`);
    if (requests.length > MAX_BATCH) throw badRequest(`batch: requests may hold at most ${MAX_BATCH} requests, got ${requests.length}`);
    return {
      results: requests.map((inner, index) => {
        try {
          if (!isRecord(inner)) throw badRequest(`batch: requests[${index}] must be a request object, got ${showValue(inner)}`);
          const raw = field(inner, 'id');
          if (raw !== undefined && idOf(inner) === null) throw badRequest(`batch: requests[${index}].id must be a string or a finite number`);
          return { ok: true, result: this.run(inner, true) };
        } catch (error) {
          return { ok: false, error: wireError(error, this.options.onInternalError) };
        }
      }),
    };
  }
}

/**
 * How deep {@link toJson} looks for tensors and masks: a batch's
 * `response.result.results[i].result.observation.tensor` is 6 levels down.
 */
const RESPONSE_DEPTH = 6;

/** A response as its line. */
function respond(response: Response): string {
  return `${toJson(response, RESPONSE_DEPTH)}\n`;
}
