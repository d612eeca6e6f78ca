import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { fantasyTrip, standardFighter, type FantasyTripFigureBuild } from '../../src/games/fantasy-trip/index.js';
import { hexDistance, hexEquals } from '../../src/index.js';

/** A few builds, so random fights mix weapons, armour and shields. */
const BUILDS: readonly ((name: string) => FantasyTripFigureBuild)[] = [
  standardFighter,
  (name) => ({ name, st: 13, dx: 11, iq: 8, weapons: ['morningstar'], armor: 'chainmail', shield: 'large-shield' }),
  (name) => ({ name, st: 14, dx: 10, iq: 8, weapons: ['two-handed-sword', 'dagger'], armor: 'leather', shield: null }),
  (name) => ({ name, st: 11, dx: 13, iq: 8, weapons: ['spear', 'shortsword'], armor: null, shield: 'small-shield' }),
  (name) => ({ name, st: 9, dx: 15, iq: 8, weapons: ['rapier', 'dagger'], armor: null, shield: null }),
  (name) => ({ name, st: 11, dx: 13, iq: 8, weapons: ['longbow', 'shortsword'], armor: 'leather', shield: null }),
  (name) => ({ name, st: 12, dx: 12, iq: 8, weapons: ['light-crossbow', 'dagger'], armor: null, shield: null }),
  (name) => ({ name, st: 10, dx: 14, iq: 8, weapons: ['javelin', 'dagger'], armor: 'leather', shield: 'small-shield' }),
];

describeConformance({
  game: fantasyTrip,
  playerCounts: [2, 3, 6],
  maxSteps: 20_000,
  runs: 8,
  actionsCheckedPerStep: 3,
  config: (players, seed) => {
    const pick = (i: number) => BUILDS[Math.abs(seed + i) % BUILDS.length]!;
    const perSide = 1 + (Math.abs(seed) % (players === 2 ? 3 : 2));
    return {
      players,
      edition: Math.abs(seed) % 4 === 3 ? 'classic' : 'legacy',
      sides: Array.from({ length: players }, (_, s) => Array.from({ length: perSide }, (_, k) => pick(s * 3 + k)(`F${s}.${k}`))),
      arenaRadius: players === 6 ? 8 : 6,
      turnLimit: 25,
    };
  },
  invariants(state) {
    const radius = state.config.arenaRadius;
    state.figures.forEach((f, i) => {
      // Hits taken are ST lost; nobody leaves the arena; figures never share a hex (no HTH yet).
      expect(f.hits).toBeGreaterThanOrEqual(0);
      expect(hexDistance(f.at, { q: 0, r: 0 })).toBeLessThanOrEqual(radius);
      // Fighting figures share a hex only in hand-to-hand; a body may lie where it fell in one (FT-18).
      for (const other of state.figures.slice(0, i)) {
        const allowed = (f.posture === 'hth' && other.posture === 'hth') || f.condition !== 'fighting' || other.condition !== 'fighting';
        expect(hexEquals(other.at, f.at) && !allowed).toBe(false);
      }
    });
    // Every item is in exactly one place: carried by one figure, or on the ground in one hex.
    for (const item of state.items) {
      const carried = item.state === 'ready' || item.state === 'slung';
      expect(carried).toBe(item.holder !== null);
      expect(carried).toBe(item.at === null);
    }
  },
});
