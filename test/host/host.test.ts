import { describe, expect, it } from 'vitest';
import { createHost, restoreHost, diff } from '../../src/host/index.js';
import { createMatch, randomBot, verifyRecord } from '../../src/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { magika } from '../../src/games/magika/index.js';
import { Inbox } from './games.js';
import { applyPatches } from 'immer';

const config = { players: 2 } as const;

describe('createHost', () => {
  it('sends every connection a full update first, with view, actors and labelled menu', () => {
    const host = createHost(psiWars, { config, seed: 4 });
    const match = createMatch(psiWars, { config, seed: 4 });
    const seat0 = new Inbox();
    host.connect(0, seat0.send);
    const first = JSON.parse(seat0.messages[0] as string) as { type: string; version: number; update: unknown };
    expect(first.type).toBe('update');
    expect(first.version).toBe(1);
    const actors = [...match.actors()];
    const menu = actors.includes(0) ? match.legalActions(0).map((action) => ({ action, label: match.describeAction(action) })) : [];
    expect(seat0.update).toEqual(JSON.parse(JSON.stringify({ viewer: 0, version: 1, view: match.view(0), actors, menu, events: match.logFor(0) })));
  });

  it('refuses bad submissions to the sender only, and changes nothing', () => {
    const host = createHost(psiWars, { config, seed: 4 });
    const inboxes = [new Inbox(), new Inbox(), new Inbox()];
    host.connect(0, inboxes[0]!.send);
    host.connect(1, inboxes[1]!.send);
    host.connect('spectator', inboxes[2]!.send);
    const before = host.save();
    const actor = inboxes[0]!.update!.actors[0] as number;
    const other = 1 - actor;
    const counts = inboxes.map((inbox) => inbox.messages.length);
    host.submit(actor, { junk: true });
    host.submit(actor, () => 1);
    host.submit(other, inboxes[actor]!.update!.menu[0]!.action);
    host.submit(actor, { ...(inboxes[actor]!.update!.menu[0]!.action as object), player: other });
    expect(inboxes[actor]!.refusals.map((r) => r.code)).toEqual(['MALFORMED_ACTION', 'MALFORMED_ACTION', 'NOT_YOUR_TURN']);
    expect(inboxes[other]!.refusals.map((r) => r.code)).toEqual(['NOT_YOUR_TURN']);
    expect(inboxes[2]!.messages.length).toBe(counts[2]);
    expect(host.save()).toEqual(before);
    for (const refusal of [...inboxes[0]!.refusals, ...inboxes[1]!.refusals]) expect(refusal.message.length).toBeGreaterThan(0);
  });

  it('plays bot seats itself, so the game never waits on them, and the record verifies', () => {
    const bot = randomBot(psiWars, 9);
    const host = createHost(psiWars, { config, seed: 11, bots: { 1: bot } });
    const seat0 = new Inbox();
    host.connect(0, seat0.send);
    // A bot seat's own submissions are refused, to its connections.
    const botSeat = new Inbox();
    host.connect(1, botSeat.send);
    host.submit(1, { type: 'pass', player: 1 });
    expect(botSeat.refusals.map((r) => r.code)).toEqual(['NOT_YOUR_TURN']);
    let guard = 0;
    while (!host.isOver() && guard++ < 1000) {
      const update = seat0.update!;
      // Whenever the host waits, it waits on seat 0, never on the bot.
      expect(update.actors).toEqual([0]);
      const { menu } = update;
      host.submit(0, menu[guard % menu.length]!.action);
    }
    expect(host.isOver()).toBe(true);
    expect(seat0.over).toBeDefined();
    expect(() => verifyRecord(psiWars, JSON.parse(JSON.stringify(host.record())))).not.toThrow();
  });

  it('plays a game of bots alone inside createHost', () => {
    const host = createHost(psiWars, { config, seed: 2, bots: { 0: randomBot(psiWars, 1), 1: randomBot(psiWars, 2) } });
    expect(host.isOver()).toBe(true);
    const spectator = new Inbox();
    host.connect('spectator', spectator.send);
    expect(spectator.over).toEqual(host.record().result?.outcome);
  });

  it('shows a spectator the spectator view, with no menu', () => {
    const host = createHost(psiWars, { config, seed: 5, bots: { 1: randomBot(psiWars, 1) } });
    const match = createMatch(psiWars, { config, seed: 5 });
    const spectator = new Inbox();
    host.connect('spectator', spectator.send);
    expect(spectator.update!.view).toEqual(JSON.parse(JSON.stringify(psiWars.view(match.state, 'spectator'))));
    expect(spectator.update!.menu).toEqual([]);
  });

  it('accepts both Magika plans submitted at one step', () => {
    const host = createHost(magika, { config: { players: 2 }, seed: 6 });
    const inboxes = [new Inbox(), new Inbox()];
    host.connect(0, inboxes[0]!.send);
    host.connect(1, inboxes[1]!.send);
    let guard = 0;
    while (inboxes[0]!.update!.actors.length < 2 && guard++ < 200) {
      const seat = inboxes[0]!.update!.actors[0] as number;
      host.submit(seat, inboxes[seat]!.update!.menu[0]!.action);
    }
    expect(inboxes[0]!.update!.actors).toEqual([0, 1]);
    const plan0 = inboxes[0]!.update!.menu[0]!.action;
    const plan1 = inboxes[1]!.update!.menu[0]!.action;
    host.submit(1, plan1);
    host.submit(0, plan0);
    expect([...inboxes[0]!.refusals, ...inboxes[1]!.refusals]).toEqual([]);
    expect(host.record().actions.slice(-2)).toEqual([plan1, plan0]);
  });

  it('resends the current update in full on sync, and saves and restores a running match', () => {
    const host = createHost(psiWars, { config, seed: 8, bots: { 1: randomBot(psiWars, 4) } });
    const seat0 = new Inbox();
    const connection = host.connect(0, seat0.send);
    for (let i = 0; i < 5; i++) host.submit(0, seat0.update!.menu[0]!.action);
    const held = seat0.update;
    connection.sync();
    expect(JSON.parse(seat0.messages.at(-1) as string)).toEqual({ type: 'update', version: held!.version, update: held });
    host.sync(connection);
    expect(seat0.messages.length).toBeGreaterThan(1);
    const saved = JSON.parse(JSON.stringify(host.save())) as unknown;
    const restored = restoreHost(psiWars, saved, { bots: { 1: randomBot(psiWars, 4) } });
    const again = new Inbox();
    restored.connect(0, again.send);
    expect(again.update).toEqual(held);
    expect(() => restoreHost(psiWars, { format: 'rulebooks-host/1', record: {}, viewers: [] })).toThrow(/./);
    connection.close();
    const count = seat0.messages.length;
    host.submit(0, held!.menu[0]!.action);
    expect(seat0.messages.length).toBe(count);
  });

  it('repeats over after the full update on sync, once the game has ended', () => {
    const host = createHost(psiWars, { config, seed: 8, bots: { 0: randomBot(psiWars, 1), 1: randomBot(psiWars, 2) } });
    expect(host.isOver()).toBe(true);
    const inbox = new Inbox();
    const connection = host.connect(1, inbox.send);
    connection.sync();
    expect(inbox.messages.map((text) => (JSON.parse(text) as { type: string }).type)).toEqual(['update', 'over', 'update', 'over']);
  });
});

