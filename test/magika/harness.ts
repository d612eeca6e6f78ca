/**
 * Helpers for Magika rule tests: a contest set up from a config, mages put where a test wants them
 * with the statistics it wants, items handed out, and whole turns played from written plans with
 * scripted dice.
 */
import { createRng, scriptedRng, type Rng } from '../../src/core/rng.js';
import { magika, raceById, type MagikaAction, type MagikaConfig, type MagikaMageConfig, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import { artifactIndex, type ArtifactId } from '../../src/games/magika/content/artifacts.js';
import type { SpellCode } from '../../src/games/magika/content/spells.js';
import type { TerrainNumber } from '../../src/games/magika/content/terrain.js';
import { HEX_COUNT, parseHexLabel } from '../../src/games/magika/rules/map.js';
import { reportAll } from '../../src/games/magika/rules/recon.js';

/** The hex a label names (`'y2'`); throws on a label of no hex. */
export function at(label: string): number {
  const hex = parseHexLabel(label);
  if (hex === undefined) throw new Error(`no hex ${label}`);
  return hex;
}

/** A mage config in one call. */
export const mage = (name: string, race: MagikaMageConfig['race'], alignment: MagikaMageConfig['alignment'], lean: 1 | -1 = 1): MagikaMageConfig => ({ name, race, alignment, lean });

/** A map of one terrain everywhere, with some hexes changed: `{ y2: 6 }`. */
export function flatMap(terrain: TerrainNumber, changes: Record<string, TerrainNumber> = {}): TerrainNumber[] {
  const map = new Array<TerrainNumber>(HEX_COUNT).fill(terrain);
  for (const [label, t] of Object.entries(changes)) map[at(label)] = t;
  return map;
}

/** Where {@link contest} leaves the artifacts (one a hex, rows f and g) and the cloaks (row h), out of the tests' way. */
export const PARKED_ARTIFACTS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6'];

/**
 * A contest of these mages on `map` (plains everywhere by default), set up with a fixed seed, then
 * made plain and mutable (`clone`). The artifacts and cloaks are moved out of the way (rows f to
 * h) unless the test puts them somewhere.
 */
export function contest(mages: readonly MagikaMageConfig[], options: { ebon?: boolean; map?: TerrainNumber[]; maxTurns?: number } = {}): MagikaState {
  const config: MagikaConfig = magika.parseConfig({ players: mages.length, ebon: options.ebon ?? false, mages, map: options.map ?? flatMap(3), maxTurns: options.maxTurns ?? 40 });
  const state = magika.clone(magika.setup(config, createRng(1)));
  state.artifacts.forEach((place, i) => {
    place.holder = null;
    place.hex = at(PARKED_ARTIFACTS[i]!);
  });
  for (const cloak of state.cloaks) {
    cloak.holder = null;
    cloak.hex = at(`h${1 + (cloak.id % 8)}`);
  }
  state.events = [];
  return state;
}

/** Puts mage `seat` in the hex `label` with the statistics given. */
export function put(state: MagikaState, seat: number, label: string, stats: Partial<Pick<MagikaState['mages'][number], 'endurance' | 'arcania' | 'skill' | 'aptitude' | 'maxEndurance' | 'maxArcania'>> = {}): void {
  const m = state.mages[seat]!;
  m.hex = at(label);
  Object.assign(m, stats);
}

/** Hands an artifact to a seat, or lays it in a hex (`'k4'`). */
export function placeArtifact(state: MagikaState, id: ArtifactId, where: number | string): void {
  const place = state.artifacts[artifactIndex(id)]!;
  if (typeof where === 'number') {
    place.holder = where;
    place.hex = null;
  } else {
    place.holder = null;
    place.hex = at(where);
  }
}

/** Hands cloak `id` to a seat (donned if asked), or lays it in a hex. */
export function placeCloak(state: MagikaState, id: number, where: number | string, donned = false): void {
  const cloak = state.cloaks.find((c) => c.id === id)!;
  if (typeof where === 'number') {
    cloak.holder = where;
    cloak.hex = null;
    if (donned) state.mages[where]!.donned = id;
  } else {
    cloak.holder = null;
    cloak.hex = at(where);
  }
}

/** The id of the first cloak of `color` (3 per colour, in CLOAK_COLORS order: red 0–2, blue 3–5…). */
export const cloakOf = (color: 'red' | 'blue' | 'yellow' | 'green' | 'orange' | 'violet', k = 0): number => ['red', 'blue', 'yellow', 'green', 'orange', 'violet'].indexOf(color) * 3 + k;

/** Gives a seat exactly these scrolls (numbered 0, 1, …). */
export function setScrolls(state: MagikaState, seat: number, spells: readonly SpellCode[]): void {
  const m = state.mages[seat]!;
  m.scrolls = spells.map((spell, id) => ({ id, spell, permanent: false, keepUntil: 0, readOn: 0 }));
  m.nextScroll = spells.length;
}

/** Remakes every seat's report from the state as it now stands (after a test moved things by hand). */
export function refreshReports(state: MagikaState): void {
  reportAll(state, state.turn - 1);
  state.events = [];
}

const REST: MagikaOrder = { type: 'rest' };

/**
 * Plays one turn: every seat writes the orders given for it (missing phases rest) through `apply`,
 * seat by seat, and the turn resolves with `dice` (a scripted rng by default: no dice expected).
 * Returns the events of the resolution.
 */
export function playTurn(state: MagikaState, plans: Record<number, readonly (MagikaOrder | undefined)[]>, dice: Rng | readonly number[] = []): MagikaState['events'] {
  const rng = Array.isArray(dice) ? scriptedRng(dice as number[]) : (dice as Rng);
  let events: MagikaState['events'] = [];
  for (let seat = 0; seat < state.mages.length; seat++) {
    const plan = plans[seat] ?? [];
    for (let k = state.plans[seat]!.length; k < 5; k++) {
      const order = plan[k] ?? REST;
      magika.apply(state, { ...order, player: seat, phase: (k + 1) as 1 }, rng);
      events = state.events;
    }
  }
  return events;
}

/** The action writing `order` for `seat`'s next phase. */
export function act(state: MagikaState, seat: number, order: MagikaOrder): MagikaAction {
  return { ...order, player: seat, phase: (state.plans[seat]!.length + 1) as 1 } as MagikaAction;
}

/** Events of one type, typed. */
export function eventsOf<T extends MagikaState['events'][number]['type']>(events: MagikaState['events'], type: T): Extract<MagikaState['events'][number], { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<MagikaState['events'][number], { type: T }>[];
}

/**
 * An rng whose every draw is the least value (or the greatest) of its range. Its answers do not
 * depend on how many draws came before, so two worlds that make different numbers of draws for
 * other seats still give a watched seat the same dice (the event-information checks, issue 23).
 */
export function flatRng(end: 'low' | 'high' = 'low'): Rng {
  const rng: Rng = { int: (min, max) => (end === 'low' ? min : max), clone: () => rng, getState: () => [0, 0, 0, 0] };
  return rng;
}

/** Humans (seat 0 Neutral, the others Good) at these hexes, with full Endurance, 100 Arcania, skill 70, nothing carried. */
export function arena(...hexes: string[]): MagikaState {
  const state = contest(hexes.map((_, i) => mage(`M${i}`, 'human', i === 0 ? 'neutral' : 'good')));
  const human = raceById('human')!;
  hexes.forEach((hex, i) => {
    put(state, i, hex, { endurance: human.maxEndurance, maxEndurance: human.maxEndurance, arcania: 100, maxArcania: 100, skill: 70, aptitude: i === 0 ? 10 : 90 });
    setScrolls(state, i, []);
    state.mages[i]!.donned = null;
  });
  return state;
}
