/**
 * The load generator of the load bench (bench/host.ts starts it; not run by hand): N rooms, each
 * with one colyseus.js WebSocket client per seat, every client a `rulebooks/client` room store
 * that acts as soon as its update shows it is to act. Talks to its parent over IPC:
 * `start` (fill the rooms), `mark` (start a measuring window), `report` (the window's figures),
 * `stop`. A room whose game ends is left by its clients and a new one takes its place, so the
 * load stays at N rooms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { clientLibrary } from './host-source.js';

/** What the parent asks for. */
export interface LoadPlan {
  /** Matchmaking endpoints (`ws://127.0.0.1:port`), one per server process. */
  readonly endpoints: readonly string[];
  /** The room name the servers define. */
  readonly room: string;
  /** Seats per room: one client each. */
  readonly seats: number;
  /** Rooms kept open at once. */
  readonly rooms: number;
  /** Seeds the clients' random choices. */
  readonly seed: number;
  /** `first`: each client plays its first menu action; `random`: a seeded random one. */
  readonly pick: 'first' | 'random';
  /**
   * Moves per second over all rooms. Absent: every client acts the moment it may (the server's
   * ceiling, where latency is queueing). Set: clients that may act wait their turn in one queue
   * released at this rate (players' thinking time), and latency is the server's answer time at
   * that load. The wait is not part of the latency.
   */
  readonly rate?: number;
}

/** A message from the load generator to the bench. */
export type LoadMessage =
  | { readonly type: 'ramped'; readonly seconds: number; readonly joinRetries: number }
  | { readonly type: 'marked' }
  | { readonly type: 'report'; readonly seconds: number; readonly moves: number; readonly latencies: readonly number[]; readonly refused: number; readonly gamesOver: number; readonly roomsLive: number; readonly cpuMicros: number; readonly joinRetries: number; readonly unanswered: number; readonly refusals: readonly string[]; readonly loopDelayP99Ms: number };

const { createRoomStore } = await clientLibrary();

// colyseus.js warns for each message that arrives between a join and the store's handlers; the
// store asks for a full update on attaching (`sync`), so nothing is lost, and the bench would
// otherwise print one line per client.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]): void => {
  if (typeof args[0] === 'string' && args[0].includes('onMessage() not registered')) return;
  warn(...args);
};

/** A small seeded generator (mulberry32): each client's random menu choices. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let plan: LoadPlan;
let clients: Client[] = [];
let measuring = false;
let moves = 0;
let refused = 0;
let gamesOver = 0;
let joinRetries = 0;
let latencies: number[] = [];
let windowStart = 0;
let cpuStart = 0;
let stopping = false;
/** Acts sent and not yet answered, for the report (a stuck client shows here). */
const pending = new Set<object>();
let roomsLive = 0;
/** This process's own event-loop delay: latency it adds to what it measures. */
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
/** The first refusals' codes and reasons, to tell a client bug from a race. */
const refusals: string[] = [];
let generation = 0;

const send = (message: LoadMessage): void => void process.send?.(message);

async function withRetry<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= 20 || stopping) throw error;
      joinRetries++;
      await new Promise((resolve) => setTimeout(resolve, 100 + 50 * attempt));
    }
  }
}

/**
 * Fills one room slot: seat 0 creates a room through one endpoint (slots alternate between the
 * processes), and the other seats join it by id through the endpoints in turn, starting with the
 * next one: with two processes, a room made through A is joined through B.
 */