describe('sync(since)', () => {
  it('sends a client that lost messages every event after the version it holds', () => {
    const host = createHost(psiWars, { config, seed: 21, bots: { 1: randomBot(psiWars, 2) } });
    const reference = new Inbox();
    host.connect(0, reference.send);
    // The client's socket dies unnoticed: what the host sends after version 2 is lost on the way.
    const client = new Inbox();
    let alive = true;
    const dropped = host.connect(0, (message) => (alive ? client.send(message) : undefined));
    for (let i = 0; i < 40 && !host.isOver() && client.update!.version < 2; i++) host.submit(0, client.update!.menu[0]!.action);
    alive = false;
    const held = client.update!.version;
    for (let i = 0; i < 4 && !host.isOver(); i++) host.submit(0, reference.update!.menu[0]!.action);
    dropped.close();
    expect(reference.update!.version).toBeGreaterThan(held + 1);
    // A new connection: sync(held) carries every event after it, so the client's story is whole.
    alive = true;
    const again = host.connect(0, () => undefined);
    const resumed = new Inbox();
    const connection = host.connect(0, resumed.send);
    connection.sync(held);
    const full = JSON.parse(resumed.messages.at(-1) as string) as { update: { events: unknown[]; version: number } };
    expect(full.update.version).toBe(reference.update!.version);
    expect([...client.events, ...full.update.events]).toEqual(reference.events);
    // sync(0): the whole story; no since, or an unknown one: the update's own events.
    connection.sync(0);
    expect((JSON.parse(resumed.messages.at(-1) as string) as { update: { events: unknown[] } }).update.events).toEqual(reference.events);
    for (const since of [undefined, -1, 1.5, 10_000]) {
      connection.sync(since);
      expect((JSON.parse(resumed.messages.at(-1) as string) as { update: unknown }).update).toEqual(reference.update);
    }
    again.close();
  });
});

