/**
 * The seat store (rulebooks/client, DESIGN §12): full updates and immer patches, identity of what
 * a patch did not touch, React's useSyncExternalStore contract, version gaps, junk, and `act`.
 */
import { describe, expect, it, vi } from 'vitest';
import { enablePatches, produceWithPatches, type Draft } from 'immer';
import { createSeatStore, type SeatSnapshot, type SeatUpdate, type ServerMessage } from '../../src/client/index.js';
import { isRuleError, type RuleError } from '../../src/index.js';

enablePatches();

interface Seat {
  name: string;
  hand: number[];
}
const start: SeatUpdate = {
  viewer: 0,
  version: 1,
  view: { events: [], round: 1, seats: [{ name: 'Ann', hand: [3, 5] }, { name: 'Bo', hand: [] }], pot: { chips: 4 } },
  actors: [0],
  menu: [
    { action: { type: 'play', player: 0, card: 3 }, label: 'Play the 3' },
    { action: { type: 'pass', player: 0 }, label: 'Pass' },
  ],
  events: [],
};

/** The host's side of a step: the next update and the patch message that makes it from `prev`. */
function step(prev: SeatUpdate, recipe: (draft: Draft<SeatUpdate>) => void): { next: SeatUpdate; message: ServerMessage } {
  const [next, patch] = produceWithPatches(prev, (draft) => {
    recipe(draft);
    draft.version = prev.version + 1;
  });
  return { next, message: { type: 'update', version: next.version, patch } };
}
const full = (update: SeatUpdate): ServerMessage => ({ type: 'update', version: update.version, update });
const view = (snapshot: SeatSnapshot) => snapshot.update?.view as { round: number; seats: Seat[]; pot: { chips: number } };

function makeStore(options: { checkMenu?: boolean } = {}) {
  const sent: unknown[] = [];
  const ignored: RuleError[] = [];
  const onResync = vi.fn();
  const store = createSeatStore({ send: (action) => sent.push(action), onResync, onIgnored: (reason) => ignored.push(reason), ...options });
  return { store, sent, ignored, onResync };
}

describe('createSeatStore: updates and patches', () => {
  it('starts empty and syncing, then holds a full update (a frozen copy)', () => {
    const { store } = makeStore();
    expect(store.getSnapshot()).toEqual({ update: undefined, syncing: true, refusal: undefined, outcome: undefined });
    const message = JSON.parse(JSON.stringify(full(start))) as ServerMessage;
    expect(store.receive(message)).toBe(true);
    const snapshot = store.getSnapshot();
    expect(snapshot.update).toEqual(start);
    expect(snapshot.syncing).toBe(false);
    expect(Object.isFrozen(view(snapshot).seats[0]!.hand)).toBe(true);
    // The store copied the message: changing it later does not reach the store.
    (message as { update: { view: { round: number } } }).update.view.round = 99;
    expect(view(store.getSnapshot()).round).toBe(1);
  });

  it('reproduces each expected update from a full update then patches', () => {
    const { store, ignored } = makeStore();
    store.receive(full(start));
    let expected = start;
    const recipes: ((draft: Draft<SeatUpdate>) => void)[] = [
      (d) => {
        const v = d.view as Draft<{ seats: Seat[]; pot: { chips: number } }>;
        v.seats[0]!.hand.splice(0, 1);
        v.pot.chips += 3;
        d.menu.splice(0, 1);
        d.events = [{ type: 'played' }];
      },
      (d) => {
        const v = d.view as Draft<{ round: number; seats: Seat[] }>;
        v.round = 2;
        v.seats.push({ name: 'Cy', hand: [1] });
        d.actors = [1];
        d.menu = [];
        d.events = [];
      },
      (d) => {
        const v = d.view as Draft<{ seats: Seat[]; pot?: unknown }>;
        v.seats.pop();
        delete v.pot;
      },
    ];
    for (const recipe of recipes) {
      const { next, message } = step(expected, recipe);
      // Through JSON, as a transport delivers it.
      expect(store.receive(JSON.parse(JSON.stringify(message)))).toBe(true);
      expect(store.getSnapshot().update).toEqual(next);
      expected = next;
    }
    expect(ignored).toEqual([]);
  });

  it('keeps the identity of every part a patch did not touch', () => {
    const { store } = makeStore();
    store.receive(full(start));
    const before = store.getSnapshot();
    const { message } = step(start, (d) => {
      (d.view as Draft<{ seats: Seat[] }>).seats[1]!.hand.push(7);
    });
    store.receive(JSON.parse(JSON.stringify(message)));
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.update).not.toBe(before.update);
    expect(view(after)).not.toBe(view(before));
    expect(view(after).seats[1]).not.toBe(view(before).seats[1]);
    expect(view(after).seats[1]!.hand).toEqual([7]);
    // Untouched: the other seat, the pot, the menu, the actors.
    expect(view(after).seats[0]).toBe(view(before).seats[0]);
    expect(view(after).seats[0]!.hand).toBe(view(before).seats[0]!.hand);
    expect(view(after).pot).toBe(view(before).pot);
    expect(after.update!.menu).toBe(before.update!.menu);
    expect(after.update!.actors).toBe(before.update!.actors);
    expect(Object.isFrozen(view(after).seats[1]!.hand)).toBe(true);
  });
});

