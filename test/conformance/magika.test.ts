import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { magika, type MagikaState } from '../../src/games/magika/index.js';
import { ARTIFACTS } from '../../src/games/magika/content/artifacts.js';
import { CLOAKS_PER_COLOR, CLOAK_COLORS } from '../../src/games/magika/content/cloaks.js';
import { MAGIKA_GOAL, HEX_COUNT, rowOf } from '../../src/games/magika/rules/map.js';
import { colorOf, isEbon } from '../../src/games/magika/rules/mages.js';
import { aptitudeFor } from '../../src/games/magika/content/alignments.js';

/** Invariants of the analysis (§7) that random play must never break. */
function invariants(state: MagikaState): void {
  const over = state.end !== null;
  // 1: every artifact in exactly one place.
  expect(state.artifacts).toHaveLength(ARTIFACTS.length);
  for (const place of state.artifacts) expect((place.hex === null) !== (place.holder === null)).toBe(true);
  // 2, 11: cloaks in one place each, never more than were made, at most two a mage, the donned one among them.
  expect(state.cloaks.length).toBeLessThanOrEqual(CLOAK_COLORS.length * CLOAKS_PER_COLOR);
  const perHex = new Map<number, number>();
  state.mages.forEach((mage, seat) => {
    const carried = state.cloaks.filter((c) => c.holder === seat);
    expect(carried.length).toBeLessThanOrEqual(2);
    if (mage.donned !== null) expect(carried.some((c) => c.id === mage.donned)).toBe(true);
    // A forced-Black mage may carry cloaks taken under the major Cloak Aid, but wears none (MG-23).
    if (mage.forcedBlack) expect(mage.donned).toBeNull();
    // 3: at most six scrolls. 4, 5, 6: statistics within bounds, the Ebon Mage's skill 100.
    expect(mage.scrolls.length).toBeLessThanOrEqual(6);
    expect(mage.endurance).toBeGreaterThanOrEqual(0);
    expect(mage.endurance).toBeLessThanOrEqual(mage.maxEndurance);
    expect(mage.arcania).toBeGreaterThanOrEqual(0);
    expect(mage.arcania).toBeLessThanOrEqual(mage.maxArcania);
    expect(Math.abs(mage.aptitude)).toBeLessThanOrEqual(100);
    if (isEbon(state, seat)) {
      expect(mage.skill).toBe(100);
      expect(mage.donned).toBeNull();
    }
    // 8: on the map; a novice reaches a1 only as the game ends.
    expect(mage.hex).toBeGreaterThanOrEqual(0);
    expect(mage.hex).toBeLessThan(HEX_COUNT);
    if (!over && !isEbon(state, seat)) expect(mage.hex).not.toBe(MAGIKA_GOAL);
    perHex.set(mage.hex, (perHex.get(mage.hex) ?? 0) + 1);
    // 14: the moves of a turn within the allowance.
    expect(mage.moves).toBeLessThanOrEqual(5);
  });
  // 9: at most three a hex, but at the Goal Square after the game-ending teleport.
  for (const [hex, n] of perHex) if (!(over && hex === MAGIKA_GOAL)) expect(n).toBeLessThanOrEqual(3);
  // 12: teams of at most three, all alike or all different in alignment; the Ebon Mage Black.
  for (const color of CLOAK_COLORS) {
    const team = state.mages.map((_, seat) => seat).filter((seat) => colorOf(state, seat) === color);
    expect(team.length).toBeLessThanOrEqual(3);
    if (team.length === 3) expect([1, 3]).toContain(new Set(team.map((seat) => state.config.mages[seat]!.alignment)).size);
  }
  // 15: VP within the caps, each the sum of its categories.
  if (state.end !== null) {
    for (const score of state.end.scores) {
      const sum = score.position + score.individual.reduce((a, b) => a + b, 0) + score.team[0] + score.team[1] + score.quest.reduce((a, b) => a + b, 0) + score.tasks;
      expect(score.total).toBe(sum);
      expect(score.total).toBeLessThanOrEqual(400);
      expect(score.position).toBeLessThanOrEqual(96);
    }
  }
  void rowOf;
  void aptitudeFor;
}

describeConformance({
  game: magika,
  playerCounts: [2, 7, 13],
  maxSteps: 13 * 5 * 40 + 10,
  runs: 5,
  actionsCheckedPerStep: 2,
  actorsCheckedPerStep: 2,
  informationChecksPerGame: 2,
  // States of 13 seats are large (reports, history maps): fewer fuzz runs keep the suite quick.
  fuzzRuns: 2000,
  config: (players, seed) => ({
    ...magika.defaultConfig(players),
    // Short contests keep the suite quick (a turn of 13 seats is 65 actions); every other one on a
    // drawn map, some without the Ebon Mage.
    maxTurns: players === 13 ? 2 : players === 7 ? 2 + (Math.abs(seed) % 2) : 3 + (Math.abs(seed) % 4),
    map: Math.abs(seed) % 2 === 0 ? 'random' : 'default',
    ...(players === 7 && Math.abs(seed) % 3 === 0 ? { ebon: false, mages: magika.defaultConfig(8).mages.slice(0, 7) } : {}),
  }),
  invariants,
});
