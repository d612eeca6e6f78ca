/**
 * One Colyseus server process of the load bench (bench/host.ts starts it; not run by hand). It
 * defines `psi-wars` (2 seats) and `magika` (13 seats) rooms of `rulebooks/colyseus`, listens on
 * 127.0.0.1, and talks to its parent over IPC:
 * - sends `{ type: 'ready', port }` once listening, and `{ type: 'record', game, record }` for each
 *   game that ends (the room's `onOver`), so the parent can check it with `verifyRecord`;
 * - answers `{ type: 'stats' }` with its memory, CPU time, live rooms and event-loop delay;
 * - shuts down on `{ type: 'stop' }`.
 * Its options come as one JSON argument: `{ port, redisPort? }`. With `redisPort`, it shares
 * Colyseus's Redis presence and driver with the other server processes, and its `publicAddress`
 * (127.0.0.1:port) is where clients of rooms it holds connect, whichever process matched them.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AnyGame } from '../src/index.js';
import { gameModule } from './source.js';
import { colyseusLibrary } from './host-source.js';

/** What the parent passes. */
export interface ServerProcessOptions {
  /** The port to listen on (and, with Redis, the port of its `publicAddress`). */
  readonly port: number;
  /** The bench's Redis: share Colyseus's presence and driver through it. */
  readonly redisPort?: number;
}

/** A message from a server process to the bench. */
export type ServerProcessMessage =
  | { readonly type: 'ready'; readonly port: number }
  | { readonly type: 'record'; readonly game: string; readonly record: unknown }
  | { readonly type: 'stats'; readonly rss: number; readonly heapUsed: number; readonly cpuMicros: number; readonly rooms: number; readonly loopDelayP99Ms: number; readonly loopDelayMeanMs: number };

/** The rooms this bench defines: name, game module, export, seats. */
export const BENCH_ROOMS = {
  'psi-wars': { module: 'psi-wars', exportName: 'psiWars', seats: 2 },
  magika: { module: 'magika', exportName: 'magika', seats: 13 },
} as const;

/** A room name of {@link BENCH_ROOMS}. */
export type BenchRoomName = keyof typeof BENCH_ROOMS;

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as ServerProcessOptions;
  const send = (message: ServerProcessMessage): void => void process.send?.(message);
  const { gameRoom } = await colyseusLibrary();

  let presence: Presence | undefined;
  let driver: unknown;
  if (options.redisPort !== undefined) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    presence = new RedisPresence({ host: '127.0.0.1', port: options.redisPort });
    driver = new RedisDriver({ host: '127.0.0.1', port: options.redisPort });
  }
  const server = new Server({
    transport: new WebSocketTransport(),
    greet: false,
    ...(presence === undefined
      ? {}
      : {
          presence,
          driver: driver as never,
          publicAddress: `127.0.0.1:${options.port}`,
          // A room is created in the process whose matchmaking the request reached (the bench
          // spreads creations over the processes itself). Colyseus's default asks the process with
          // the fewest rooms over Redis, and on a busy 2-core machine one late answer (2 s) leaves
          // that process excluded from creation for the rest of the run.
          selectProcessIdToCreateRoom: async () => matchMaker.processId,
        }),
  });

  let live = 0;
  for (const [name, entry] of Object.entries(BENCH_ROOMS)) {
    const game = (await gameModule(entry.module))[entry.exportName] as AnyGame;
    const Base = gameRoom(game, { config: { players: entry.seats }, onOver: (record) => send({ type: 'record', game: name, record }) });
    // Counts live rooms, for RSS per room.
    server.define(
      name,
      class extends Base {
        override onCreate(createOptions: unknown): void {
          super.onCreate(createOptions);
          live++;
        }
        override onDispose(): void {
          live--;
        }
      },
    );
  }
  await server.listen(options.port, '127.0.0.1');

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stats') {
      const cpu = process.cpuUsage();
      const loopDelayP99Ms = loop.percentile(99) / 1e6;
      const loopDelayMeanMs = loop.mean / 1e6;
      // A collection before reading memory, so the figure is live memory rather than garbage not
      // yet collected; after reading CPU and loop delay, which it would distort.
      if ((message as { gc?: boolean }).gc === true) (globalThis as { gc?: () => void }).gc?.();
      const memory = process.memoryUsage();
      send({ type: 'stats', rss: memory.rss, heapUsed: memory.heapUsed, cpuMicros: cpu.user + cpu.system, rooms: live, loopDelayP99Ms, loopDelayMeanMs });
      loop.reset();
    } else if (message.type === 'stop') {
      // Graceful, so that a shared Redis forgets this process; bounded, as the bench has no more use for it.
      setTimeout(() => process.exit(0), 3000).unref();
      void server.gracefullyShutdown(false).finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: options.port });
}

await main();
