import type { Bot } from '../core/bots.js';
import { RuleError, isRuleError } from '../core/errors.js';
import type { AnyGame, ConfigInput, ConfigOf, Player, Viewer } from '../core/game.js';
import { deepEqual, isRecord } from '../core/json.js';
import { createMatch, loadMatch, type Match, type MatchAction } from '../core/match.js';
import { createRng } from '../core/rng.js';
import { snapshotInput } from '../core/snapshot.js';
import { diff } from './patch.js';
import { buildSeatUpdate } from './seat-update.js';
import type { Connection, Host, HostOptions, RefusedMessage, RestoreOptions, SeatUpdateOf, ServerMessage } from './types.js';

type Send<G extends AnyGame> = (message: ServerMessage<SeatUpdateOf<G>>) => void;

/** What the host keeps per viewer that has ever connected: its last update and who listens. */
interface Tracked<G extends AnyGame> {
  update: SeatUpdateOf<G>;
  /** Actions played when `update` was built or last found unchanged. */
  seen: number;
  /** The `seen` before `update` (its events are `logFor(viewer, from)`); null: the whole story. */
  from: number | null;
  /**
   * The actions played when each version was built (`builtAt[version]`), so that a client that
   * holds an older version can be sent every event after it (`sync(since)`). Versions from before a
   * restore are not known.
   */
  readonly builtAt: Map<number, number>;
  readonly connections: Set<Send<G>>;
}

/**
 * Starts one authoritative match (DESIGN §12): no framework, no network. Bots named in `options`
 * play their seats synchronously: whenever a bot seat is to act (at creation, after each accepted
 * submission) the host asks it and plays its move before anything is sent, so the game never waits
 * on a bot. If every seat is a bot, the whole game is played inside `createHost`.
 *
 * @example
 * ```ts
 * import { randomBot } from 'rulebooks';
 * import { createHost } from 'rulebooks/host';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const host = createHost(psiWars, { config: { players: 2 }, seed: 7, bots: { 1: randomBot(psiWars, 1) } });
 * const seat0 = host.connect(0, (message) => socket.send(JSON.stringify(message)));
 * socket.on('message', (data) => host.submit(0, JSON.parse(data)));
 * ```
 */
export function createHost<G extends AnyGame>(game: G, options: HostOptions<G>): Host<G> {
  if (!isRecord(options)) throw new RuleError('BAD_CONFIG', 'createHost takes options { config, seed, bots? }');
  // `undo: 'any'`: the host never undoes, and 'fair' would only add bookkeeping.
  const match = createMatch(game, { config: options.config as ConfigInput<ConfigOf<G>>, seed: options.seed, undo: 'any' });
  return makeHost(game, match, options.bots, options.patchRatio, []);
}

/**
 * Restores a host from {@link Host.save}: the match is replayed from the saved record (checked as
 * `loadMatch` checks it: BAD_STATE for a tampered or foreign save), and each viewer's update
 * version continues where it was. Connections are not saved: clients connect again and get a full
 * update. Bots are not saved either: pass them in `options`.
 */
export function restoreHost<G extends AnyGame>(game: G, saved: unknown, options: RestoreOptions<G> = {}): Host<G> {
  if (!isRecord(saved) || saved.format !== 'rulebooks-host/1' || !Array.isArray(saved.viewers)) {
    throw new RuleError('BAD_STATE', 'a saved host is { format: "rulebooks-host/1", record, viewers }');
  }
  const match = loadMatch(game, saved.record, { undo: 'any' });
  const viewers: { viewer: Viewer; version: number; seen: number; from: number | null }[] = [];
  for (const entry of saved.viewers as unknown[]) {
    const ok =
      isRecord(entry) &&
      (entry.viewer === 'spectator' || (Number.isSafeInteger(entry.viewer) && (entry.viewer as number) >= 0 && (entry.viewer as number) < seatCount(game, match.config))) &&
      Number.isSafeInteger(entry.version) &&
      (entry.version as number) >= 1 &&
      Number.isSafeInteger(entry.seen) &&
      (entry.seen as number) >= 0 &&
      (entry.seen as number) <= match.actions.length &&
      (entry.from === null || (Number.isSafeInteger(entry.from) && (entry.from as number) >= 0 && (entry.from as number) <= (entry.seen as number)));
    if (!ok) throw new RuleError('BAD_STATE', 'a saved host viewer is { viewer, version, seen, from } within the match');
    viewers.push(entry as unknown as (typeof viewers)[number]);
  }
  return makeHost(game, match, options.bots, options.patchRatio, viewers);
}

/** The seats of a match: `config.players` where the game has it, else as many as it can seat. */
function seatCount(game: AnyGame, config: unknown): number {
  return isRecord(config) && Number.isSafeInteger(config.players) && (config.players as number) > 0 ? (config.players as number) : game.maxPlayers;
}

