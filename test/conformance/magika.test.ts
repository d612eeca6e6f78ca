import { describe, expect, it } from 'vitest';
import { describeConformance } from './suite.js';
import { magika, type MagikaEvent, type MagikaOrder, type MagikaState, type SpellCode } from '../../src/games/magika/index.js';
import { arena, cloakOf, flatRng, placeArtifact, placeCloak, playTurn, refreshReports, setScrolls } from '../magika/harness.js';
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

// ---------------------------------------------------------------------------------------------
// The event-information property (issue 23; MG-61), for Magika: two worlds a seat cannot tell
// apart, differing only in other seats' orders, in where mages it cannot see stand or in what they
// carry, give that seat the same events when the turn resolves. Random play seldom reaches tie
// draws, invisibility, demands or probing spells, so each scenario is built by hand.
//
// The turn is resolved with a "flat" rng, whose every draw is the least (or greatest) value of its
// range: its answers do not hang on how many draws were made before, so other seats' dice, which
// differ between the worlds, cannot shift the watched seat's own.

const invisible = (state: MagikaState, seat: number): void => {
  state.effects.push({ spell: 'InvSp', level: 'minor', caster: seat, subject: seat, hexes: [], was: [], scroll: null, until: 5 });
};
const cast = (scroll: number, level: 'minor' | 'major', target: string | null): MagikaOrder => ({ type: 'cast', scroll, level, target });
const REST: MagikaOrder = { type: 'rest' };
const scrollsOf = (state: MagikaState, seat: number, spells: SpellCode[]): void => setScrolls(state, seat, spells);

/** One pair of worlds: `build(world)` sets up world 0 or 1 and returns every seat's plan. */
interface SecretScenario {
  readonly name: string;
  /** The seats that must not tell the worlds apart. */
  readonly viewers: readonly number[];
  readonly build: (world: 0 | 1) => { state: MagikaState; plans: Record<number, readonly MagikaOrder[]> };
}