async function startSlot(slot: number): Promise<void> {
  const number = generation++;
  const home = slot % clients.length;
  const creator = await withRetry(() => (clients[home] as Client).create(plan.room, { seat: 0 }));
  const rooms: Room[] = [creator];
  const others = await Promise.all(
    Array.from({ length: plan.seats - 1 }, (_, index) => withRetry(() => (clients[(home + index + 1) % clients.length] as Client).joinById(creator.roomId, { seat: index + 1 }))),
  );
  rooms.push(...others);
  roomsLive++;
  let overs = 0;
  rooms.forEach((room, seat) => {
    const random = seededRandom((plan.seed * 7919 + number * 131 + seat) >>> 0);
    const store = createRoomStore(room);
    const token = {};
    let sentAt: number | undefined;
    let sentVersion = -1;
    /** The menu the last act was chosen from, and its JSON once needed. */
    let sentMenu: unknown;
    let sentMenuJson: string | undefined;
    let actedVersion = -1;
    let over = false;
    /**
     * Whether an update answers the act in flight. At a simultaneous step another seat's move can
     * reach this seat first (the seats to act changed) while its own menu is still the one it
     * chose from; acting on that would repeat the move. The answer is the first update where the
     * seat may no longer act or its menu changed (the store keeps an untouched menu's identity).
     */
    const answers = (update: { readonly actors: readonly number[]; readonly menu: readonly unknown[] }): boolean => {
      if (!update.actors.includes(seat) || update.menu.length === 0 || update.menu === sentMenu) return update.menu !== sentMenu || !update.actors.includes(seat);
      sentMenuJson ??= JSON.stringify(sentMenu);
      return JSON.stringify(update.menu) !== sentMenuJson;
    };
    store.subscribe(() => {
      const snapshot = store.getSnapshot();
      const update = snapshot.update;
      if (sentAt !== undefined && snapshot.refusal !== undefined && !snapshot.refusal.local) {
        if (measuring) refused++;
        if (refusals.length < 5) refusals.push(`${snapshot.refusal.code}: ${snapshot.refusal.message}`);
        sentAt = undefined;
        pending.delete(token);
        actedVersion = -1;
      }
      if (update !== undefined && sentAt !== undefined && update.version !== sentVersion && answers(update)) {
        if (measuring) {
          moves++;
          latencies.push(performance.now() - sentAt);
        }
        sentAt = undefined;
        pending.delete(token);
      }
      if (snapshot.outcome !== undefined) {
        if (over) return;
        over = true;
        sentAt = undefined;
        pending.delete(token);
        void room.leave(true).catch(() => undefined);
        if (++overs === plan.seats) {
          roomsLive--;
          if (measuring) gamesOver++;
          if (!stopping) void startSlot(slot).catch(() => undefined);
        }
        return;
      }
      if (update === undefined || sentAt !== undefined || update.version === actedVersion || update.menu.length === 0) return;
      actedVersion = update.version;
      const act = (): boolean => {
        const current = store.getSnapshot().update;
        // Stale by the time the queue released it (paced runs): the next update acts again.
        if (over || current !== update || sentAt !== undefined) return false;
        const index = plan.pick === 'first' ? 0 : Math.floor(random() * update.menu.length);
        sentVersion = update.version;
        sentMenu = update.menu;
        sentMenuJson = undefined;
        sentAt = performance.now();
        pending.add(token);
        store.act((update.menu[index] as (typeof update.menu)[number]).action);
        return true;
      };
      if (plan.rate === undefined && playing) act();
      else ready.push(act);
    });
  });
}

/** False while the rooms fill: clients queue their first act until `go`, so that joining and playing are measured apart. */
let playing = false;

/** Clients waiting to act: in a paced run, and before `go`. */
const ready: (() => boolean)[] = [];

/** Releases waiting clients at `plan.rate` per second, in small steps. */
function pace(rate: number): void {
  let tokens = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    // At most a tenth of a second of credit, so a stall is not followed by a burst.
    tokens = Math.min(tokens + ((now - last) / 1000) * rate, rate / 10);
    last = now;
    // A stale entry (its client has a newer update, queued behind) costs no token.
    while (tokens >= 1 && ready.length > 0) if ((ready.shift() as () => boolean)()) tokens--;
  }, 5);
}

async function start(): Promise<void> {
  clients = plan.endpoints.map((endpoint) => new Client(endpoint));
  const started = performance.now();
  let next = 0;
  // A bounded number of rooms being set up at once, as a crowd of players arriving would be.
  const worker = async (): Promise<void> => {
    while (next < plan.rooms) await startSlot(next++);
  };
  await Promise.all(Array.from({ length: Math.min(32, plan.rooms) }, worker));
  send({ type: 'ramped', seconds: (performance.now() - started) / 1000, joinRetries });
}

process.on('message', (message: { type: string; plan?: LoadPlan }) => {
  if (message.type === 'start') {
    plan = message.plan as LoadPlan;
    start().catch((error: unknown) => {
      process.stderr.write(`load generator: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
  } else if (message.type === 'go') {
    playing = true;
    if (plan.rate !== undefined) pace(plan.rate);
    else for (const act of ready.splice(0)) act();
  } else if (message.type === 'mark') {
    measuring = true;
    moves = refused = gamesOver = 0;
    latencies = [];
    windowStart = performance.now();
    loop.reset();
    const cpu = process.cpuUsage();
    cpuStart = cpu.user + cpu.system;
    send({ type: 'marked' });
  } else if (message.type === 'report') {
    const cpu = process.cpuUsage();
    send({
      type: 'report',
      seconds: (performance.now() - windowStart) / 1000,
      moves,
      latencies,
      refused,
      gamesOver,
      roomsLive,
      cpuMicros: cpu.user + cpu.system - cpuStart,
      joinRetries,
      unanswered: pending.size,
      refusals,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
    });
    measuring = false;
  } else if (message.type === 'stop') {
    stopping = true;
    process.exit(0);
  }
});
