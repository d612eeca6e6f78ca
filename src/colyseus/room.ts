/**
 * The Colyseus room: one `rulebooks/host` match behind a Colyseus `Room`, on plain per-client
 * messages (DESIGN §12). No schema state is ever set: Colyseus's schema sync would send every
 * client the same state unless filtered with care, and a seat must receive only its own updates.
 */
import { Room, ServerError, type Client } from '@colyseus/core';
import { randomBot, type Bot, type BotFactory } from '../core/bots.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame, ConfigInput, ConfigOf, Player, Viewer } from '../core/game.js';
import { isRecord } from '../core/json.js';
import type { RecordOf } from '../core/record.js';
import { createHost } from '../host/host.js';
import type { Connection, Host, RefusedMessage, SeatUpdateOf, ServerMessage } from '../host/types.js';

// A seat's bot is made by the core's BotFactory: the shape of a bot module's default export
// (DESIGN §12), so a module written for the CLI's `--bot` plugs in as it is.
export type { BotFactory };

/** Options of {@link gameRoom}: the server's, fixed when the room type is defined. */
export interface GameRoomOptions<G extends AnyGame> {
  /** The game's config, or part of it (validated by `parseConfig`); default: the game's default. */
  readonly config?: ConfigInput<ConfigOf<G>>;
  /**
   * Whether the client that creates a room may set its config (`{ config }` in its join options),
   * within what `parseConfig` accepts. Default false: every room plays `config`.
   */
  readonly clientConfig?: boolean;
  /**
   * The rules' seed of every room, for tests and demos. Default: a fresh random seed per room.
   * The seed is a secret: whoever knows it and the actions knows every hidden card, so clients
   * never choose it.
   */
  readonly seed?: number;
  /** Seats played by bots from the start, each made by its factory: `{ 1: (game, o) => ... }`. */
  readonly bots?: { readonly [seat: number]: BotFactory<G> };
  /**
   * Makes the bot that takes over a seat whose player left (consented) or whose reconnection
   * window lapsed, so the game can still end. Default: the random bot. `null`: the seat stays
   * empty, and the game waits for someone to join it.
   */
  readonly replacementBot?: BotFactory<G> | null;
  /** How long a dropped seat is held for its player to reconnect, in seconds. Default 30; 0: not held. */
  readonly reconnectSeconds?: number;
  /** How many spectators may watch at once. Default 8; 0: none. */
  readonly spectators?: number;
  /** As the host's `patchRatio` (`rulebooks/host`). */
  readonly patchRatio?: number;
  /** Called once when the game ends, with the match record (`verifyRecord` accepts it), e.g. to store it. */
  readonly onOver?: (record: RecordOf<G>, room: GameRoom<G>) => void;
}

/**
 * What a client passes when it joins (`client.joinOrCreate(name, options)`): the seat it asks
 * for, or `'spectator'`; without one it gets the lowest free seat. The client that creates the
 * room may pass `config` when the room type allows it.
 */
export interface JoinOptions {
  /** A seat number, `'spectator'`, or absent for the lowest free seat. */
  readonly seat?: Player | 'spectator';
  /** The config of a new room, where {@link GameRoomOptions.clientConfig} allows it. */
  readonly config?: unknown;
}

/** What the room keeps on each Colyseus client (`client.userData`). */
export interface SeatHolder {
  /** The client's seat, or `'spectator'`. */
  readonly viewer: Viewer;
  /**
   * False until the client's first `sync`: nothing is sent before, since colyseus.js drops (with
   * a warning) messages that arrive before their handlers are registered, which a client can only
   * do once its join has resolved.
   */
  listening: boolean;
}

/** A seat's holder: the client in it, and its host connection. */
interface Holding {
  client: Client;
  connection: Connection;
  /** True while the client is away and its reconnection window is open. */
  away: boolean;
}

/**
 * The codes of the `ServerError`s that refuse a join (the client's `joinOrCreate`/`joinById`
 * rejects with one), clear of Colyseus's own close and matchmaking codes (4000-4217).
 */
