/**
 * Builds and the arena (FT-3, FT-4, FT-5) and initiative (S-02, FT-6), with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, scriptedRng } from '../../src/index.js';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { Fight, buildConfig, h, type Build } from './harness.js';

function refused(build: Partial<Build>): boolean {
  try {
    buildConfig({ sides: [[{ name: 'A', ...build }], [{ name: 'B' }]] });
    return false;
  } catch (error) {
    return isRuleError(error, 'BAD_CONFIG');
  }
}

describe('FT-3 builds', () => {
  it('FT-3: a human has ST + DX + IQ = 32 with every attribute at least 8', () => {
    expect(refused({ st: 16, dx: 8, iq: 8 })).toBe(false);
    expect(refused({ st: 8, dx: 8, iq: 16 })).toBe(false);
    expect(refused({ st: 13, dx: 12, iq: 8 })).toBe(true); // 33
    expect(refused({ st: 11, dx: 12, iq: 8 })).toBe(true); // 31
    expect(refused({ st: 7, dx: 17, iq: 8 })).toBe(true); // ST below 8
    expect(refused({ st: 17, dx: 7, iq: 8 })).toBe(true); // DX below 8
  });

  it('FT-3: a weapon needs its minimum ST; at most 3 weapons are carried', () => {
    expect(refused({ st: 12, dx: 12, weapons: ['broadsword'] })).toBe(false);
    expect(refused({ st: 11, dx: 13, weapons: ['broadsword'] })).toBe(true);
    expect(refused({ st: 14, dx: 10, weapons: ['battleaxe'] })).toBe(true);
    expect(refused({ st: 15, dx: 9, weapons: ['battleaxe'] })).toBe(false);
    expect(refused({ weapons: ['dagger', 'dagger', 'club'] })).toBe(false);
    expect(refused({ weapons: ['dagger', 'dagger', 'club', 'club'] })).toBe(true);
  });

  it('FT-5: the staff and the thrown rock are not in this version; missile weapons are (FT-19)', () => {
    expect(refused({ weapons: ['staff'] })).toBe(true);
    expect(refused({ weapons: ['thrown-rock'] })).toBe(true);
    expect(refused({ weapons: ['small-bow'] })).toBe(false);
    expect(refused({ weapons: ['light-crossbow'] })).toBe(false);
    expect(refused({ weapons: ['sling'] })).toBe(false);
  });

  it('FT-3: the first weapon is ready and the rest slung; the shield is ready unless that weapon needs both hands', () => {
    const fight = new Fight({
      sides: [
        [
          { name: 'A', weapons: ['broadsword', 'dagger'], shield: 'small-shield' },
          { name: 'C', st: 14, dx: 10, weapons: ['two-handed-sword', 'dagger'], shield: 'large-shield' },
        ],
        [{ name: 'B', weapons: [], shield: 'small-shield' }],
      ],
      initiative: [6, 1],
    });
    expect(fight.carried(0)).toEqual(['broadsword:ready', 'dagger:slung', 'small-shield:ready']);
    expect(fight.carried(1)).toEqual(['two-handed-sword:ready', 'dagger:slung', 'large-shield:slung']);
    expect(fight.carried(2)).toEqual(['small-shield:ready']);
  });

  it('FT-3: MA is 10, less for heavier armour: cloth 10, leather 8, chainmail 6, half-plate 6, plate 6', () => {
    const armours = [null, 'cloth', 'leather', 'chainmail', 'half-plate', 'plate'] as const;
    const fight = new Fight({
      sides: [armours.map((armor, i) => ({ name: `A${i}`, armor })), [{ name: 'B' }]],
      initiative: [6, 1],
    });
    expect(armours.map((_, i) => fight.fig(i).ma)).toEqual([10, 10, 8, 6, 6, 6]);
  });
});

describe('FT-4 arena', () => {
  it('FT-4: each side starts at its own corner of the hexagon, facing the centre', () => {
    const two = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }]], initiative: [6, 1], arenaRadius: 7 });
    expect([two.fig(0).at, two.fig(0).facing]).toEqual([h(6, 0), 3]);
    expect([two.fig(1).at, two.fig(1).facing]).toEqual([h(-6, 0), 0]);
    const three = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }], [{ name: 'C' }]], initiative: [6, 1, 2], arenaRadius: 5 });
    expect([three.fig(0).at, three.fig(0).facing]).toEqual([h(4, 0), 3]);
    expect([three.fig(1).at, three.fig(1).facing]).toEqual([h(-4, 4), 5]);
    expect([three.fig(2).at, three.fig(2).facing]).toEqual([h(0, -4), 1]);
  });
});

describe('S-02 / FT-6 initiative', () => {
  it('S-02/FT-6: each side rolls one die; the highest wins and alone chooses to move first or last', () => {
    const fight = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }]], initiative: [2, 5] });
    expect(fight.logged('initiativeRolled')).toEqual([{ type: 'initiativeRolled', rolls: [2, 5], winner: 1 }]);
    expect(fight.phase).toBe('initiative');
    expect(fantasyTrip.actors(fight.state)).toEqual([1]);
    expect(fantasyTrip.legalActions(fight.state, 1)).toEqual([
      { type: 'initiative', player: 1, moveFirst: true },
      { type: 'initiative', player: 1, moveFirst: false },
    ]);
    expect(fantasyTrip.legalActions(fight.state, 0)).toEqual([]);
    fight.refuse({ type: 'initiative', player: 0, moveFirst: true }, 'NOT_YOUR_TURN');
  });

  it('FT-6: ties among the highest roll again', () => {
    const fight = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }]], initiative: [4, 4, 3, 6] });
    expect(fight.logged('initiativeRolled')).toEqual([
      { type: 'initiativeRolled', rolls: [4, 4], winner: null },
      { type: 'initiativeRolled', rolls: [3, 6], winner: 1 },
    ]);
    expect(fight.state.turn.initiative).toBe(1);
  });

  it('FT-6: a tie below the highest roll is not re-rolled', () => {
    const fight = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }], [{ name: 'C' }]], initiative: [6, 2, 2] });
    expect(fight.logged('initiativeRolled')).toHaveLength(1);
    fight.initiative(true);
    expect(fight.events('moveOrder')).toEqual([{ type: 'moveOrder', order: [0, 1, 2] }]);
  });

  it('FT-6: with three sides, the side that lost the first roll keeps its place when the two highest re-roll', () => {
    // Sides 0 and 1 tie on 5 and re-roll; side 2 rolled 2 and is out of the contest, not out of the turn.
    const first = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }], [{ name: 'C' }]], initiative: [5, 5, 2, 4, 3] });
    expect(first.logged('initiativeRolled').map((e) => e.rolls)).toEqual([
      [5, 5, 2],
      [4, 3, null],
    ]);
    expect(first.state.turn.initiative).toBe(0);
    first.initiative(true);
    expect(first.events('moveOrder')).toEqual([{ type: 'moveOrder', order: [0, 1, 2] }]);

    const last = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }], [{ name: 'C' }]], initiative: [5, 5, 2, 4, 3] });
    last.initiative(false);
    expect(last.events('moveOrder')).toEqual([{ type: 'moveOrder', order: [1, 2, 0] }]);
    // Every side moves its figure this turn.
    // The last one to move starts the action phase: B and C tie on DX outside the initiative side
    // and roll for their order (4, 3); nobody acts, and turn 2 rolls initiative (6, 5, 1).
    for (const figure of [1, 2, 0]) {
      expect(last.actor()).toBe(last.fig(figure).side);
      last.hold(figure, figure === 0 ? [4, 3, 6, 5, 1] : []);
    }
  });

  it('FT-6: the winner moving first moves before the others; moving last, after them', () => {
    const first = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }]], initiative: [1, 6] });
    first.initiative(true);
    expect(first.phase).toBe('movement');
    expect(first.events('moveOrder')).toEqual([{ type: 'moveOrder', order: [1, 0] }]);
    expect(fantasyTrip.actors(first.state)).toEqual([1]);
    expect(first.legal().every((a) => a.type === 'begin' && a.figure === 1)).toBe(true);
    first.refuse({ type: 'begin', player: 0, figure: 0, option: 'move' }, 'NOT_YOUR_TURN');

    const last = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }]], initiative: [1, 6] });
    last.initiative(false);
    expect(last.events('moveOrder')).toEqual([{ type: 'moveOrder', order: [0, 1] }]);
    expect(fantasyTrip.actors(last.state)).toEqual([0]);
    // The side's own figures only; then the other side.
    last.refuse({ type: 'begin', figure: 1, option: 'move' }, 'ILLEGAL_ACTION');
    last.hold(0);
    expect(fantasyTrip.actors(last.state)).toEqual([1]);
  });

  it('S-02: initiative is rolled anew at the start of every turn', () => {
    const fight = new Fight({ sides: [[{ name: 'A' }], [{ name: 'B' }]], initiative: [6, 1] });
    fight.initiative(true);
    fight.hold(0);
    fight.hold(1, [2, 4]); // nobody acts: the turn ends and turn 2 rolls initiative
    expect(fight.turn).toBe(2);
    expect(fight.events('turnStarted')).toEqual([{ type: 'turnStarted', turn: 2 }]);
    expect(fight.events('initiativeRolled')).toEqual([{ type: 'initiativeRolled', rolls: [2, 4], winner: 1 }]);
    expect(fantasyTrip.actors(fight.state)).toEqual([1]);
  });

  it('S-02: setup rolls exactly one die per side when there is no tie', () => {
    const rng = scriptedRng([3, 1, 2, 6]);
    const state = fantasyTrip.setup(buildConfig({ sides: [[{ name: 'A' }], [{ name: 'B' }], [{ name: 'C' }], [{ name: 'D' }]] }), rng);
    expect(state.events.filter((e) => e.type === 'initiativeRolled')).toEqual([{ type: 'initiativeRolled', rolls: [3, 1, 2, 6], winner: 3 }]);
  });
});
