/**
 * Rolling to miss with a missile spell (S-75, FT-42). The weapons' side is in ranged.test.ts; the
 * same roll stands between a missile spell and its target.
 *
 * W (figure 0), a wizard at (-2,0) facing 0; F (figure 1), its friend, at (-1,0) facing 0; B
 * (figure 2) at (1,0) facing 3.
 */
import { describe, expect, it } from 'vitest';
import { HEX_DIRECTIONS, hexAdd, hexDistance, hexesWithin, type Hex, type HexDirection } from '../../src/core/hex.js';
import { shotAngle } from '../../src/games/fantasy-trip/rules/geometry.js';
import { inFrontArc } from '../../src/games/fantasy-trip/rules/ranged.js';
import { h, type Build } from './harness.js';
import { castAt, field, NEXT_TURN } from './wizard-helpers.js';

const WIZARD: Build = { name: 'W', st: 10, dx: 12, iq: 10, weapons: ['staff'], spells: ['magic-fist'] };

function lineUp() {
  const f = field([WIZARD, { name: 'F', st: 13, dx: 11 }], [{ name: 'B', st: 12, dx: 12 }], {
    0: { at: h(-2, 0), facing: 0 },
    1: { at: h(-1, 0), facing: 0 },
    2: { at: h(1, 0), facing: 3 },
  });
  f.move(0, 'cast');
  f.hold(1);
  f.hold(2);
  expect(f.acting()).toBe(0);
  return f;
}

describe('FT-42 missile spells roll past figures in the way', () => {
  it('S-75: a Magic Fist past a friend: at most the DX to hit it misses it, then the spell is cast at the target', () => {
    const f = lineUp();
    // Past F: the DX to cast at F, 12 (facing does not matter for spells); 10 misses. The cast at B: 3 dice 4+4+4 = 12 works;
    // 1 level of Magic Fist: 1d−2, at least 1: a 5 does 3.
    f.act(castAt('magic-fist', 2, 1), [4, 3, 3, 4, 4, 4, 5, ...NEXT_TURN]);
    expect(f.logged('rolledToMiss')).toEqual([{ type: 'rolledToMiss', figure: 0, name: 'W', past: 1, pastName: 'F', dice: [4, 3, 3], adjDX: 12, hit: false, multiplier: 1 }]);
    expect(f.fig(2).hits).toBe(3);
    expect(f.fig(1).hits).toBe(0);
  });

  it('S-75/[W]: 17 on the roll to miss hits the figure in the way at triple damage, and the spell still costs its full ST', () => {
    const f = lineUp();
    // 6+6+5 = 17: F takes the fist: 1d−2 with a 6 → 4, ×3 = 12. W pays 1 ST.
    f.act(castAt('magic-fist', 2, 1), [6, 6, 5, 6, ...NEXT_TURN]);
    expect(f.logged('rolledToMiss').at(-1)).toMatchObject({ past: 1, hit: true, multiplier: 3 });
    expect(f.fig(1).hits).toBe(12);
    expect(f.fig(2).hits).toBe(0);
    expect(f.fig(0).fatigue).toBe(1);
  });
});

/** The facing from `at` that points most nearly at (0,0). */
function facingToward(at: Hex): HexDirection {
  let best: HexDirection = 0;
  for (const d of [1, 2, 3, 4, 5] as const) if (hexDistance(hexAdd(at, HEX_DIRECTIONS[d]), h(0, 0)) < hexDistance(hexAdd(at, HEX_DIRECTIONS[best]), h(0, 0))) best = d;
  return best;
}

describe('FT-19/FT-33 a shield faces a shot and a missile spell alike', () => {
  it('S-82: the shield counts when the line of fire comes in through one of its front hexes, for a spell as for an arrow', () => {
    // Find a hex two away from T (at (0,0) facing 0) whose line enters T's hex through a front hex
    // but lies outside T's 120° front arc: the two tests of "facing the shot" disagree there.
    const at = hexesWithin(h(0, 0), 2).find((x) => hexDistance(x, h(0, 0)) === 2 && shotAngle(x, h(0, 0), 0) === 'front' && !inFrontArc(h(0, 0), 0, x))!;
    expect(at).toBeDefined();
    const stopped = (shooter: Build, act: (f: ReturnType<typeof field>) => void): number => {
      const f = field([shooter], [{ name: 'T', st: 12, dx: 12, shield: 'large-shield' }], { 0: { at, facing: facingToward(at) }, 1: { at: h(0, 0), facing: 0 } });
      f.move(0, shooter.spells?.length ? 'cast' : 'fire');
      f.hold(1);
      act(f);
      return (f.logged('damaged').at(-1) as { stopped: number }).stopped;
    };
    // A longbow: 1d+2, a 6 → 8, the large shield stops 2.
    expect(stopped({ name: 'A', st: 11, dx: 13, weapons: ['longbow'] }, (f) => f.act({ type: 'fire', target: 1 }, [3, 3, 3, 6, ...NEXT_TURN]))).toBe(2);
    // Magic Fist at 3 levels: 3d−6, at least 3: 6+6+6 → 12, the same shield stops 2.
    expect(stopped(WIZARD, (f) => f.act(castAt('magic-fist', 1, 3), [3, 3, 3, 6, 6, 6, ...NEXT_TURN]))).toBe(2);
  });
});
