/**
 * The Colyseus room (issue 25), proven with a real Colyseus 0.16 server on 127.0.0.1 and real
 * colyseus.js WebSocket clients: whole games of all five with every seat held by a client and a
 * spectator watching; reconnection; a bot taking a lapsed seat; simultaneous Magika plans; and
 * refusals that reach their sender only. No timing is asserted: waits only bound how long a test
 * may hang.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { loadMatch, verifyRecord } from '../../src/index.js';
import type { AnyGame } from '../../src/core/game.js';
import { JOIN_REFUSED, gameRoom } from '../../src/colyseus/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { magika } from '../../src/games/magika/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { loadGames } from '../host/games.js';
import { createRng } from '../../src/core/rng.js';
import { pickOne } from '../../src/core/deck.js';
import { checkStream, player, serverRoom, startServer, until, type SeatClient, type TestServer } from './harness.js';

const games = await loadGames();
let server: TestServer;

beforeAll(async () => {
  server = await startServer((colyseus, onOver) => {
    for (const { id, game } of games) colyseus.define(id, gameRoom(game as AnyGame, { config: { players: game.minPlayers }, spectators: 2, onOver }));
    // Fixed seeds, short windows: the lapsed-seat and reconnection rooms.
    colyseus.define('psi-wars-lapse', gameRoom(psiWars, { config: { players: 2 }, seed: 3, reconnectSeconds: 0.3, onOver }));
    colyseus.define('psi-wars-hold', gameRoom(psiWars, { config: { players: 2 }, seed: 4, reconnectSeconds: 30, onOver }));
    colyseus.define('psi-wars-nobot', gameRoom(psiWars, { config: { players: 2 }, seed: 5, reconnectSeconds: 0, replacementBot: null, spectators: 0, onOver }));
    colyseus.define('magical-athlete-client-config', gameRoom(magicalAthlete, { clientConfig: true, onOver }));
    colyseus.define('magika-3', gameRoom(magika, { config: { players: 3 }, seed: 8, onOver }));
  });
});

afterAll(async () => {
  await server?.close();
});

/** Each client received only the room's three message types, and never schema state. */
function onlyPlainMessages(players: readonly SeatClient[]): void {
  for (const p of players) for (const { type } of p.received) expect(['update', 'refused', 'over']).toContain(type);
}

describe.each(games)('a Colyseus room of $id', ({ id, game }) => {
  it('plays to the end with every seat a WebSocket client and a spectator; each stream is its own view, the record verifies', async () => {
    const seats = game.minPlayers;
    const first = await server.client.create(id, { seat: 0 });
    const rooms = [first];
    for (let seat = 1; seat < seats; seat++) rooms.push(await server.client.joinById(first.roomId, { seat }));
    const watcher = await server.client.joinById(first.roomId, { seat: 'spectator' });
    const players = rooms.map((room) => player(room, null));
    const spectator = player(watcher, null);
    // The test drives: each step, one of the seats to act (the spectator's update says which)
    // plays a random menu action on its current update. Seats acting on their own could act on a
    // menu made stale by their own move still in flight, which the room rightly refuses.
    const rng = createRng(id.length * 7919);
    const server_ = serverRoom(first.roomId);
    while (!server_.host.isOver()) {
      const { actors } = await spectator.synced();
      if (actors.length === 0) break;
      const seat = pickOne(actors, rng);
      const update = await players[seat]!.synced();
      const played = server_.host.record().actions.length;
      players[seat]!.store.act(pickOne(update.menu, rng).action as never);
      await until(() => server_.host.record().actions.length > played, 'the move taken');
    }
    await until(() => server.records.has(first.roomId) && [...players, spectator].every((p) => p.store.getSnapshot().outcome !== undefined), `${id} to end`, 60_000);
    const record = server.records.get(first.roomId);
    expect(() => verifyRecord(game, record)).not.toThrow();
    players.forEach((p, seat) => checkStream(game, record, seat, p.updates));
    checkStream(game, record, 'spectator', spectator.updates);
    onlyPlainMessages([...players, spectator]);
    for (const p of [...players, spectator]) expect(p.refusals()).toEqual([]);
    // The seed (53 random bits, drawn by the room) is never sent to anyone.
    const seed = (record as { seed: number }).seed;
    expect(Number.isSafeInteger(seed)).toBe(true);
    for (const p of [...players, spectator]) expect(JSON.stringify(p.received)).not.toContain(String(seed));
    expect(spectator.store.getSnapshot().outcome).toEqual((record as { result: { outcome: unknown } }).result.outcome);
    for (const room of [...rooms, watcher]) await room.leave();
  });
});

