/**
 * The content tables (GT-21…GT-29): the one card the rulebook prints is taken exactly, the deck
 * sizes are what the rulings say, and the board is well formed.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import {
  CRUISERS,
  DITFOI_CARDS,
  DITFOI_COPIES,
  MAGICK_CARDS,
  MAGICK_COPIES,
  MAGICK_TYPES,
  MATERIALS,
  NECRONIANS,
  PERSONAS,
  STANDARD_BOARD,
  WEAKEN,
  WHISPERS,
  WHISPER_COPIES,
  gridTraveler,
  magickById,
} from '../../src/games/grid-traveler/index.js';
import { indexBoard, mayStep, routeTo, stepsTo, tileAt } from '../../src/games/grid-traveler/rules/board.js';

describe('content (GT-21…GT-29)', () => {
  it('Fireball I is the rulebook card exactly: 3 hits, 2 backlash, 3 nanytes, Water, Iron and Carbon, passive shield (GT-S79)', () => {
    expect(magickById('fireball-1')).toMatchObject({ type: 'fireball', hits: 3, backlash: 2, cost: 3, materials: ['water', 'iron', 'carbon'], special: 'passiveShield', sourced: true });
    expect(MAGICK_CARDS.filter((c) => c.sourced).map((c) => c.id)).toEqual(['fireball-1']);
  });

  it('WEAKEN is the rulebook card: −3 skill, 3 million nanytes, 5 turns before it is used again (GT-S78)', () => {
    expect(WEAKEN).toEqual({ skillPenalty: 3, actions: 3, nanytes: 3, cooldown: 5 });
  });

  it('the rulebook names Water, Iron and Carbon; the other five materials are reconstructed (GT-22)', () => {
    expect(MATERIALS.filter((m) => m.sourced).map((m) => m.symbol)).toEqual(['H₂O', 'Fe', 'C']);
    expect(MATERIALS).toHaveLength(8);
  });

  it('the seven Magick types each have two designs, two copies each: 28 cards (GT-25)', () => {
    for (const type of MAGICK_TYPES) expect(MAGICK_CARDS.filter((c) => c.type === type)).toHaveLength(2);
    expect(MAGICK_CARDS.length * MAGICK_COPIES).toBe(28);
    // Every material a card needs is in some body's deck.
    const onBoard = new Set(STANDARD_BOARD.bodies.flatMap((b) => b.materials));
    for (const c of MAGICK_CARDS) for (const m of c.materials) expect(onBoard.has(m)).toBe(true);
  });

  it('decks: 14 DITFOI (none names Damage), 16 Whispers of which 8 Overreach (GT-28, GT-29)', () => {
    expect(DITFOI_CARDS.length * DITFOI_COPIES).toBe(14);
    expect(DITFOI_CARDS).not.toContain('damage');
    expect(WHISPERS.length * WHISPER_COPIES).toBe(16);
    expect(WHISPERS.filter((w) => w.overreach).length * WHISPER_COPIES).toBe(8);
  });

  it('six cruisers of three generations: the first fast and clumsy, the second slow and nimble (GT-23)', () => {
    expect(CRUISERS).toHaveLength(6);
    const gen = (g: number) => CRUISERS.filter((c) => c.generation === g);
    for (const first of gen(1)) for (const second of gen(2)) {
      expect(first.speed).toBeGreaterThan(second.speed);
      expect(first.maneuver).toBeLessThan(second.maneuver);
    }
    for (const third of gen(3)) for (const first of gen(1)) expect(third.maneuver).toBeGreaterThan(first.maneuver);
  });

  it('eight personas and six mentors, enough for six players (GT-24, GT-27)', () => {
    expect(PERSONAS).toHaveLength(8);
    expect(NECRONIANS).toHaveLength(6);
    for (const n of NECRONIANS) expect(n.specialties).toHaveLength(2);
  });

  it('the board: a Star and 8 bodies, each planet and region with 5 materials and a shaded tile facing the Star (GT-21, GT-S04)', () => {
    const [star, ...rest] = STANDARD_BOARD.bodies;
    expect(star!.kind).toBe('star');
    expect(star!.materials).toEqual([]);
    expect(rest).toHaveLength(8);
    for (const b of rest) expect(b.materials).toHaveLength(5);
    const index = indexBoard(STANDARD_BOARD);
    expect(index.sight.every((s) => s.length === 4)).toBe(true);
    expect(STANDARD_BOARD.sightLines).toHaveLength(16);
    // Every shaded tile can be reached from the Star's north exit.
    const exit = index.rings[0]![0]!;
    for (const tile of index.destinations) if (tile !== exit) expect(routeTo(index, exit, tile, 0).length).toBeGreaterThan(0);
  });

  it('the cached step counts agree with the shortest routes, on and off the rings (GT-5, GT-7)', () => {
    const index = indexBoard(STANDARD_BOARD);
    const vesh = index.destinations.find((t) => index.ringOf[t] === 1)!;
    for (let tile = 0; tile < index.size; tile++) {
      if (tile === vesh || index.bodyAt[tile]! >= 0 || index.ringOf[tile]! >= 0) continue;
      expect(stepsTo(index, tile, vesh)).toBe(routeTo(index, tile, vesh, null).length);
    }
    // 13, not the 12 of a short cut across the Star's ring: a cruiser stepping onto it owes a whole orbit (GT-S14; issue 24).
    expect(stepsTo(index, tileAt(STANDARD_BOARD, 14, 14), vesh)).toBe(13);
    // From the Star's north-east ring tile: round to its east exit (1 step), then on.
    const ne = index.rings[0]![1]!;
    expect(stepsTo(index, ne, vesh)).toBe(routeTo(index, ne, vesh, 0).length);
  });

  it('a ring is walked clockwise only and left only from a shaded tile (GT-7)', () => {
    const index = indexBoard(STANDARD_BOARD);
    const ring = index.rings[1]!; // Vesh: shaded SE
    const shadedAt = ring.findIndex((t) => index.shaded[t] === 1);
    const next = ring[(shadedAt + 1) % 8]!;
    const back = ring[(shadedAt + 7) % 8]!;
    expect(mayStep(index, ring[shadedAt]!, next, 1)).toBe(true);
    expect(mayStep(index, ring[shadedAt]!, back, 1)).toBe(false);
    // A ring tile that is not shaded cannot be entered from outside.
    expect(mayStep(index, next + STANDARD_BOARD.width, next, null)).toBe(false);
  });

  it('a set-up game conserves every card: 28 + 14 + 16 + 40 (GT-30)', () => {
    const state = gridTraveler.setup(gridTraveler.defaultConfig(4), createRng(3));
    expect(state.cards).toHaveLength(28 + 14 + 16 + 40);
  });
});
