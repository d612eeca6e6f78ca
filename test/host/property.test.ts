/**
 * The host's property (issue 25): for random games of all five, every update a seat receives,
 * applied in order, equals its view, the seats to act and its labelled legal actions, and the
 * events it received add up to its story (`logFor`); and a seat's update is the same in a world it
 * cannot tell apart from the real one (`sampleHidden`), checked every few steps along the game. A
 * message is a deterministic function of the viewer's previous and new update (see `diff`), so
 * equal updates mean the same bytes. (Playing on in the sampled world is not checked: what a draw
 * reveals there legitimately differs, since the hidden deck was resampled.)
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHost } from '../../src/host/index.js';
import { createMatch, createRng, deepEqual } from '../../src/index.js';
import type { AnyGame, Viewer } from '../../src/core/game.js';
import { Inbox, loadGames } from './games.js';

const games = await loadGames();
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** What a viewer's update must hold in `state`, built from the game's functions directly. */
function expected(game: AnyGame, state: unknown, viewer: Viewer): unknown {
  const actors = [...game.actors(state)];
  const menu = viewer !== 'spectator' && actors.includes(viewer) ? game.legalActions(state, viewer).map((action: unknown) => ({ action, label: game.describeAction(state, action) })) : [];
  return json({ view: game.view(state, viewer), actors, menu });
}

const STEPS = 30;

describe.each(games)('the host on $id', ({ game }) => {
  it('sends each seat exactly its view, actors, menu and story, the same in worlds it cannot tell apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(0, 0.5, Infinity), (seed, picks, patchRatio) => {
        const players = game.minPlayers;
        const config = { players };
        // patchRatio 0: full updates only; Infinity: patches only; 0.5: whichever is shorter.
        const host = createHost(game, { config, seed, patchRatio });
        const mirror = createMatch(game, { config, seed });
        const viewers: Viewer[] = [...Array.from({ length: players }, (_, seat) => seat), 'spectator'];
        const inboxes = new Map(viewers.map((viewer) => [viewer, new Inbox()]));
        for (const viewer of viewers) host.connect(viewer, inboxes.get(viewer)!.send);
        const rng = createRng(picks);
        let stale: unknown;
        const checkAll = (): void => {
          for (const viewer of viewers) {
            const inbox = inboxes.get(viewer)!;
            const { view, actors, menu } = inbox.update!;
            expect({ view, actors, menu }).toEqual(expected(game, mirror.state, viewer));
            expect(inbox.events).toEqual(json(mirror.logFor(viewer)));
            expect(inbox.refusals).toEqual([]);
          }
        };
        checkAll();
        for (let step = 0; step < STEPS && !mirror.isOver(); step++) {
          if (step % 3 === 0) {
            for (let seat = 0; seat < players; seat++) {
              const world = game.sampleHidden(mirror.state, seat, createRng(seed + step + seat));
              expect(expected(game, world, seat)).toEqual(expected(game, mirror.state, seat));
            }
          }
          const actors = mirror.actors();
          const seat = actors[rng.int(0, actors.length - 1)]!;
          // Now and then a stale action (from an earlier menu): refused to its sender only, with
          // nothing changed, or accepted if it is still legal.
          if (step % 4 === 1 && stale !== undefined) {
            const counts = viewers.map((viewer) => inboxes.get(viewer)!.messages.length);
            const action = { ...(stale as object), player: seat };
            const legal = game.legalActions(mirror.state, seat).some((a: unknown) => deepEqual(a, action));
            host.submit(seat, action);
            if (legal) mirror.play(action as never);
            else {
              const refusals = inboxes.get(seat)!.refusals;
              expect(refusals.length).toBe(1);
              expect(['ILLEGAL_ACTION', 'NOT_YOUR_TURN', 'MALFORMED_ACTION']).toContain(refusals[0]!.code);
              refusals.length = 0;
              viewers.forEach((viewer, i) => expect(inboxes.get(viewer)!.messages.length).toBe(counts[i]! + (viewer === seat ? 1 : 0)));
            }
            checkAll();
            continue;
          }
          const menu = inboxes.get(seat)!.update!.menu;
          const { action } = menu[rng.int(0, menu.length - 1)]!;
          stale = action;
          host.submit(seat, action);
          mirror.play(action as never);
          checkAll();
        }
      }),
      { seed: 2503, numRuns: 5 },
    );
  });
});
