/**
 * A fight's first state (FT-4): each side's figures around its own corner of the hexagonal arena,
 * facing the centre, then the first turn's initiative roll.
 */
import { raceById, raceMA } from './content/races.js';
import type { Rng } from '../../core/rng.js';
import { type Hex, HEX_DIRECTIONS, type HexDirection, hexDistance, hexesWithin, hexScale } from '../../core/hex.js';
import { contentPack } from './content/editions.js';
import type { FantasyTripConfig, FantasyTripFigure, FantasyTripItem, FantasyTripState } from './types.js';
import { advance, startTurn } from './rules/turn.js';
import { makeFigure } from './rules/figures.js';

/** The arena corner side `seat` of `players` starts at: corners spread evenly round the hexagon (FT-4). */
export function startCorner(seat: number, players: number): HexDirection {
  return (Math.round((seat * 6) / players) % 6) as HexDirection;
}

/** The hexes a side's figures start on: its corner, one in from the rim, then the hexes around it nearest the centre (FT-4). */
export function startHexes(config: FantasyTripConfig, seat: number): Hex[] {
  const corner = startCorner(seat, config.players);
  const anchor = hexScale(HEX_DIRECTIONS[corner], config.arenaRadius - 1);
  const centre = { q: 0, r: 0 };
  // The corner hex and its six neighbours, all inside the arena: room for the six figures a side
  // may field, never shared with another side's group. Groups at neighbouring corners can touch
  // (hexes next to each other) only in a radius-4 arena with 4 or more sides.
  return hexesWithin(anchor, 1)
    .sort((a, b) => hexDistance(a, anchor) - hexDistance(b, anchor) || hexDistance(a, centre) - hexDistance(b, centre) || a.q - b.q || a.r - b.r);
}

export function setup(config: FantasyTripConfig, rng: Rng): FantasyTripState {
  const pack = contentPack(config.edition);
  const figures: FantasyTripFigure[] = [];
  const items: FantasyTripItem[] = [];
  config.sides.forEach((side, seat) => {
    const hexes = startHexes(config, seat);
    const facing = ((startCorner(seat, config.players) + 3) % 6) as HexDirection;
    side.forEach((build, i) => {
      const id = figures.length;
      const armor = build.armor === null ? null : pack.armors[build.armor]!;
      figures.push(
        makeFigure({
          id,
          side: seat,
          name: build.name,
          st: build.st,
          dx: build.dx,
          iq: build.iq,
          // An elf keeps its speed in light armour (FT-52).
          ma: raceMA(raceById(build.race ?? 'human')!, build.armor, armor === null ? 10 : armor.ma),
          armor: build.armor,
          at: hexes[i] as Hex,
          facing,
          hexes: 1,
          spells: build.spells,
          creature: null,
          creation: null,
          acted: false,
        }),
      );
      // A wizard that knows the Staff spell begins with its staff charged (FT-45).
      const charges = build.spells.includes('staff');
      build.weapons.forEach((ref, k) =>
        items.push({ id: items.length, kind: 'weapon', ref, holder: id, state: k === 0 ? 'ready' : 'slung', at: null, reload: 0, charged: charges && ref === 'staff' ? id : null, cracked: false }),
      );
      if (build.shield !== null) {
        // A two-handed weapon in hand leaves the shield slung (R-04, FT-3).
        const twoHanded = build.weapons.length > 0 && pack.weapons[build.weapons[0] as string]!.twoHanded;
        items.push({ id: items.length, kind: 'shield', ref: build.shield, holder: id, state: twoHanded ? 'slung' : 'ready', at: null, reload: 0, charged: null, cracked: false });
      }
    });
  });
  const state: FantasyTripState = {
    config,
    figures,
    items,
    terrain: [],
    turn: { number: 0, phase: 'initiative', initiative: null, order: [], mover: 0, moving: null, from: null, queue: [], next: 0, retreats: [], renewals: [], asking: null },
    survivors: null,
    events: [],
  };
  startTurn(state, 1, rng);
  advance(state, rng);
  return state;
}