const SCENARIOS: readonly SecretScenario[] = [
  {
    name: 'an invisible mage races the seat into a hex, or rests (a tie draw)',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p10');
      invisible(state, 1);
      return { state, plans: { 0: [REST, { type: 'move', direction: 'E' }], 1: [REST, world === 0 ? { type: 'move', direction: 'W' } : REST] } };
    },
  },
  {
    name: 'a mage out of sight gives to the same receiver, and fails, or rests',
    viewers: [0, 2],
    build: (world) => {
      const state = arena('p8', 'p16', 'p8');
      scrollsOf(state, 0, ['CurSp']);
      scrollsOf(state, 1, ['CurSp']);
      const give: MagikaOrder = { type: 'give', item: 'scroll-0', recipient: 2 };
      return { state, plans: { 0: [give], 1: [world === 0 ? give : REST] } };
    },
  },
  {
    name: 'a mage out of sight walks off the cavern too, or rests',
    viewers: [0],
    build: (world) => {
      const state = arena('p1', 'u1');
      const west: MagikaOrder = { type: 'move', direction: 'W' };
      return { state, plans: { 0: [REST, west], 1: [REST, world === 0 ? west : REST] } };
    },
  },
  {
    name: 'one invisible mage 2 hexes off or another 1 hex off casts Attack Endurance at the seat',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p10', 'p9');
      for (const seat of [1, 2]) {
        invisible(state, seat);
        scrollsOf(state, seat, ['AtEnd']);
      }
      return { state, plans: { [world === 0 ? 1 : 2]: [cast(0, 'minor', 'A')] } };
    },
  },
  {
    name: 'one invisible thief or another robs the seat',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p10', 'p9');
      placeArtifact(state, 'cross', 0);
      for (const seat of [1, 2]) {
        invisible(state, seat);
        scrollsOf(state, seat, ['StlIt']);
      }
      return { state, plans: { [world === 0 ? 1 : 2]: [cast(0, 'minor', 'A')] } };
    },
  },
  {
    name: 'the Helm the seat demands lies somewhere, or a mage out of sight holds it',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p16');
      if (world === 1) placeArtifact(state, 'helm', 1);
      return { state, plans: { 0: [{ type: 'demand', artifact: 'helm' }] } };
    },
  },
  {
    name: 'an invisible mage in the seat\'s hex holds the Helm it demands, or holds nothing',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p8');
      state.mages[1]!.endurance = 40;
      invisible(state, 1);
      if (world === 0) placeArtifact(state, 'helm', 1);
      return { state, plans: { 0: [{ type: 'demand', artifact: 'helm' }] } };
    },
  },
  {
    name: 'Burn Item at a mage 2 hexes off that carries a scroll, or none',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p10');
      scrollsOf(state, 0, ['BrnIt']);
      scrollsOf(state, 1, world === 0 ? ['CurSp'] : []);
      return { state, plans: { 0: [cast(0, 'minor', 'B')] } };
    },
  },
  {
    // The mage out of sight wears a cloak in both worlds, so that the seat's Standings (MG-51) match.
    name: 'a Curse at a colour that a mage out of sight wears, or nobody does',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p16');
      scrollsOf(state, 0, ['CurSp']);
      placeCloak(state, cloakOf(world === 0 ? 'violet' : 'orange'), 1, true);
      return { state, plans: { 0: [cast(0, 'major', 'violet')] } };
    },
  },
  {
    name: 'Attack Endurance at a mage standing unnamed 3 hexes off, or far off while another stands there',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', world === 0 ? 'p11' : 'p16', world === 0 ? 'p16' : 'p11');
      scrollsOf(state, 0, ['AtEnd']);
      return { state, plans: { 0: [cast(0, 'minor', 'B')] } };
    },
  },
  {
    // Someone holds the Lamp in both worlds, so that the seat's Standings (MG-51) match; not the
    // Cross, whose bearing a human's report gives (MG-49).
    name: 'Drop Artifact with an invisible mage in the hex carrying the Lamp, or a mage out of sight carrying it',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p8', 'p16');
      scrollsOf(state, 0, ['DrArt']);
      invisible(state, 1);
      placeArtifact(state, 'lamp', world === 0 ? 1 : 2);
      return { state, plans: { 0: [cast(0, 'minor', null)] } };
    },
  },
  {
    // A racial artifact shows from ring 2 only (MG-47): lying 3 hexes off, it is out of sight.
    name: 'Scatter Artifact at the Lamp, held by a mage out of sight or lying unseen 3 hexes off',
    viewers: [0],
    build: (world) => {
      const state = arena('p8', 'p16');
      scrollsOf(state, 0, ['ScArt']);
      placeArtifact(state, 'lamp', world === 0 ? 1 : 'p11');
      return { state, plans: { 0: [cast(0, 'minor', 'lamp')] } };
    },
  },
];

/** The events of a turn's resolution that `seat` sees, but its turn report (what the report shows is checked by the view properties). */
const seenBy = (state: MagikaState, seat: number): MagikaEvent[] => magika.view(state, seat).events.filter((e) => e.type !== 'reported');

describe('conformance: magika — the events of a turn tell a seat nothing it cannot see (MG-61)', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, () => {
      for (const end of ['low', 'high'] as const) {
        const worlds = ([0, 1] as const).map((world) => {
          const { state, plans } = scenario.build(world);
          refreshReports(state);
          return { state, plans };
        });
        // The seat cannot tell the worlds apart before the turn...
        for (const viewer of scenario.viewers) expect(magika.view(worlds[1]!.state, viewer), `seat ${viewer} sees the two worlds alike`).toEqual(magika.view(worlds[0]!.state, viewer));
        for (const { state, plans } of worlds) playTurn(state, plans, flatRng(end));
        // ...nor by the events of the turn.
        for (const viewer of scenario.viewers) expect(seenBy(worlds[1]!.state, viewer), `seat ${viewer}, dice ${end}`).toEqual(seenBy(worlds[0]!.state, viewer));
      }
    });
  }
});
