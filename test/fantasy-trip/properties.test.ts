/**
 * Properties of random legal play (fast-check, seeded): random fights of 2–3 sides of 1–3 figures
 * each, played through `fantasyTrip.reduce` by a random player that prefers stepping and attacking.
 *
 * - S-92/S-93 ledger: the hits a figure has taken always equal the sum of its `damaged` events'
 *   hits, and each such event is at least 0 and at most the damage rolled.
 * - FT-7 caps: a figure never moves more hexes in a turn than its option allows (full MA, half MA,
 *   2, 1 or 0), and its `moved` count matches its `moved` events.
 * - S-11: no figure attacks after moving more than half its MA that turn.
 * - Every state reached is a valid state (parseState accepts it), figures never share a hex, no
 *   item appears or vanishes and a broken one stays broken; every attack is by a figure with an
 *   attacking option, on an enemy in a front hex (or straight ahead 2 hexes for a jab), at most
 *   once a turn.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, type Rng } from '../../src/index.js';
import { contentPack, fantasyTrip, type FantasyTripAction, type FantasyTripFigureBuild, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { HEX_DIRECTIONS, hexAdd, hexDistance, hexEquals, hexNeighbor, hexScale, type HexDirection } from '../../src/core/hex.js';
import { frontHexes } from '../../src/games/fantasy-trip/rules/geometry.js';
import { SEED, capOf, expectValid } from './harness.js';

const POOL: readonly Omit<FantasyTripFigureBuild, 'name'>[] = [
  { st: 12, dx: 12, iq: 8, weapons: ['broadsword', 'dagger'], armor: 'leather', shield: 'small-shield', spells: [] },
  { st: 11, dx: 13, iq: 8, weapons: ['shortsword'], armor: null, shield: 'large-shield', spells: [] },
  { st: 14, dx: 10, iq: 8, weapons: ['two-handed-sword', 'mace'], armor: 'chainmail', shield: 'small-shield', spells: [] },
  { st: 16, dx: 8, iq: 8, weapons: ['battleaxe', 'club'], armor: 'plate', shield: null, spells: [] },
  { st: 9, dx: 15, iq: 8, weapons: ['rapier', 'dagger'], armor: 'cloth', shield: null, spells: [] },
  { st: 13, dx: 11, iq: 8, weapons: [], armor: null, shield: null, spells: [] },
  { st: 10, dx: 14, iq: 8, weapons: ['cutlass', 'javelin', 'dagger'], armor: 'leather', shield: null, spells: [] },
  { st: 13, dx: 11, iq: 8, weapons: ['halberd', 'dagger'], armor: 'leather', shield: 'small-shield', spells: [] },
  { st: 11, dx: 13, iq: 8, weapons: ['spear'], armor: 'cloth', shield: null, spells: [] },
];

const MAX_ACTIONS = 1_500;
const RUNS = 40;

interface Trace {
  readonly ledger: string[];
  readonly caps: string[];
  readonly halfMA: string[];
  readonly other: string[];
  readonly attacks: number;
  readonly steps: number;
  readonly over: boolean;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(0, items.length - 1)] as T;
}

/** The direction from `figure` that brings it nearest the nearest fighting enemy. */
function toward(state: FantasyTripState, id: number): HexDirection | null {
  const figure = state.figures[id]!;
  const enemies = state.figures.filter((f) => f.side !== figure.side && f.condition === 'fighting');
  if (enemies.length === 0) return null;
  const target = enemies.reduce((best, f) => (hexDistance(figure.at, f.at) < hexDistance(figure.at, best.at) ? f : best));
  let best: HexDirection = 0;
  for (const d of [1, 2, 3, 4, 5] as const) {
    if (hexDistance(hexNeighbor(figure.at, d), target.at) < hexDistance(hexNeighbor(figure.at, best), target.at)) best = d;
  }
  return best;
}

/**
 * A random player that leans towards a fight: it mostly picks an attacking option, steps toward
 * the nearest enemy while it can, ends its move facing it, and attacks when it can. Every choice
 * is still one of the legal actions, and every kind of legal action keeps a chance.
 */
