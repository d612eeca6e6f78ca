/**
 * `describeAction` labels name hexes and directions as a player reads them off the text map of
 * `describeView` (issue 22): over seeded random fights, no label of any legal action shows a bare
 * "direction N", "hex N", "item N", "figure N" or an axial coordinate pair; and a step and a stop
 * read as compass directions and map labels.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { fantasyTrip, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { DIRECTION_NAMES, hexLabel } from '../../src/games/fantasy-trip/describe.js';
import { Fight, h } from './harness.js';

const RAW = /direction \d|hex \d|item \d|figure \d|\(-?\d+, ?-?\d+\)|off the map/;

function randomFight(seed: number): FantasyTripState {
  const config = fantasyTrip.parseConfig({
    players: 3,
    arenaRadius: 4,
    turnLimit: 12,
    sides: [
      [{ name: 'Ana', st: 12, dx: 12, iq: 8, weapons: ['broadsword', 'dagger'], armor: 'leather', shield: 'small-shield' }],
      [{ name: 'Wiz', st: 9, dx: 11, iq: 12, weapons: ['dagger'], spells: ['fireball', 'summon-wolf', 'blur', 'clumsiness'] }],
      [{ name: 'Cal', st: 11, dx: 13, iq: 8, weapons: ['shortsword', 'javelin', 'horse-bow'] }],
    ],
  });
  return fantasyTrip.setup(config, createRng(seed));
}

describe('describeAction labels (issue 22)', () => {
  it('never shows raw numbers over seeded random fights', () => {
    let labels = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createRng(seed);
      const chooser = createRng(seed * 7919);
      let state = randomFight(seed);
      for (let i = 0; i < 400 && !fantasyTrip.isOver(state); i++) {
        const seat = fantasyTrip.actors(state)[0]!;
        const legal = fantasyTrip.legalActions(state, seat);
        for (const action of legal) {
          const label = fantasyTrip.describeAction(state, action);
          labels++;
          expect(label, JSON.stringify(action)).not.toMatch(RAW);
        }
        state = fantasyTrip.reduce(state, legal[chooser.int(0, legal.length - 1)]!, rng);
      }
    }
    expect(labels).toBeGreaterThan(1000);
  });

  it('the combat log names hexes as the map does, never as coordinates', () => {
    let hexLines = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createRng(seed);
      const chooser = createRng(seed * 7919);
      let state = randomFight(seed);
      for (let i = 0; i < 400 && !fantasyTrip.isOver(state); i++) {
        const legal = fantasyTrip.legalActions(state, fantasyTrip.actors(state)[0]!);
        state = fantasyTrip.reduce(state, legal[chooser.int(0, legal.length - 1)]!, rng);
        for (const event of state.events) {
          const line = fantasyTrip.describeEvent(event);
          expect(line, JSON.stringify(event)).not.toMatch(RAW);
          if (/ [A-I]\d+\b/.test(line)) hexLines++;
        }
      }
    }
    expect(hexLines).toBeGreaterThan(100);
  });

  it('a move reads with the hex label of its arena', () => {
    const f = new Fight({ sides: [[{ name: 'Ana', weapons: ['broadsword'] }], [{ name: 'Bo', weapons: ['broadsword'] }]], initiative: [6, 1], place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(4, 0), facing: 3 } } });
    f.initiative(true);
    f.begin(0, 'move');
    f.step(0);
    expect(f.last.map((e) => fantasyTrip.describeEvent(e))).toContain('Ana moves to H17.');
  });

  it('names a step by compass direction and the hex it leads to, and a stop by hex and facing', () => {
    // Default radius-7 arena: the centre is H15, the hex east of it H17, south-east I16.
    expect(hexLabel(h(0, 0), 7)).toBe('H15');
    expect(hexLabel(h(1, 0), 7)).toBe('H17');
    expect(hexLabel(h(0, 1), 7)).toBe('I16');
    expect(hexLabel(h(0, -7), 7)).toBe('A8');
    expect(hexLabel(h(-7, 7), 7)).toBe('O8');
    expect(hexLabel(h(-7, 0), 7)).toBe('H1');
    expect(DIRECTION_NAMES).toEqual(['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east']);
    const f = new Fight({ sides: [[{ name: 'Ana', weapons: ['broadsword'] }], [{ name: 'Bo', weapons: ['broadsword'] }]], initiative: [6, 1], place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(4, 0), facing: 3 } } });
    f.initiative(true);
    f.begin(0, 'move');
    const labels = f.legal().map((a) => fantasyTrip.describeAction(f.state, a));
    expect(labels).toContain('Ana: step east to H17');
    expect(labels).toContain('Ana: step south-east to I16');
    expect(labels).toContain('Ana: stop at H15, facing north-west');
    f.step(0);
    expect(f.legal().map((a) => fantasyTrip.describeAction(f.state, a))).toContain('Ana: stop at H17, facing east');
  });
});
