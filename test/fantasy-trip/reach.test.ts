/**
 * `fantasyTripReach` (issue 22): the hexes a figure may end its move in, with the MA spent, agree
 * with an exhaustive search of the legal `step` and `end` actions through the public `reduce`.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/index.js';
import { fantasyTrip, fantasyTripReach, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { hexDistance } from '../../src/core/hex.js';
import { Fight, h } from './harness.js';

/** Every hex where `figure` may legally stop, with the least MA spent, by trying every order of steps. */
function oracle(state: FantasyTripState, figure: number): Map<string, number> {
  const out = new Map<string, number>();
  const visit = (s: FantasyTripState): void => {
    const f = s.figures[figure]!;
    const key = `${f.at.q},${f.at.r}`;
    if (s.turn.moving !== figure) {
      out.set(key, Math.min(out.get(key) ?? Infinity, f.moved));
      return;
    }
    const legal = fantasyTrip.legalActions(s, fantasyTrip.actors(s)[0]!);
    if (legal.some((a) => a.type === 'end')) out.set(key, Math.min(out.get(key) ?? Infinity, f.moved));
    for (const a of legal) if (a.type === 'step') visit(fantasyTrip.reduce(s, a, scriptedRng([])));
  };
  visit(state);
  return out;
}

function asMap(state: FantasyTripState, figure: number): Map<string, number> {
  return new Map(fantasyTripReach(state, figure).map((r) => [`${r.at.q},${r.at.r}`, r.cost]));
}

const fighter = { weapons: ['broadsword'], armor: 'leather' };

describe('fantasyTripReach (issue 22)', () => {
  it('a charge in the open reaches every hex within half MA, at its distance', () => {
    const f = new Fight({ sides: [[{ name: 'Ana', ...fighter }], [{ name: 'Bo', ...fighter }]], initiative: [6, 1], place: { 0: { at: h(-4, 0), facing: 0 }, 1: { at: h(6, 0), facing: 3 } } });
    f.initiative(true);
    expect(fantasyTripReach(f.state, 0)).toEqual([]); // not moving yet, and no option given
    const before = JSON.stringify(f.state);
    const planned = fantasyTripReach(f.state, 0, 'charge');
    expect(JSON.stringify(f.state)).toBe(before);
    f.begin(0, 'charge');
    const reach = fantasyTripReach(f.state, 0);
    expect(reach).toEqual(planned);
    const half = Math.floor(f.fig(0).ma / 2);
    expect(reach.every((r) => r.cost === hexDistance(r.at, h(-4, 0)) && r.cost <= half && !r.chance)).toBe(true);
    expect(asMap(f.state, 0)).toEqual(oracle(f.state, 0));
  });

  it('stops where an enemy engages the figure', () => {
    const f = new Fight({ sides: [[{ name: 'Ana', ...fighter }], [{ name: 'Bo', ...fighter }]], initiative: [6, 1], place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } } });
    f.initiative(true);
    f.begin(0, 'charge');
    const reach = asMap(f.state, 0);
    expect(reach).toEqual(oracle(f.state, 0));
    // Nothing past Bo's front hexes: the hex behind him is within 5 but not reachable through them.
    expect(reach.has('4,0')).toBe(false);
    expect(reach.get('2,0')).toBe(2);
  });

  it('goes on from the middle of a move', () => {
    const f = new Fight({ sides: [[{ name: 'Ana', ...fighter }], [{ name: 'Bo', ...fighter }, { name: 'Cy', ...fighter }]], initiative: [6, 1], place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, -2), facing: 2 }, 2: { at: h(-2, 3), facing: 5 } } });
    f.initiative(true);
    f.begin(0, 'move');
    f.step(0);
    f.step(0);
    f.step(0);
    f.step(0);
    f.step(0);
    const reach = asMap(f.state, 0);
    expect(reach).toEqual(oracle(f.state, 0));
    expect(Math.min(...reach.values())).toBe(5);
    expect(reach.size).toBeGreaterThan(6);
  });
  it('a body costs 3 hexes by the careful step (FT-9), and the quick hop is a chance at 1 (FT-55)', () => {
    const f = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'T', st: 13, dx: 11 }, { name: 'D' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(-6, 6), facing: 0 }, 2: { at: h(1, 0), facing: 3, hits: 13, out: 'dead' } },
    });
    f.initiative(true);
    f.begin(0, 'charge');
    const reach = fantasyTripReach(f.state, 0);
    const onBody = reach.find((r) => r.at.q === 1 && r.at.r === 0)!;
    expect(onBody).toEqual({ at: h(1, 0), cost: 1, chance: true });
    // Every hex a sure path reaches agrees with the exhaustive search over careful steps.
    const sure = oracle(f.state, 0);
    for (const r of reach) if (!r.chance) expect(sure.get(`${r.at.q},${r.at.r}`), `${r.at.q},${r.at.r}`).toBe(r.cost);
    expect(reach.filter((r) => !r.chance).length).toBeGreaterThan(20);
  });
});