function choose(rng: Rng, state: FantasyTripState, legal: readonly FantasyTripAction[]): FantasyTripAction {
  const moving = state.turn.moving;
  const roll = rng.int(1, 10);
  const begins = legal.filter((a) => a.type === 'begin' && (a.option === 'charge' || a.option === 'shiftAttack'));
  if (begins.length > 0 && roll > 4) return pick(rng, begins);
  if (moving !== null) {
    const way = toward(state, moving);
    const steps = legal.filter((a) => a.type === 'step');
    const closer = steps.filter((a) => a.type === 'step' && a.direction === way);
    if (closer.length > 0 && roll > 3) return closer[0]!;
    if (steps.length > 0 && roll > 5) return pick(rng, steps);
    const face = legal.find((a) => a.type === 'end' && a.facing === way);
    if (face !== undefined && roll > 2) return face;
  }
  const attacks = legal.filter((a) => a.type === 'attack');
  if (attacks.length > 0 && roll > 1) return pick(rng, attacks);
  return pick(rng, legal);
}

const cache = new Map<string, Trace>();
/** Every kind of event the random fights produced. */
const kinds = new Set<string>();

function play(seed: number, sides: readonly (readonly number[])[]): Trace {
  const key = JSON.stringify([seed, sides]);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const trace = { ledger: [] as string[], caps: [] as string[], halfMA: [] as string[], other: [] as string[], attacks: 0, steps: 0, over: false };
  const config = fantasyTrip.parseConfig({
    players: sides.length,
    arenaRadius: 4,
    turnLimit: 20,
    sides: sides.map((side) => side.map((b, i) => ({ name: `F${i}`, ...POOL[b]! }))),
  });
  const rng = createRng(seed);
  const chooser = createRng(seed ^ 0x2545f491);
  let state: FantasyTripState = fantasyTrip.setup(config, rng);
  const items = state.items.length;
  const damage = new Map<number, number>();
  const moved = new Map<number, number>();
  const cap = new Map<number, number>();
  const option = new Map<number, string>();
  const attacksThisTurn = new Map<number, number>();
  const broken = new Set<number>();

  const observe = (s: FantasyTripState, at: number): void => {
    // FT-43: after a blow from outside misses a figure in a hand-to-hand pile, the attacker rolls
    // again at the others in that pile, friends last, within the same action.
    const pileOfAction = new Map<number, { q: number; r: number }>();
    for (const e of s.events) {
      switch (e.type) {
        case 'turnStarted':
          moved.clear();
          cap.clear();
          option.clear();
          attacksThisTurn.clear();
          break;
        case 'optionChosen': {
          const f = s.figures[e.figure]!;
          cap.set(e.figure, capOf(e.option, f.ma, f.engagedAtStart));
          option.set(e.figure, e.option);
          break;
        }
        case 'moved': {
          const n = (moved.get(e.figure) ?? 0) + e.hexes;
          moved.set(e.figure, n);
          trace.steps += 1;
          if (n > (cap.get(e.figure) ?? -1)) trace.caps.push(`action ${at}: figure ${e.figure} moved ${n} hexes with a cap of ${cap.get(e.figure)}`);
          break;
        }
        case 'attacked': {
          trace.attacks += 1;
          const f = s.figures[e.figure]!;
          const half = Math.max(1, Math.floor(f.ma / 2));
          if ((moved.get(e.figure) ?? 0) > half) trace.halfMA.push(`action ${at}: figure ${e.figure} attacked after moving ${moved.get(e.figure)} of MA ${f.ma}`);
          // S-37/FT-12: the target stands in a front hex, or two hexes straight ahead for a jab.
          // (An attack moves nobody, so the positions after the action are those it was made from.)
          const t = s.figures[e.target]!;
          const pile = pileOfAction.get(e.figure);
          if (pile !== undefined) {
            if (!hexEquals(pile, t.at)) trace.other.push(`action ${at}: figure ${e.figure} struck into a pile outside the first target's hex`);
            break;
          }
          pileOfAction.set(e.figure, t.at);
          const fronts = frontHexes(f.at, f.facing);
          const ahead = hexAdd(f.at, hexScale(HEX_DIRECTIONS[f.facing], 2));
          const jabs = e.weapon !== null && contentPack(s.config.edition).weapons[e.weapon]!.jabs;
          // In hand-to-hand the foe is in the attacker's own hex (its posture may have changed since, if the foe fell).
          const inHth = hexEquals(f.at, t.at);
          if (!inHth && !fronts.some((x) => hexEquals(x, t.at)) && !(jabs && hexEquals(ahead, t.at))) trace.other.push(`action ${at}: figure ${e.figure} attacked figure ${e.target}, not in front of it`);
          if (t.side === f.side) trace.other.push(`action ${at}: figure ${e.figure} attacked a friend`);
          const count = (attacksThisTurn.get(e.figure) ?? 0) + 1;
          attacksThisTurn.set(e.figure, count);
          if (count > 1) trace.other.push(`action ${at}: figure ${e.figure} attacked twice in a turn`);
          const declared = option.get(e.figure);
          if (declared !== 'charge' && declared !== 'shiftAttack' && declared !== 'hthAttack') trace.other.push(`action ${at}: figure ${e.figure} attacked with option ${declared}`);
          break;
        }
        case 'damaged':
          damage.set(e.figure, (damage.get(e.figure) ?? 0) + e.hits);
          if (e.hits < 0 || e.hits > e.rolled || e.stopped < 0 || e.hits + e.stopped !== e.rolled) trace.ledger.push(`action ${at}: bad damaged event ${JSON.stringify(e)}`);
          break;
        case 'itemBroken':
          broken.add(e.item);
          kinds.add(e.type);
          break;
        default:
          kinds.add(e.type);
          break;
      }
    }
    for (const f of s.figures) {
      if (f.hits !== (damage.get(f.id) ?? 0)) trace.ledger.push(`action ${at}: figure ${f.id} has ${f.hits} hits, its damaged events sum to ${damage.get(f.id) ?? 0}`);
      if (s.turn.phase !== 'initiative' && s.turn.phase !== 'over' && f.moved !== (moved.get(f.id) ?? 0)) trace.caps.push(`action ${at}: figure ${f.id} moved ${f.moved}, its events say ${moved.get(f.id) ?? 0}`);
    }
    if (s.items.length !== items) trace.other.push(`action ${at}: ${s.items.length} items, started with ${items}`);
    for (const id of broken) if (s.items[id]!.state !== 'broken') trace.other.push(`action ${at}: broken item ${id} is ${s.items[id]!.state}`);
    // Two fighting figures share a hex only in hand-to-hand (FT-18); a body may lie where it fell.
    for (const f of s.figures) {
      for (const g of s.figures) {
        if (g.id <= f.id || !hexEquals(f.at, g.at)) continue;
        const allowed = (f.posture === 'hth' && g.posture === 'hth') || f.condition !== 'fighting' || g.condition !== 'fighting';
        if (!allowed) trace.other.push(`action ${at}: figures ${f.id} and ${g.id} share a hex`);
      }
    }
  };

  observe(state, 0);
  for (let n = 1; n <= MAX_ACTIONS && !fantasyTrip.isOver(state); n++) {
    const [player] = fantasyTrip.actors(state);
    if (player === undefined) {
      trace.other.push(`action ${n}: nobody may act in a fight that is not over`);
      break;
    }
    const legal = fantasyTrip.legalActions(state, player);
    if (legal.length === 0) {
      trace.other.push(`action ${n}: the acting seat ${player} has no legal action`);
      break;
    }
    state = fantasyTrip.reduce(state, choose(chooser, state, legal), rng);
    observe(state, n);
    if (n % 100 === 0) expectValid(state);
  }
  expectValid(state);
  trace.over = fantasyTrip.isOver(state);
  cache.set(key, trace);
  return trace;
}