export const JOIN_REFUSED = {
  /** `{ seat: 'spectator' }`, and the room takes no more spectators. */
  NO_SPECTATOR_PLACE: 4301,
  /** No seat asked for, and none is free. */
  NO_FREE_SEAT: 4302,
  /** `seat` is neither a seat number of this room nor `'spectator'`. */
  NOT_A_SEAT: 4303,
  /** The seat asked for is held by another client, or played by a bot the server placed. */
  SEAT_TAKEN: 4304,
} as const;

const DEFAULT_RECONNECT_SECONDS = 30;
const DEFAULT_SPECTATORS = 8;

/**
 * A Colyseus room for any game (DESIGN §12). Use {@link gameRoom} to make the room type for one
 * game: `server.define('psi-wars', gameRoom(psiWars, { config: { players: 2 } }))`.
 *
 * Messages, all plain (no schema state):
 * - client to server: `act` (an action: the host parses and checks it), `sync` with
 *   `{ since }`, the version the client holds, 0 for none (ask for a full update carrying every
 *   event after it); anything else is refused to its sender. A client receives nothing until its
 *   first `sync`, which says its handlers are in place (`createRoomStore` sends it).
 * - server to client: `update`, `refused`, `over`, exactly the host's {@link ServerMessage}s
 *   for that client's seat, sent with the message's own `type` as Colyseus message type.
 */
export class GameRoom<G extends AnyGame> extends Room {
  /** The match this room hosts (set in `onCreate`). */
  host!: Host<G>;
  /** The seed the match was created with: a secret, kept on the server. */
  seed = 0;
  private readonly holders = new Map<Player, Holding>();
  private readonly spectatorConnections = new Map<string, Connection>();
  private readonly replaced = new Set<Player>();
  private overReported = false;
  private listedByUs = true;

  constructor(
    /** The game played here. */
    readonly game: G,
    /** The server's options for rooms of this type. */
    readonly options: GameRoomOptions<G> = {},
  ) {
    super();
  }

  /** Colyseus: creates the match. `options` are the creating client's join options. */
  override onCreate(options: unknown): void {
    const joinOptions: Record<string, unknown> = isRecord(options) ? options : {};
    const config = this.options.clientConfig === true && joinOptions.config !== undefined ? joinOptions.config : this.options.config;
    this.seed = this.options.seed ?? randomSeed();
    const bots: Record<number, Bot<G>> = {};
    for (const [key, factory] of Object.entries(this.options.bots ?? {})) bots[Number(key)] = factory(this.game, { seed: this.botSeed(Number(key)), seat: Number(key) });
    // A config the game refuses throws a RuleError here, which Colyseus reports to the creating
    // client as the reason its join failed.
    this.host = createHost(this.game, {
      config: (config ?? this.game.defaultConfig(this.game.minPlayers)) as ConfigInput<ConfigOf<G>>,
      seed: this.seed,
      bots,
      ...(this.options.patchRatio === undefined ? {} : { patchRatio: this.options.patchRatio }),
    });
    this.maxClients = this.host.seats + this.spectatorLimit();
    // Public facts for lobbies (`client.getAvailableRooms`): the game, its full config and seats.
    void this.setMetadata({ game: this.game.id, config: this.host.record().config, seats: this.host.seats });
    this.onMessage('act', (client, input) => this.act(client, input));
    this.onMessage('sync', (client, request) => this.sync(client, isRecord(request) ? request.since : undefined));
    this.onMessage('*', (client, type) => this.refuse(client, new RuleError('MALFORMED_ACTION', `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}: send "act" or "sync"`)));
    this.reportOver();
  }

  /** Colyseus: seats the client (or makes it a spectator) and sends its first update. */
  override onJoin(client: Client, options?: unknown): void {
    const asked = isRecord(options) ? options.seat : undefined;
    const viewer = this.placeFor(asked);
    client.userData = { viewer, listening: false } satisfies SeatHolder;
    const connection = this.host.connect(viewer, this.sender(client));
    if (viewer === 'spectator') this.spectatorConnections.set(client.sessionId, connection);
    else this.holders.set(viewer, { client, connection, away: false });
    void this.updateListing();
  }

