/**
 * Helpers for GRID Traveler rule tests: a game set up with a fixed seed, turns and fights put
 * where a test wants them, cruisers placed, cards handed out, and actions played with scripted
 * dice.
 */
import { expect } from 'vitest';
import { createRng, scriptedPosition, scriptedRng } from '../../src/core/rng.js';
import { gridTraveler, type GridCardKind, type GridCombat, type GridFightKind, type GridStage, type GridTravelerAction, type GridTravelerConfig, type GridTravelerEvent, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { tileAt } from '../../src/games/grid-traveler/rules/board.js';
import { reveal } from '../../src/games/grid-traveler/rules/cards.js';

/** A set-up game of `players`, made plain and mutable. */
export function newGame(players = 2, config: Partial<GridTravelerConfig> = {}, seed = 1): GridTravelerState {
  const parsed = gridTraveler.parseConfig({ ...gridTraveler.defaultConfig(players), ...config, players });
  return gridTraveler.clone(gridTraveler.setup(parsed, createRng(seed)));
}

/** Makes it `seat`'s regular turn at `stage`: phase `turns`, no fights, a fresh turn. */
export function atTurn(state: GridTravelerState, seat: number, stage: GridStage): void {
  state.phase = 'turns';
  state.combats = [];
  state.combatIndex = 0;
  state.immediate = null;
  state.orderIndex = state.order.indexOf(seat);
  state.turn = { seat, stage, moves: 0, heading: null, maneuver: true, scanned: false, traded: false, trade: null };
  state.seats[seat]!.launched = true;
}

/** Puts `seat`'s cruiser on tile (x, y), on a body's ring if `orbit` is given. */
export function put(state: GridTravelerState, seat: number, x: number, y: number, orbit?: { body: number; steps: number }): void {
  const me = state.seats[seat]!;
  me.position = { tile: tileAt(state.config.board, x, y), orbit: orbit === undefined ? null : { ...orbit } };
  me.launched = true;
}

/**
 * Moves a card of this design from wherever it lies outside a hand (a deck, a discard, a supply
 * deck — with its cube going to the discard pile — or the removed pile) into `seat`'s hand,
 * known to the seat. Returns its id.
 */
export function give(state: GridTravelerState, seat: number, kind: GridCardKind, name: string): number {
  const piles: number[][] = [state.decks.magick, state.decks.ditfoi, state.decks.whisper, state.discards.magick, state.discards.whisper, state.removed];
  for (const pile of piles) {
    const at = pile.findIndex((id) => state.cards[id]!.kind === kind && state.cards[id]!.name === name);
    if (at >= 0) return take(state, seat, pile.splice(at, 1)[0]!);
  }
  for (const supply of state.supply) {
    const at = supply.deck.findIndex((id) => state.cards[id]!.kind === kind && state.cards[id]!.name === name);
    if (at >= 0) {
      supply.cubes--;
      state.cubeDiscard++;
      return take(state, seat, supply.deck.splice(at, 1)[0]!);
    }
  }
  throw new Error(`no ${kind} ${name} left outside the hands`);
}

function take(state: GridTravelerState, seat: number, id: number): number {
  state.seats[seat]!.hand[state.cards[id]!.kind].push(id);
  reveal(state, id, [seat]);
  return id;
}

/** Puts a fight in progress with these members in this order, in its combat turn, member 0 to act. */
export function inFight(state: GridTravelerState, kind: GridFightKind, members: number[], body: number | null = null): GridCombat {
  const combat: GridCombat = { kind, body, members: [...members], next: 0, afterDitfoi: false, retreat: null, attack: null, revealed: state.seats.map(() => []), turns: 0, fought: false };
  state.combats = [combat];
  state.combatIndex = 0;
  state.immediate = null;
  state.phase = 'combat';
  state.turn = null;
  state.orderIndex = -1;
  return combat;
}

/** `gridTraveler.reduce` with exactly these dice: every one must be drawn. */
export function play(state: GridTravelerState, action: GridTravelerAction, dice: number[] = []): GridTravelerState {
  const rng = scriptedRng(dice);
  const next = gridTraveler.reduce(state, action, rng);
  expect(scriptedPosition(rng), 'every scripted die is drawn').toBe(dice.length);
  return gridTraveler.clone(next);
}

/** The state's events of one type. */
export function eventsOf<T extends GridTravelerEvent['type']>(state: { events: readonly GridTravelerEvent[] }, type: T): Extract<GridTravelerEvent, { type: T }>[] {
  return state.events.filter((e): e is Extract<GridTravelerEvent, { type: T }> => e.type === type);
}