describe('createSeatStore: subscribe and getSnapshot (useSyncExternalStore)', () => {
  it('returns the same snapshot until something changes', () => {
    const { store } = makeStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.receive(full(start));
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toBe(second);
    // Ignored messages change nothing, not even the snapshot's identity.
    store.receive({ type: 'nonsense' });
    store.receive({ type: 'update', version: 1, patch: [] });
    expect(store.getSnapshot()).toBe(second);
  });

  it('tells each listener once per change, and no more after unsubscribing', () => {
    const { store } = makeStore();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribe(a);
    store.subscribe(b);
    store.receive(full(start));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    store.receive('junk');
    expect(a).toHaveBeenCalledTimes(1);
    stopA();
    stopA(); // twice is harmless
    store.receive(step(start, (d) => void (d.actors = [])).message);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('tells every listener even when one throws, then rethrows, and asks for the resync all the same', () => {
    const { store, onResync } = makeStore();
    store.receive(full(start));
    const later = vi.fn();
    store.subscribe(() => {
      throw new Error('a faulty component');
    });
    store.subscribe(later);
    const gap = step(step(start, () => {}).next, () => {}).message;
    expect(() => store.receive(gap)).toThrow('a faulty component');
    expect(later).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().syncing).toBe(true);
    expect(onResync).toHaveBeenCalledTimes(1);
    // It names the version held, for the host's sync(since).
    expect(onResync).toHaveBeenCalledWith(start.version);
    // Nothing is left pending for the next message.
    expect(() => store.receive({ type: 'nonsense' })).not.toThrow();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('lets a listener read the new snapshot, and unsubscribe itself while being told', () => {
    const { store } = makeStore();
    const seen: (SeatSnapshot | undefined)[] = [];
    const stop = store.subscribe(() => {
      seen.push(store.getSnapshot());
      stop();
    });
    const other = vi.fn();
    store.subscribe(other);
    store.receive(full(start));
    store.receive(step(start, (d) => void (d.actors = [])).message);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.update).toEqual(start);
    expect(other).toHaveBeenCalledTimes(2);
  });
});

describe('createSeatStore: versions', () => {
  it('asks once for a resync on a gap, ignores patches until a full update, then goes on', () => {
    const { store, onResync } = makeStore();
    store.receive(full(start));
    const two = step(start, (d) => void ((d.view as { round: number }).round = 2));
    const three = step(two.next, (d) => void ((d.view as { round: number }).round = 3));
    const four = step(three.next, (d) => void ((d.view as { round: number }).round = 4));
    // Version 2 is lost.
    expect(store.receive(three.message)).toBe(true); // the snapshot changes: syncing
    expect(onResync).toHaveBeenCalledTimes(1);
    const syncing = store.getSnapshot();
    expect(syncing.syncing).toBe(true);
    expect(syncing.update).toEqual(start);
    expect(store.receive(four.message)).toBe(false);
    expect(store.receive(two.message)).toBe(false); // the lost one, late: still waiting for a full update
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(syncing);
    expect(store.receive(full(four.next))).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ update: four.next, syncing: false });
    const five = step(four.next, (d) => void ((d.view as { round: number }).round = 5));
    expect(store.receive(five.message)).toBe(true);
    expect(store.getSnapshot().update).toEqual(five.next);
    // A second gap asks again.
    const seven = step(step(five.next, () => {}).next, () => {});
    store.receive(seven.message);
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('keeps, from a full update, every part equal to the held one', () => {
    const { store } = makeStore();
    store.receive(full(start));
    const before = store.getSnapshot();
    // The same update again (a reconnection): nothing changes, not even the snapshot.
    expect(store.receive(JSON.parse(JSON.stringify(full(start))))).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    // A resync that brings one change: the rest keeps its identity.
    const { next } = step(start, (d) => void (d.view as Draft<{ seats: Seat[] }>).seats[1]!.hand.push(7));
    store.receive(step(start, () => {}).message); // version 2
    const held = store.getSnapshot();
    expect(store.receive(JSON.parse(JSON.stringify(full({ ...next, version: 3 }))))).toBe(true);
    const after = store.getSnapshot();
    expect(after.update).toEqual({ ...next, version: 3 });
    expect(view(after).seats[0]).toBe(view(held).seats[0]);
    expect(view(after).pot).toBe(view(held).pot);
    expect(after.update!.menu).toBe(held.update!.menu);
    expect(view(after).seats[1]).not.toBe(view(held).seats[1]);
    expect(Object.isFrozen(view(after).seats[1]!.hand)).toBe(true);
    // A key named `__proto__` in a full update stays a key.
    const odd = JSON.parse('{"type":"update","version":4,"update":{"viewer":0,"version":4,"view":{"__proto__":{"x":1}},"actors":[],"menu":[],"events":[]}}');
    expect(store.receive(odd)).toBe(true);
    expect(Object.keys(store.getSnapshot().update!.view as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(store.getSnapshot().update!.view)).toBe(Object.prototype);
  });

  it('ignores a duplicate or older patch without asking for a resync', () => {
    const { store, onResync } = makeStore();
    store.receive(full(start));
    const two = step(start, (d) => void ((d.view as { round: number }).round = 2));
    store.receive(two.message);
    const held = store.getSnapshot();
    expect(store.receive(two.message)).toBe(false);
    expect(store.receive(full(start))).toBe(false); // an older full update
    expect(store.getSnapshot()).toBe(held);
    expect(onResync).not.toHaveBeenCalled();
  });

  it('asks for a full update when the first message is a patch', () => {
    const { store, onResync } = makeStore();
    expect(store.receive(step(start, () => {}).message)).toBe(false);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().update).toBeUndefined();
  });

  it('treats a patch that does not fit the held update as a gap', () => {
    const bad: unknown[][] = [
      [{ op: 'replace', path: ['view', 'nowhere', 'x'], value: 1 }],
      [{ op: 'replace', path: ['view', 'missing'], value: 1 }], // replace must not create a key
      [{ op: 'remove', path: ['view', 'missing'] }],
      [{ op: 'add', path: ['view', 'seats', 5], value: {} }], // a hole
      [{ op: 'replace', path: ['view', 'seats', 2], value: {} }],
      [{ op: 'remove', path: ['view', 'seats', -1] }],
      [{ op: 'add', path: ['view', 'seats', '0'], value: {} }],
      [{ op: 'replace', path: ['view', 'round', 'x'], value: 1 }],
      [{ op: 'replace', path: ['view', 'round'], value: undefined }],
      [{ op: 'replace', path: ['view', 'round'], value: Number.NaN }],
      [{ op: 'replace', path: ['view', 'round'] }],
      [{ op: 'add', path: ['view', '__proto__'], value: { polluted: true } }],
      [{ op: 'add', path: ['view', 'constructor'], value: 1 }],
      [{ op: 'add', path: [], value: {} }],
      [{ op: 'replace', path: [], value: { version: 2 } }], // applies, but is no SeatUpdate
      [{ op: 'replace', path: ['version'], value: 5 }], // the update's version must be the message's
      [{ op: 'move', path: ['view'], from: ['menu'] }],
      [{ op: 'remove', path: ['view', 'seats', 1] }, { op: 'remove', path: ['view', 'seats', 1] }], // the second runs off the end
      ['junk'],
    ];
    for (const patch of bad) {
      const { store, onResync, ignored } = makeStore();
      store.receive(full(start));
      const held = store.getSnapshot().update;
      const withVersion = [{ op: 'replace', path: ['version'], value: 2 }, ...patch];
      expect(store.receive({ type: 'update', version: 2, patch: withVersion }), JSON.stringify(patch)).toBe(true);
      expect(store.getSnapshot()).toMatchObject({ syncing: true });
      expect(store.getSnapshot().update).toBe(held);
      expect(store.getSnapshot().update).toEqual(start);
      expect(onResync).toHaveBeenCalledTimes(1);
      expect(ignored.every((reason) => isRuleError(reason, 'BAD_STATE'))).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('applies several patches of one message in order, each against the result of the last', () => {
    const { store } = makeStore();
    store.receive(full(start));
    const patch = [
      { op: 'replace', path: ['version'], value: 2 },
      { op: 'add', path: ['view', 'seats', 2], value: { name: 'Cy', hand: [] } },
      { op: 'add', path: ['view', 'seats', 2, 'hand', 0], value: 9 },
      { op: 'add', path: ['view', 'seats', '-'], value: { name: 'Di', hand: [] } },
      { op: 'remove', path: ['view', 'seats', 0] },
      { op: 'replace', path: ['view', 'seats', 2, 'name'], value: 'Dee' },
    ];
    expect(store.receive({ type: 'update', version: 2, patch })).toBe(true);
    expect(view(store.getSnapshot()).seats).toEqual([
      { name: 'Bo', hand: [] },
      { name: 'Cy', hand: [9] },
      { name: 'Dee', hand: [] },
    ]);
  });
});

describe('createSeatStore: junk is ignored, never thrown', () => {
  it('ignores anything that is not a message, reporting a BAD_STATE RuleError and changing nothing', () => {
    const { store, ignored, onResync } = makeStore();
    store.receive(full(start));
    const held = store.getSnapshot();
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new TypeError('trap');
        },
      },
    );
    const junk: unknown[] = [
      undefined,
      null,
      42,
      'update',
      [],
      {},
      { type: 'update' },
      { type: 'update', version: -1, update: start },
      { type: 'update', version: 1.5, patch: [] },
      { type: 'update', version: 2 },
      { type: 'update', version: 2, update: { ...start, version: 3 } },
      { type: 'update', version: 2, update: { ...start, version: 2, actors: 'all' } },
      { type: 'update', version: 2, update: { ...start, version: 2, menu: [{ action: 1, label: 'x' }] } },
      { type: 'update', version: 2, update: { ...start, version: 2, viewer: 'someone' } },
      { type: 'update', version: 2, update: { ...start, version: 2, view: undefined } },
      { type: 'update', version: 2, update: { ...start, version: 2, view: { when: new Date(0) } } },
      { type: 'update', version: 2, update: { ...start, version: 2, events: null } },
      { type: 'update', version: 2, patch: 'all of it' },
      { type: 'refused' },
      { type: 'refused', code: 'NOPE', message: 'x' },
      { type: 'refused', code: 'ILLEGAL_ACTION', message: 3 },
      { type: 'refused', code: 'ILLEGAL_ACTION', message: 'x', rule: 7 },
      { type: 'over' },
      { type: 'over', outcome: { ranking: [[0]], scores: ['a'] } },
      { type: 'over', outcome: { ranking: [0], scores: [1] } },
      { type: 'act', action: {} },
      hostile,
      { type: 'update', version: 2, update: hostile },
    ];
    for (const message of junk) {
      expect(() => store.receive(message)).not.toThrow();
      expect(store.receive(message)).toBe(false);
      expect(store.getSnapshot()).toBe(held);
    }
    expect(ignored.length).toBe(junk.length * 2);
    expect(ignored.every((reason) => isRuleError(reason, 'BAD_STATE'))).toBe(true);
    expect(onResync).not.toHaveBeenCalled();
  });
});

describe('createSeatStore: refusals, the outcome and act', () => {
  it('keeps the last refusal until the next act or update, and the outcome', () => {
    const { store, sent } = makeStore();
    store.receive(full(start));
    store.receive({ type: 'refused', code: 'ILLEGAL_ACTION', message: 'no such card', rule: 'X-1' });
    expect(store.getSnapshot().refusal).toEqual({ code: 'ILLEGAL_ACTION', message: 'no such card', rule: 'X-1', local: false });
    expect(store.act({ type: 'pass', player: 0 })).toBe(true);
    expect(sent).toEqual([{ type: 'pass', player: 0 }]);
    expect(store.getSnapshot().refusal).toBeUndefined();
    store.receive({ type: 'refused', code: 'NOT_YOUR_TURN', message: 'wait' });
    store.receive(step(start, () => {}).message);
    expect(store.getSnapshot().refusal).toBeUndefined();
    store.receive({ type: 'over', outcome: { ranking: [[1], [0]], scores: [2, 5] } });
    expect(store.getSnapshot().outcome).toEqual({ ranking: [[1], [0]], scores: [2, 5] });
  });

  it('checks actions against the menu (key order aside) and refuses locally without sending', () => {
    const { store, sent } = makeStore();
    expect(store.act({ type: 'pass', player: 0 })).toBe(false);
    expect(store.getSnapshot().refusal).toMatchObject({ code: 'NOT_YOUR_TURN', local: true });
    store.receive(full(start));
    expect(store.act({ card: 3, player: 0, type: 'play' })).toBe(true);
    expect(store.act({ type: 'play', player: 0, card: 4 })).toBe(false);
    expect(store.getSnapshot().refusal).toMatchObject({ code: 'ILLEGAL_ACTION', local: true });
    store.receive(step(start, (d) => void ((d.actors = [1]), (d.menu = []))).message);
    expect(store.act({ type: 'pass', player: 0 })).toBe(false);
    expect(store.getSnapshot().refusal).toMatchObject({ code: 'NOT_YOUR_TURN', local: true });
    store.receive({ type: 'over', outcome: { ranking: [[0, 1]], scores: [0, 0] } });
    expect(store.act({ type: 'pass', player: 0 })).toBe(false);
    expect(store.getSnapshot().refusal).toMatchObject({ code: 'GAME_OVER', local: true });
    expect(sent).toEqual([{ card: 3, player: 0, type: 'play' }]);
  });

  it('sends anything when menu checks are off', () => {
    const { store, sent } = makeStore({ checkMenu: false });
    expect(store.act({ type: 'anything', player: 3 })).toBe(true);
    expect(sent).toEqual([{ type: 'anything', player: 3 }]);
  });
});