function makeHost<G extends AnyGame>(
  game: G,
  match: Match<G>,
  botsInput: { readonly [seat: number]: Bot<G> } | undefined,
  patchRatioInput: number | undefined,
  restored: readonly { viewer: Viewer; version: number; seen: number; from: number | null }[],
): Host<G> {
  const seats = seatCount(game, match.config);
  const patchRatio = typeof patchRatioInput === 'number' && !Number.isNaN(patchRatioInput) ? patchRatioInput : 0.5;
  const bots = new Map<Player, Bot<G>>();
  for (const [key, bot] of Object.entries(botsInput ?? {})) {
    const seat = Number(key);
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new RuleError('BAD_CONFIG', `bots: ${key} is not a seat (0 to ${seats - 1})`);
    bots.set(seat, bot);
  }
  const tracked = new Map<Viewer, Tracked<G>>();
  for (const entry of restored) {
    const events = entry.from === null ? match.logFor(entry.viewer) : match.logFor(entry.viewer, entry.from);
    tracked.set(entry.viewer, { update: buildSeatUpdate(match, entry.viewer, entry.version, events), seen: entry.seen, from: entry.from, builtAt: new Map([[entry.version, entry.seen]]), connections: new Set() });
  }

  /** Sends to one connection; a `send` that throws loses its connection, not the host. */
  const deliver = (track: Tracked<G>, send: Send<G>, message: ServerMessage<SeatUpdateOf<G>>): void => {
    try {
      send(message);
    } catch {
      track.connections.delete(send);
    }
  };

  /** Plays bots while a bot seat is to act (the lowest such seat first). */
  const runBots = (): void => {
    while (!match.isOver()) {
      const seat = match.actors().find((actor) => bots.has(actor));
      if (seat === undefined) return;
      const bot = bots.get(seat) as Bot<G>;
      const action = bot.choose(match.state, seat);
      try {
        match.play(action);
      } catch (error) {
        // A bot that chooses a refused action is a bug in the bot, not untrusted input.
        throw new Error(`the bot "${bot.name}" of seat ${seat} chose a refused action: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  /**
   * Brings a viewer's update up to the current state: a new version when anything it may see
   * changed, and then returns the old and new updates; null when nothing did. Nothing changed
   * means no message: one would tell the viewer that someone acted, which its view does not say.
   * Only viewers with a connection are brought up to date after each move; the others when they
   * connect again (their next update then carries every event since their last one).
   */
  const advance = (viewer: Viewer, track: Tracked<G>): { previous: SeatUpdateOf<G>; next: SeatUpdateOf<G> } | null => {
    const played = match.actions.length;
    if (track.seen === played) return null;
    const events = match.logFor(viewer, track.seen);
    const previous = track.update;
    const next = buildSeatUpdate(match, viewer, previous.version + 1, events);
    if (events.length === 0 && deepEqual(previous.view, next.view) && deepEqual(previous.actors, next.actors) && deepEqual(previous.menu, next.menu)) {
      track.seen = played;
      return null;
    }
    track.update = next;
    track.from = track.seen;
    track.seen = played;
    track.builtAt.set(next.version, played);
    return { previous, next };
  };

  /** Sends each connected viewer its new update, when what it may see changed. */
  const refresh = (wasOver: boolean): void => {
    for (const [viewer, track] of tracked) {
      if (track.connections.size === 0) continue;
      const changed = advance(viewer, track);
      if (changed === null) continue;
      const { previous, next } = changed;
      const patch = diff(previous, next);
      const message: ServerMessage<SeatUpdateOf<G>> =
        patchRatio > 0 && JSON.stringify(patch).length <= patchRatio * JSON.stringify(next).length
          ? { type: 'update', version: next.version, patch }
          : { type: 'update', version: next.version, update: next };
      for (const send of [...track.connections]) deliver(track, send, message);
    }
    const outcome = match.outcome();
    if (!wasOver && outcome !== undefined) {
      for (const track of tracked.values()) for (const send of [...track.connections]) deliver(track, send, { type: 'over', outcome });
    }
  };

  const refuse = (seat: Player, error: RuleError): void => {
    const message: RefusedMessage = error.rule === undefined ? { type: 'refused', code: error.code, message: error.reason } : { type: 'refused', code: error.code, message: error.reason, rule: error.rule };
    const track = tracked.get(seat);
    if (track !== undefined) for (const send of [...track.connections]) deliver(track, send, message);
  };

  /** The action `seat` submitted, parsed and checked against its legal actions, or a RuleError. */
  const check = (seat: Player, input: unknown): MatchAction<G> | RuleError => {
    if (match.isOver()) return new RuleError('GAME_OVER', 'the game is over');
    if (bots.has(seat)) return new RuleError('NOT_YOUR_TURN', `seat ${seat} is played by a bot`);
    let action: MatchAction<G>;
    try {
      action = game.parseAction(snapshotInput(input, 'MALFORMED_ACTION', `a ${game.title} action`)) as MatchAction<G>;
    } catch (error) {
      return isRuleError(error) ? error : new RuleError('MALFORMED_ACTION', `a ${game.title} action could not be read`);
    }
    if (action.player !== seat) return new RuleError('NOT_YOUR_TURN', `seat ${seat} may not act for seat ${action.player}`);
    if (!match.actors().includes(seat)) return new RuleError('NOT_YOUR_TURN', `seat ${seat} may not act now`);
    if (match.legalActions(seat).some((legal) => deepEqual(legal, action))) return action;
    // Not legal here: let the rules say why in their own words (reduce throws; nothing changes),
    // but in a world drawn from what the seat sees, not in the real state, so that the message
    // cannot carry a hidden fact. The conformance suite checks that `sampleHidden` with one seed
    // gives the same world from two states the seat cannot tell apart, so the message is a
    // function of the seat's view. It costs a sample per refusal, and refusals are rare.
    try {
      game.reduce(game.sampleHidden(match.state, seat, createRng(0)), action, createRng(0));
    } catch (error) {
      if (isRuleError(error)) return error;
    }
    return new RuleError('ILLEGAL_ACTION', `that is not one of seat ${seat}'s legal actions`);
  };

  const connectionOf = new WeakMap<Connection, (since?: number) => void>();

  /**
   * The viewer's current update, with the events a client holding version `since` has not seen:
   * every event after that version when the host knows it, the whole story for `since` 0 (a
   * client that holds nothing), and the update's own events otherwise (no `since`, the current
   * version, or a version from before a restore, whose events the host no longer places).
   */
  const withEventsSince = (viewer: Viewer, track: Tracked<G>, since: number | undefined): SeatUpdateOf<G> => {
    const current = track.update;
    if (since === undefined || !Number.isSafeInteger(since) || since >= current.version || since < 0) return current;
    if (since === 0) return { ...current, events: [...match.logFor(viewer)] };
    const from = track.builtAt.get(since);
    if (from === undefined) return current;
    return { ...current, events: [...match.logFor(viewer, from)] };
  };

  runBots();

  const host: Host<G> = {
    game,
    seats,
    connect(viewer, send) {
      if (viewer !== 'spectator' && !(Number.isInteger(viewer) && viewer >= 0 && viewer < seats)) {
        throw new RuleError('BAD_CONFIG', `connect: a viewer is a seat (0 to ${seats - 1}) or 'spectator'`);
      }
      let track = tracked.get(viewer);
      if (track === undefined) {
        track = { update: buildSeatUpdate(match, viewer, 1, match.logFor(viewer)), seen: match.actions.length, from: null, builtAt: new Map([[1, match.actions.length]]), connections: new Set() };
        tracked.set(viewer, track);
      } else {
        advance(viewer, track);
      }
      const own = track;
      // One entry per connect, even if the same function is passed twice.
      const entry: Send<G> = (message) => send(message);
      own.connections.add(entry);
      // The full update, and `over` again once the game has ended, so that a client that lost
      // its messages (or joined late) learns both from one sync.
      const sync = (since?: number): void => {
        if (own.connections.has(entry)) deliver(own, entry, { type: 'update', version: own.update.version, update: withEventsSince(viewer, own, since) });
        const outcome = match.outcome();
        if (outcome !== undefined && own.connections.has(entry)) deliver(own, entry, { type: 'over', outcome });
      };
      const connection: Connection = { close: () => void own.connections.delete(entry), sync };
      connectionOf.set(connection, sync);
      sync();
      return connection;
    },
    sync(connection, since) {
      connectionOf.get(connection)?.(since);
    },
    submit(seat, input) {
      const checked = check(seat, input);
      if (checked instanceof RuleError) return refuse(seat, checked);
      const wasOver = match.isOver();
      try {
        match.play(checked);
      } catch (error) {
        return refuse(seat, isRuleError(error) ? error : new RuleError('ILLEGAL_ACTION', 'the action was refused'));
      }
      try {
        runBots();
      } finally {
        refresh(wasOver);
      }
    },
    setBot(seat, bot) {
      if (!(Number.isInteger(seat) && seat >= 0 && seat < seats)) throw new RuleError('BAD_CONFIG', `setBot: ${String(seat)} is not a seat (0 to ${seats - 1})`);
      if (bot !== undefined && !(isRecord(bot) && typeof bot.choose === 'function')) throw new RuleError('BAD_CONFIG', 'setBot takes a bot { name, choose(state, seat) } or undefined');
      if (bot === undefined) bots.delete(seat);
      else bots.set(seat, bot);
      const wasOver = match.isOver();
      try {
        runBots();
      } finally {
        refresh(wasOver);
      }
    },
    botSeats: () => [...bots.keys()].sort((a, b) => a - b),
    record: () => match.toRecord(),
    save() {
      // Every viewer brought up to date first, so that the saved numbers describe an update that
      // `restoreHost` can rebuild from the current state alone.
      for (const [viewer, track] of tracked) advance(viewer, track);
      return {
        format: 'rulebooks-host/1',
        record: JSON.parse(JSON.stringify(match.toRecord())) as unknown,
        viewers: [...tracked].map(([viewer, track]) => ({ viewer, version: track.update.version, seen: track.seen, from: track.from })),
      };
    },
    isOver: () => match.isOver(),
  };
  return host;
}
