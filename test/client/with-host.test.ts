/**
 * The seat store fed by the real host (rulebooks/host), every message through JSON: for each game,
 * seats held by stores that act only through their menus, and a spectator's store, play a random
 * game; after every step each store holds exactly what a fresh connection of its viewer gets in
 * full, without a resync and without an ignored message.
 */
import { describe, expect, it } from 'vitest';
import { GAME_MANIFEST } from '../../src/games/manifest.js';
import type { AnyGame, Viewer } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { createHost } from '../../src/host/index.js';
import { createSeatStore, type SeatStore } from '../../src/client/index.js';

describe('the seat store fed by the host', () => {
  for (const entry of GAME_MANIFEST) {
    it(`${entry.id}: every store matches a fresh full update after every step`, async () => {
      const module = (await import(`../../src/games/${entry.id}/index.ts`)) as Record<string, AnyGame>;
      const game = module[entry.exportName]!;
      const players = game.minPlayers;
      const host = createHost(game, { config: game.defaultConfig(players), seed: 25 });
      const rng = createRng(2525);
      const trouble: string[] = [];
      let patches = 0;
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, seat) => seat), 'spectator'];
      const stores = new Map<Viewer, SeatStore>();
      for (const viewer of viewers) {
        const store = createSeatStore({
          send: (action) => host.submit(viewer as number, JSON.parse(JSON.stringify(action))),
          onResync: () => trouble.push(`${String(viewer)}: resync`),
          onIgnored: (reason) => trouble.push(`${String(viewer)}: ${reason.message}`),
        });
        stores.set(viewer, store);
        host.connect(viewer, (message) => {
          if (message.type === 'update' && message.patch !== undefined) patches++;
          store.receive(JSON.parse(JSON.stringify(message)));
        });
      }
      const fresh = (viewer: Viewer): unknown => {
        let update: unknown;
        const connection = host.connect(viewer, (message) => {
          if (message.type === 'update' && message.update !== undefined) update = message.update;
        });
        connection.close();
        return update;
      };
      for (let step = 0; step < 250 && !host.isOver(); step++) {
        for (const viewer of viewers) {
          const held = stores.get(viewer)!.getSnapshot().update!;
          const { events: _heldEvents, ...heldRest } = held;
          const { events: _freshEvents, ...freshRest } = fresh(viewer) as typeof held;
          expect(heldRest, `${String(viewer)} at step ${step}`).toEqual(freshRest);
        }
        const actors = stores.get('spectator')!.getSnapshot().update!.actors;
        const seat = actors[rng.int(0, actors.length - 1)]!;
        const menu = stores.get(seat)!.getSnapshot().update!.menu;
        expect(menu.length, `seat ${seat} acts with an empty menu`).toBeGreaterThan(0);
        expect(stores.get(seat)!.act(menu[rng.int(0, menu.length - 1)]!.action)).toBe(true);
        expect(stores.get(seat)!.getSnapshot().refusal).toBeUndefined();
      }
      if (host.isOver()) for (const store of stores.values()) expect(store.getSnapshot().outcome).toBeDefined();
      expect(trouble).toEqual([]);
      // The stores did apply patches, not only full updates.
      expect(patches).toBeGreaterThan(0);
    });
  }
});
