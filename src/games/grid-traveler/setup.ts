/**
 * Setting up (GT-S01…GT-S06, GT-S10; GT-1, GT-2, GT-18, GT-21, GT-30): the decks made and
 * shuffled (the Magick deck, cruisers, personas and mentors from the config's own `decks`,
 * GT-23 … GT-27), each planet's and region's face-down material deck and its cubes, every
 * player dealt a persona, a cruiser and a Necronian (its own choices first, the rest at random),
 * Health and nanytes full, every cruiser on the Star, player one found by the D8, and the first
 * turn begun.
 */
import type { Rng } from '../../core/rng.js';
import { shuffleInPlace } from '../../core/deck.js';
import { COMPONENTS } from './content/cruisers.js';
import { DITFOI_CARDS, DITFOI_COPIES } from './content/ditfoi.js';
import { WHISPERS, WHISPER_COPIES } from './content/whispers.js';
import { tileAt } from './rules/board.js';
import { endTurn, orderByD8 } from './rules/flow.js';
import { maxHealth, maxNanytes } from './rules/numbers.js';
import type { GridCard, GridSeat, GridTravelerConfig, GridTravelerState } from './types.js';

/** Deals one id per seat: the seat's own choice, else one drawn from those nobody chose or was dealt (GT-2). */
function deal(ids: readonly string[], chosen: readonly (string | undefined)[], players: number, rng: Rng): string[] {
  const left = shuffleInPlace(ids.filter((id) => !chosen.includes(id)), rng);
  return Array.from({ length: players }, (_, seat) => chosen[seat] ?? left.pop()!);
}

/** A new game (DESIGN §2). */
export function setup(config: GridTravelerConfig, rng: Rng): GridTravelerState {
  const board = config.board;
  const cards: GridCard[] = [];
  const make = (card: GridCard, copies: number): number[] =>
    Array.from({ length: copies }, () => {
      cards.push({ ...card });
      return cards.length - 1;
    });
  const decks = config.decks;
  const magick = shuffleInPlace(decks.magick.flatMap((entry) => make({ kind: 'magick', name: entry.card.id, origin: null }, entry.copies)), rng);
  const ditfoi = shuffleInPlace(DITFOI_CARDS.flatMap((c) => make({ kind: 'ditfoi', name: c, origin: null }, DITFOI_COPIES)), rng);
  const whisper = shuffleInPlace(WHISPERS.flatMap((w) => make({ kind: 'whisper', name: w.id, origin: null }, WHISPER_COPIES)), rng);
  // Each body's deck and as many cubes (GT-S04); the Star has none.
  const supply = board.bodies.map((body, b) => {
    const deck = shuffleInPlace(body.materials.flatMap((m) => make({ kind: 'material', name: m, origin: b }, 1)), rng);
    return { cubes: deck.length, deck };
  });
  const choices = Array.from({ length: config.players }, (_, seat) => config.seats[seat] ?? {});
  const personas = deal(decks.personas.map((p) => p.id), choices.map((c) => c.persona), config.players, rng);
  const cruisers = deal(decks.cruisers.map((c) => c.id), choices.map((c) => c.cruiser), config.players, rng);
  const necronians = deal(decks.necronians.map((n) => n.id), choices.map((c) => c.necronian), config.players, rng);
  const star = tileAt(board, board.bodies[0]!.x, board.bodies[0]!.y);
  const seats: GridSeat[] = personas.map((persona, seat) => {
    const partial = { persona, cruiser: cruisers[seat]!, necronian: necronians[seat]! };
    const me: GridSeat = {
      ...partial,
      position: { tile: star, orbit: null },
      launched: false,
      health: 0,
      nanytes: 0,
      tracks: Object.fromEntries(COMPONENTS.map((c) => [c, { red: 0, yellow: 0 }])) as GridSeat['tracks'],
      damage: 0,
      hand: { magick: [], material: [], whisper: [], ditfoi: [] },
      collectedAt: null,
      effects: [],
      weakenFrom: 1,
      out: null,
    };
    me.health = maxHealth({ config }, me);
    me.nanytes = maxNanytes({ config }, me);
    return me;
  });
  const state: GridTravelerState = {
    config,
    cards,
    decks: { magick, ditfoi, whisper },
    discards: { magick: [], whisper: [] },
    removed: [],
    supply,
    cubeDiscard: 0,
    seats,
    known: cards.map(() => 0),
    mixed: seats.map(() => []),
    order: [],
    round: 1,
    phase: 'turns',
    combats: [],
    combatIndex: 0,
    immediate: null,
    orderIndex: -1,
    turn: null,
    end: null,
    events: [],
  };
  // Player one rolls lowest on the D8; play goes on clockwise, in seat order (GT-S02, GT-1).
  const first = orderByD8(state, rng, seats.map((_, i) => i))[0]!;
  (state as { order: readonly number[] }).order = seats.map((_, i) => (first + i) % seats.length);
  state.events.push({ type: 'setupDone', audience: null, order: [...state.order] });
  state.events.push({ type: 'roundStarted', audience: null, round: 1 });
  endTurn(state, rng);
  return state;
}