  /**
   * Colyseus: a client left. A seat whose client dropped (not consented) is held for
   * `reconnectSeconds`; one whose client left, or whose window lapsed, goes to the replacement
   * bot (or stays empty for someone to join).
   */
  override async onLeave(client: Client, consented?: boolean): Promise<void> {
    const viewer = (client.userData as SeatHolder | undefined)?.viewer;
    if (viewer === undefined) return;
    if (viewer === 'spectator') {
      this.spectatorConnections.get(client.sessionId)?.close();
      this.spectatorConnections.delete(client.sessionId);
      return;
    }
    const holding = this.holders.get(viewer);
    if (holding === undefined || holding.client !== client) return;
    holding.connection.close();
    const seconds = this.options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS;
    if (consented !== true && seconds > 0 && !this.host.isOver()) {
      holding.away = true;
      try {
        const back = await this.allowReconnection(client, seconds);
        // The same seat and its own view again: the host sends a full update carrying every
        // event the seat missed while away.
        holding.client = back;
        (back.userData as SeatHolder).listening = false;
        holding.connection = this.host.connect(viewer, this.sender(back));
        holding.away = false;
        return;
      } catch {
        // The window lapsed: fall through and free the seat.
      }
    }
    this.holders.delete(viewer);
    this.replaceSeat(viewer);
    void this.updateListing();
  }

  /** The seats held by a client now (including those away within their window), lowest first. */
  heldSeats(): Player[] {
    return [...this.holders.keys()].sort((a, b) => a - b);
  }

  /**
   * A bot's own seed. Random, unless the server fixed the match seed (tests, demos): a bot's seed
   * derived from a secret match seed could be searched for from the bot's visible choices, and
   * would then give away the match seed.
   */
  private botSeed(salt: number): number {
    if (this.options.seed === undefined) return randomSeed();
    return (Math.imul(this.seed ^ 0x9e3779b9, 0x85ebca6b) + salt * 0x27d4eb2d) >>> 0;
  }

  private spectatorLimit(): number {
    const limit = this.options.spectators ?? DEFAULT_SPECTATORS;
    return Number.isSafeInteger(limit) && limit > 0 ? limit : 0;
  }

  /** The viewer a joining client gets, or a ServerError saying why it cannot join. */
  private placeFor(asked: unknown): Viewer {
    if (asked === 'spectator') {
      if (this.spectatorConnections.size >= this.spectatorLimit()) throw new ServerError(JOIN_REFUSED.NO_SPECTATOR_PLACE, 'this room takes no more spectators');
      return 'spectator';
    }
    if (asked === undefined) {
      const seat = this.freeSeats()[0];
      if (seat === undefined) throw new ServerError(JOIN_REFUSED.NO_FREE_SEAT, 'every seat is taken: join with { seat: "spectator" } to watch');
      return seat;
    }
    if (!(Number.isSafeInteger(asked) && (asked as number) >= 0 && (asked as number) < this.host.seats)) {
      throw new ServerError(JOIN_REFUSED.NOT_A_SEAT, `seat is a number from 0 to ${this.host.seats - 1}, or "spectator"`);
    }
    const seat = asked as Player;
    // A seat a replacement bot took over can be taken back by a person; a seat the server gave a
    // bot from the start cannot.
    if (this.replaced.has(seat) && !this.holders.has(seat)) {
      this.replaced.delete(seat);
      this.host.setBot(seat, undefined);
      return seat;
    }
    if (!this.freeSeats().includes(seat)) throw new ServerError(JOIN_REFUSED.SEAT_TAKEN, `seat ${seat} is taken`);
    return seat;
  }

  /** Seats that no client holds and no bot plays, lowest first. */
  private freeSeats(): Player[] {
    const bots = new Set(this.host.botSeats());
    const free: Player[] = [];
    for (let seat = 0; seat < this.host.seats; seat++) if (!this.holders.has(seat) && !bots.has(seat)) free.push(seat);
    return free;
  }

