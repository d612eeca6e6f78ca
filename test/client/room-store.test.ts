// createRoomStore over a stand-in for a colyseus.js room: which messages it sends and listens to,
// and attach/detach. (test/colyseus/room.test.ts runs it against a real server.)
import { describe, expect, it } from 'vitest';
import { createRoomStore, type RoomConnection } from '../../src/client/index.js';

class FakeRoom implements RoomConnection {
  readonly sent: { type: string; message: unknown }[] = [];
  readonly handlers = new Map<string, (message: unknown) => void>();
  onMessage(type: string, callback: (message: unknown) => void): () => void {
    this.handlers.set(type, callback);
    return () => this.handlers.delete(type);
  }
  send(type: string, message?: unknown): void {
    this.sent.push({ type, message });
  }
  deliver(type: string, message: unknown): void {
    this.handlers.get(type)?.(message);
  }
}

const update = (version: number) => ({ viewer: 0, version, view: { n: version }, actors: [0], menu: [{ action: { type: 'go', player: 0 }, label: 'go' }], events: [] });

describe('createRoomStore', () => {
  it('listens to update, refused and over, and asks for the whole story once bound', () => {
    const room = new FakeRoom();
    const store = createRoomStore(room);
    expect([...room.handlers.keys()].sort()).toEqual(['over', 'refused', 'update']);
    expect(room.sent).toEqual([{ type: 'sync', message: { since: 0 } }]);
    room.deliver('update', { type: 'update', version: 1, update: update(1) });
    expect(store.getSnapshot().update?.version).toBe(1);
    expect(store.act({ type: 'go', player: 0 } as never)).toBe(true);
    expect(room.sent.at(-1)).toEqual({ type: 'act', message: { type: 'go', player: 0 } });
    // A version gap: the resync names the version held.
    room.deliver('update', { type: 'update', version: 3, patch: [] });
    expect(room.sent.at(-1)).toEqual({ type: 'sync', message: { since: 1 } });
  });

  it('moves to a reconnected room keeping its update, and detaches', () => {
    const old = new FakeRoom();
    const store = createRoomStore(old);
    old.deliver('update', { type: 'update', version: 4, update: update(4) });
    const held = store.getSnapshot().update;
    const fresh = new FakeRoom();
    store.attach(fresh);
    expect(old.handlers.size).toBe(0);
    expect(fresh.sent).toEqual([{ type: 'sync', message: { since: 4 } }]);
    expect(store.getSnapshot().update).toBe(held);
    fresh.deliver('update', { type: 'update', version: 5, update: update(5) });
    expect(store.getSnapshot().update?.version).toBe(5);
    store.act({ type: 'go', player: 0 } as never);
    expect(fresh.sent.at(-1)?.type).toBe('act');
    expect(old.sent.filter((entry) => entry.type === 'act')).toEqual([]);
    store.detach();
    expect(fresh.handlers.size).toBe(0);
  });
});