describe('setBot', () => {
  it('hands a seat to a bot that plays at once, and back to people', () => {
    const host = createHost(psiWars, { config, seed: 11 });
    const seats = [new Inbox(), new Inbox()];
    host.connect(0, seats[0]!.send);
    host.connect(1, seats[1]!.send);
    const actor = seats[0]!.update!.actors[0] as number;
    const before = seats[1 - actor]!.messages.length;
    expect(host.botSeats()).toEqual([]);
    host.setBot(actor, randomBot(psiWars, 3));
    expect(host.botSeats()).toEqual([actor]);
    // The bot moved at once: the other seat heard of it, and now waits on nobody but itself.
    expect(seats[1 - actor]!.messages.length).toBeGreaterThan(before);
    const waiting = seats[1 - actor]!.update!;
    expect(host.isOver() || waiting.actors.every((seat) => seat === 1 - actor)).toBe(true);
    // The bot's seat refuses people; handed back, it takes them again.
    host.submit(actor, { type: 'done', player: actor });
    expect(seats[actor]!.refusals.at(-1)?.code).toBe('NOT_YOUR_TURN');
    host.setBot(actor, undefined);
    expect(host.botSeats()).toEqual([]);
    let guard = 0;
    while (!host.isOver() && guard++ < 2000) {
      const who = seats[0]!.update!.actors[0] as number;
      host.submit(who, seats[who]!.update!.menu[0]!.action);
    }
    expect(host.isOver()).toBe(true);
    expect(() => verifyRecord(psiWars, JSON.parse(JSON.stringify(host.record())))).not.toThrow();
  });

  it('refuses a seat that is none, and a bot that is no bot, changing nothing', () => {
    const host = createHost(psiWars, { config, seed: 11 });
    for (const seat of [2, -1, 0.5, Number.NaN]) expect(() => host.setBot(seat, randomBot(psiWars, 1))).toThrow(/not a seat/);
    expect(() => host.setBot(0, { name: 'x' } as never)).toThrow(/takes a bot/);
    expect(host.botSeats()).toEqual([]);
  });
});

describe('reconnecting', () => {
  it('gives a seat that was away every event it missed, and a restored host the same updates', () => {
    const host = createHost(psiWars, { config, seed: 12, bots: { 1: randomBot(psiWars, 2) } });
    const mirror = createMatch(psiWars, { config, seed: 12 });
    const seat0 = new Inbox();
    host.connect(0, seat0.send);
    const before = new Inbox();
    host.connect('spectator', before.send).close();
    for (let i = 0; i < 6 && !host.isOver(); i++) host.submit(0, seat0.update!.menu[i % seat0.update!.menu.length]!.action);
    const spectator = new Inbox();
    host.connect('spectator', spectator.send);
    for (const action of host.record().actions) mirror.play(action);
    expect(spectator.update!.view).toEqual(JSON.parse(JSON.stringify(mirror.view('spectator'))));
    expect([...before.events, ...spectator.events]).toEqual(JSON.parse(JSON.stringify(mirror.logFor('spectator'))));
    expect(spectator.update!.version).toBe(2);
    const back = seat0;
    const saved = JSON.parse(JSON.stringify(host.save())) as unknown;
    const restored = restoreHost(psiWars, saved, { bots: { 1: randomBot(psiWars, 2) } });
    const again = new Inbox();
    const watcher = new Inbox();
    restored.connect(0, again.send);
    restored.connect('spectator', watcher.send);
    expect(again.update).toEqual(back.update);
    expect(watcher.update).toEqual(spectator.update);
  });
});

describe('diff', () => {
  it('gives patches that immer applies to reproduce the target', () => {
    const cases: [unknown, unknown][] = [
      [{ a: 1, b: [1, 2, 3], c: { d: 'x' } }, { a: 2, b: [1, 5], e: null, c: { d: 'x' } }],
      [{ a: [] }, { a: [{ b: 1 }, { b: 2 }] }],
      [{ a: [1, 2, 3, 4] }, { a: [] }],
      [{ a: { b: 1 } }, { a: [1] }],
      [{ a: null }, { a: { b: [1] } }],
    ];
    for (const [before, after] of cases) expect(applyPatches(before as object, diff(before, after) as never)).toEqual(after);
    expect(diff({ a: [1] }, { a: [1] })).toEqual([]);
  });
});