const fights = fc.tuple(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.array(fc.array(fc.nat({ max: POOL.length - 1 }), { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 3 }),
);

describe('random legal play', () => {
  it('S-92/S-93: hits taken always equal the sum of the figure\'s damaged events\' hits', () => {
    fc.assert(
      fc.property(fights, ([seed, sides]) => {
        expect(play(seed, sides).ledger).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('FT-7: a figure never moves more than its option\'s cap in a turn', () => {
    fc.assert(
      fc.property(fights, ([seed, sides]) => {
        expect(play(seed, sides).caps).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('S-11: no figure attacks after moving more than half its MA', () => {
    fc.assert(
      fc.property(fights, ([seed, sides]) => {
        expect(play(seed, sides).halfMA).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('FT-9/FT-16/S-37: states stay valid, figures never share a hex, items are conserved, only attacking options attack', () => {
    let attacks = 0;
    let steps = 0;
    let over = 0;
    fc.assert(
      fc.property(fights, ([seed, sides]) => {
        const trace = play(seed, sides);
        attacks += trace.attacks;
        steps += trace.steps;
        over += trace.over ? 1 : 0;
        expect(trace.other).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The random play really exercised what the properties are about.
    expect(attacks).toBeGreaterThan(RUNS * 10);
    expect(steps).toBeGreaterThan(RUNS * 10);
    expect(over).toBe(RUNS);
    for (const kind of ['knockedDown', 'stoodUp', 'unconscious', 'retreated', 'itemDropped', 'itemReadied', 'disengaged', 'fightEnded']) expect(kinds).toContain(kind);
  });
});