describe('the room', () => {
  it('refuses wrong-seat, junk and unknown messages, and a spectator acting, to the sender only', async () => {
    const a = player(await server.client.create('psi-wars', { seat: 0 }), null);
    const b = player(await server.client.joinById(a.room.roomId, { seat: 1 }), null);
    const s = player(await server.client.joinById(a.room.roomId, { seat: 'spectator' }), null);
    await until(() => [a, b, s].every((p) => p.updates.length > 0), 'first updates');
    const actor = a.updates.at(-1)!.actors[0] as number;
    const [mover, other] = actor === 0 ? [a, b] : [b, a];
    const legal = mover.updates.at(-1)!.menu[0]!.action as { player: number };
    const before = [a, b, s].map((p) => p.received.length);
    other.room.send('act', legal); // the mover's action, sent by the other seat
    other.room.send('act', { ...legal, player: actor }); // claims to be the mover
    mover.room.send('act', { type: 'no such action', player: actor });
    mover.room.send('act', 'junk');
    mover.room.send('act', { ...legal, constructor: { prototype: { polluted: true } }, __proto__: { x: 1 } });
    mover.room.send('teleport', { anywhere: true });
    s.room.send('act', legal);
    await until(() => other.refusals().length === 2 && mover.refusals().length === 4 && s.refusals().length === 1, 'refusals');
    expect(other.refusals().map((r) => r.code)).toEqual(['NOT_YOUR_TURN', 'NOT_YOUR_TURN']);
    expect(mover.refusals().map((r) => r.code)).toEqual(['MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION']);
    expect(s.refusals().map((r) => r.code)).toEqual(['NOT_YOUR_TURN']);
    // A round trip per client as a barrier: after it, nothing else arrived but the refusals and
    // the sync's full update (the state is untouched, so the version did not move).
    for (const p of [a, b, s]) p.room.send('sync');
    const refusedCount = (p: SeatClient): number => p.refusals().length;
    await until(() => [a, b, s].every((p, i) => p.received.length === before[i]! + refusedCount(p) + 1), 'sync replies');
    for (const p of [a, b, s]) {
      const last = p.received.at(-1)!;
      expect(last.type).toBe('update');
      expect((last.message as { version: number }).version).toBe(p.updates[0]!.version);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The game goes on: the real move is accepted.
    mover.room.send('act', legal);
    await until(() => mover.updates.at(-1)!.version > mover.updates[0]!.version, 'the move');
    onlyPlainMessages([a, b, s]);
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('sends a client nothing before its first sync, then its whole story', async () => {
    const room = await server.client.create('psi-wars', { seat: 0 });
    const heard: string[] = [];
    room.onMessage('*', (type: string | number) => heard.push(String(type)));
    const watcher = player(await server.client.joinById(room.roomId, { seat: 1 }), null);
    await until(() => watcher.updates.length > 0, 'the other seat');
    const first = watcher.updates[0]!.menu[0];
    if (first !== undefined) watcher.store.act(first.action as never);
    // A barrier through the other client: the server has handled everything sent before it.
    await watcher.synced();
    expect(heard).toEqual([]);
    const late = player(room, null);
    await until(() => late.updates.length > 0, 'the first update');
    expect(late.updates[0]!.viewer).toBe(0);
    const host = serverRoom<typeof psiWars>(room.roomId).host;
    const match = loadMatch(psiWars, host.record());
    expect(late.updates[0]!.events).toEqual(JSON.parse(JSON.stringify(match.logFor(0))));
    await room.leave();
    await watcher.room.leave();
  });

  it('accepts two Magika plans submitted at the same step', async () => {
    const rooms = [await server.client.create('magika-3', { seat: 0 })];
    for (const seat of [1, 2]) rooms.push(await server.client.joinById(rooms[0]!.roomId, { seat }));
    const players = rooms.map((room) => player(room, null));
    // Play until two seats are to act at once, then send both of their actions back to back.
    for (let guard = 0; guard < 500; guard++) {
      await until(() => players.every((p) => p.updates.length > 0 && !p.store.getSnapshot().syncing), 'updates');
      const actors = players[0]!.updates.at(-1)!.actors;
      if (actors.length >= 2) {
        const versions = players.map((p) => p.updates.at(-1)!.version);
        const acting = actors.slice(0, 2).map((seat) => players[seat]!);
        for (const p of acting) p.store.act(p.updates.at(-1)!.menu[0]!.action as never);
        const room = serverRoom<typeof magika>(rooms[0]!.roomId);
        const played = room.host.record().actions.length;
        await until(() => serverRoom<typeof magika>(rooms[0]!.roomId).host.record().actions.length >= played, 'plays');
        await until(() => acting.every((p, i) => p.updates.at(-1)!.version > versions[actors[i]!]!), 'both answered');
        for (const p of acting) expect(p.refusals()).toEqual([]);
        const actions = room.host.record().actions.slice(-2) as { player: number }[];
        expect(actions.map((action) => action.player).sort()).toEqual([...actors.slice(0, 2)].sort());
        for (const r of rooms) await r.leave();
        return;
      }
      const seat = actors[0]!;
      const version = players[seat]!.updates.at(-1)!.version;
      players[seat]!.store.act(players[seat]!.updates.at(-1)!.menu[0]!.action as never);
      await until(() => players[seat]!.updates.at(-1)!.version > version, 'a move');
    }
    throw new Error('no step with two Magika seats to act');
  });

  it('lets a dropped client reconnect to its own seat and view, with every event it missed', async () => {
    const a = player(await server.client.create('psi-wars-hold', { seat: 0 }), 1);
    const b = player(await server.client.joinById(a.room.roomId, { seat: 1 }), 2);
    await until(() => a.updates.length > 0 && b.updates.length > 0, 'first updates');
    // Drop seat 1 without leaving (as a lost network would), while seat 0 plays on: the updates
    // the server sends before it notices the drop are lost on the way.
    b.pause();
    const token = b.room.reconnectionToken;
    const held = b.updates.at(-1)!.version;
    await b.room.leave(false);
    const room = serverRoom<typeof psiWars>(a.room.roomId);
    await until(() => room.host.record().actions.length > 0 && room.heldSeats().includes(1), 'the seat held');
    expect(room.host.botSeats()).toEqual([]);
    // The same store, on the reconnected room: its own seat, every event after the version it held.
    b.reattach(await server.client.reconnect(token));
    await until(() => b.updates.at(-1)!.version > held || room.host.isOver(), 'a full update after reconnecting');
    expect(b.updates.at(-1)!.viewer).toBe(1);
    b.resume(3);
    a.play();
    await until(() => server.records.has(a.room.roomId), 'the end', 60_000);
    const record = server.records.get(a.room.roomId);
    expect(() => verifyRecord(psiWars, record)).not.toThrow();
    await until(() => [a, b].every((p) => p.store.getSnapshot().outcome !== undefined), 'over');
    checkStream(psiWars, record, 1, b.updates);
    checkStream(psiWars, record, 0, a.updates);
    expect(room.host.botSeats()).toEqual([]);
    await a.room.leave();
    await b.room.leave();
  });

  it('gives a seat whose window lapsed to a bot, and the game ends; a person can take it back', async () => {
    const a = player(await server.client.create('psi-wars-lapse', { seat: 0 }), null);
    const b = player(await server.client.joinById(a.room.roomId, { seat: 1 }), null);
    await until(() => a.updates.length > 0 && b.updates.length > 0, 'first updates');
    await b.room.leave(false);
    const room = serverRoom<typeof psiWars>(a.room.roomId);
    await until(() => room.host.botSeats().includes(1), 'the bot in seat 1');
    expect(room.heldSeats()).toEqual([0]);
    // Seat 0 plays a few moves against the bot, then a person takes seat 1 back by id.
    a.resume(11);
    await until(() => room.host.record().actions.length >= 6 || server.records.has(a.room.roomId), 'moves against the bot');
    if (!server.records.has(a.room.roomId)) {
      a.pause();
      const c = player(await server.client.joinById(a.room.roomId, { seat: 1 }), 12);
      await until(() => c.updates.length > 0, 'the returning seat');
      expect(room.host.botSeats()).toEqual([]);
      // Drop it again for good: the bot comes back, and plays the game out with seat 0.
      c.pause();
      await c.room.leave(false);
      await until(() => room.host.botSeats().includes(1), 'the bot again');
      a.resume(13);
    }
    await until(() => server.records.has(a.room.roomId), 'the end', 60_000);
    expect(() => verifyRecord(psiWars, server.records.get(a.room.roomId))).not.toThrow();
    await until(() => a.store.getSnapshot().outcome !== undefined, 'over');
    await a.room.leave();
  });

  it('without a replacement bot, frees a lapsed seat for anyone to join', async () => {
    const a = player(await server.client.create('psi-wars-nobot', { seat: 0 }), null);
    const b = player(await server.client.joinById(a.room.roomId, { seat: 1 }), null);
    await until(() => b.updates.length > 0, 'first update');
    // Every seat taken, no spectators: the room left matchmaking, and a third client is refused.
    await expect(server.client.joinById(a.room.roomId)).rejects.toThrow(/seat|full|locked/);
    await b.room.leave(true);
    const room = serverRoom<typeof psiWars>(a.room.roomId);
    await until(() => room.heldSeats().length === 1, 'seat 1 freed');
    expect(room.host.botSeats()).toEqual([]);
    const c = player(await server.client.joinOrCreate('psi-wars-nobot'), null);
    expect(c.room.roomId).toBe(a.room.roomId);
    await until(() => c.updates.length > 0, 'the new player');
    expect(c.updates[0]!.viewer).toBe(1);
    await a.room.leave();
    await c.room.leave();
  });

  it('refuses a taken seat, a seat that is none, and spectators beyond the limit; a client config only where allowed', async () => {
    const a = await server.client.create('psi-wars', { seat: 0 });
    await expect(server.client.joinById(a.roomId, { seat: 0 })).rejects.toMatchObject({ code: JOIN_REFUSED.SEAT_TAKEN, message: expect.stringMatching(/seat 0 is taken/) });
    await expect(server.client.joinById(a.roomId, { seat: 7 })).rejects.toMatchObject({ code: JOIN_REFUSED.NOT_A_SEAT });
    await expect(server.client.joinById(a.roomId, { seat: '__proto__' })).rejects.toMatchObject({ code: JOIN_REFUSED.NOT_A_SEAT });
    const ignored0 = await server.client.create('psi-wars', { seat: 1 });
    const watchers = [await server.client.joinById(a.roomId, { seat: 'spectator' }), await server.client.joinById(a.roomId, { seat: 'spectator' })];
    await expect(server.client.joinById(a.roomId, { seat: 'spectator' })).rejects.toMatchObject({ code: JOIN_REFUSED.NO_SPECTATOR_PLACE });
    // Seeds are drawn from 53 bits, beyond the 2^32 a search could cover.
    const seeds = [a, ignored0].map((room) => serverRoom(room.roomId).seed);
    expect(seeds.some((seed) => seed >= 2 ** 32)).toBe(true);
    // The listing tells a lobby the game, its config and its seats.
    const listed = ((await matchMaker.query({ name: 'psi-wars' })) as { roomId: string; metadata: unknown }[]).find((room) => room.roomId === a.roomId);
    expect(listed?.metadata).toEqual({ game: 'psi-wars', config: serverRoom(a.roomId).host.record().config, seats: 2 });
    // The server's config wins over a client's, unless the room type lets clients choose.
    const ignored = await server.client.create('psi-wars', { config: { players: 4 } });
    expect(serverRoom(ignored.roomId).host.seats).toBe(2);
    const chosen = await server.client.create('magical-athlete-client-config', { config: { players: 5 } });
    expect(serverRoom(chosen.roomId).host.seats).toBe(5);
    await expect(server.client.create('magical-athlete-client-config', { config: { players: 40 } })).rejects.toThrow(/players/);
    for (const room of [a, ignored0, ...watchers, ignored, chosen]) await room.leave();
  });
});
