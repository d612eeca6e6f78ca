/** The five games, loaded through the manifest, for the host tests. */
import { GAME_MANIFEST } from '../../src/games/manifest.js';
import type { AnyGame } from '../../src/core/game.js';
import { applyPatches, enablePatches } from 'immer';
import type { SeatUpdate, ServerMessage } from '../../src/host/index.js';

enablePatches();

export async function loadGames(): Promise<{ id: string; game: AnyGame }[]> {
  const games: { id: string; game: AnyGame }[] = [];
  for (const entry of GAME_MANIFEST) {
    const module = (await import(`../../src/games/${entry.id}/index.ts`)) as Record<string, AnyGame>;
    games.push({ id: entry.id, game: module[entry.exportName] as AnyGame });
  }
  return games;
}

/**
 * A client's copy of its SeatUpdate: every message goes through JSON (as over a network), full
 * updates replace it, patches are applied with immer's `applyPatches` and must follow on from the
 * version held.
 */
export class Inbox {
  readonly messages: string[] = [];
  update: SeatUpdate | undefined;
  readonly events: unknown[] = [];
  over: unknown;
  refusals: { code: string; message: string }[] = [];

  readonly send = (message: ServerMessage<unknown>): void => {
    const text = JSON.stringify(message);
    this.messages.push(text);
    const parsed = JSON.parse(text) as ServerMessage;
    if (parsed.type === 'refused') this.refusals.push(parsed);
    else if (parsed.type === 'over') this.over = parsed.outcome;
    else if (parsed.update !== undefined) {
      const fresh = this.update === undefined || parsed.version !== this.update.version;
      this.update = parsed.update;
      if (fresh) this.events.push(...parsed.update.events);
    } else {
      if (this.update === undefined) throw new Error('a patch before any full update');
      if (parsed.version !== this.update.version + 1) throw new Error(`patch to version ${parsed.version} on version ${this.update.version}`);
      this.update = applyPatches(this.update, parsed.patch as never) as SeatUpdate;
      this.events.push(...this.update.events);
    }
  };
}