  private replaceSeat(seat: Player): void {
    const factory = this.options.replacementBot === undefined ? (game: G, options: { seed: number }) => randomBot(game, options.seed) : this.options.replacementBot;
    if (factory === null || this.host.isOver()) return;
    this.replaced.add(seat);
    this.host.setBot(seat, factory(this.game, { seed: this.botSeed(seat + this.host.seats), seat }));
    this.reportOver();
  }

  /**
   * A room with no free seat leaves matchmaking (`joinOrCreate` will not pick it) but stays
   * joinable by id, for spectators and for taking back a replaced seat; it is listed again when a
   * seat frees. A room the application made private stays private.
   */
  private async updateListing(): Promise<void> {
    const full = this.freeSeats().length === 0;
    if (full === !this.listedByUs) return;
    if (!this.listedByUs && !full) {
      this.listedByUs = true;
      await this.setPrivate(false);
    } else if (this.listedByUs && full && !this.listing.private) {
      this.listedByUs = false;
      await this.setPrivate(true);
    }
  }

  private act(client: Client, input: unknown): void {
    const viewer = (client.userData as SeatHolder | undefined)?.viewer;
    if (viewer === undefined || viewer === 'spectator') {
      this.refuse(client, new RuleError('NOT_YOUR_TURN', 'a spectator may not act'));
      return;
    }
    this.host.submit(viewer, input);
    this.reportOver();
  }

  private connectionOf(client: Client): Connection | undefined {
    const viewer = (client.userData as SeatHolder | undefined)?.viewer;
    if (viewer === undefined) return undefined;
    if (viewer === 'spectator') return this.spectatorConnections.get(client.sessionId);
    const holding = this.holders.get(viewer);
    return holding?.client === client ? holding.connection : undefined;
  }

  private refuse(client: Client, error: RuleError): void {
    const message: RefusedMessage = { type: 'refused', code: error.code, message: error.reason };
    client.send('refused', message);
  }

  /**
   * Sends a host message to one client under its own type (`update`, `refused`, `over`), once the
   * client listens; the first `sync` starts the stream with a full update.
   */
  private sender(client: Client): (message: ServerMessage<SeatUpdateOf<G>>) => void {
    return (message) => {
      if ((client.userData as SeatHolder).listening) client.send(message.type, message);
    };
  }

  /** `sync` with `{ since }`: the version the client holds (0: none), checked by the host. */
  private sync(client: Client, since: unknown): void {
    const holder = client.userData as SeatHolder | undefined;
    if (holder === undefined) return;
    holder.listening = true;
    this.connectionOf(client)?.sync(typeof since === 'number' ? since : undefined);
  }

  private reportOver(): void {
    if (this.overReported || !this.host.isOver()) return;
    this.overReported = true;
    this.options.onOver?.(this.host.record(), this);
  }
}

/**
 * The room type of one game, for `server.define(name, gameRoom(game, options))`.
 *
 * @example
 * ```ts
 * import { Server } from '@colyseus/core';
 * import { WebSocketTransport } from '@colyseus/ws-transport';
 * import { gameRoom } from 'rulebooks/colyseus';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const server = new Server({ transport: new WebSocketTransport() });
 * server.define('psi-wars', gameRoom(psiWars, { config: { players: 2 }, reconnectSeconds: 20 }));
 * await server.listen(2567);
 * ```
 */
export function gameRoom<G extends AnyGame>(game: G, options: GameRoomOptions<G> = {}): new () => GameRoom<G> {
  return class extends GameRoom<G> {
    constructor() {
      super(game, options);
    }
  };
}

/**
 * A fresh seed from the platform's crypto source, never from a client: 53 random bits (every safe
 * integer is its own game for `createRng`), so that no one can search the seeds for the one that
 * deals what a seat saw.
 */
function randomSeed(): number {
  const [high, low] = globalThis.crypto.getRandomValues(new Uint32Array(2)) as unknown as [number, number];
  return (high & 0x1fffff) * 2 ** 32 + low;
}
