import { describe, expect, it } from 'vitest';
import { describeConformance, SUITE_SEED } from './suite.js';
import { fantasyTrip, standardFighter, type FantasyTripAction, type FantasyTripFigureBuild, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { createRng, deepEqual, type Player } from '../../src/index.js';
import { hexDistance, hexEquals } from '../../src/index.js';
import { controlledMyrmidon, secretStoneFlesh } from '../fantasy-trip/secrets-scenarios.js';
import { actionChoices, hasActionChoices } from '../../src/games/fantasy-trip/rules/choices.js';
import { bodyHexes } from '../../src/games/fantasy-trip/rules/body.js';

/** A few builds, so random fights mix weapons, armour and shields. */
const BUILDS: readonly ((name: string) => FantasyTripFigureBuild)[] = [
  standardFighter,
  (name) => ({ name, st: 13, dx: 11, iq: 8, weapons: ['morningstar'], armor: 'chainmail', shield: 'large-shield', spells: [], race: 'dwarf' }),
  (name) => ({ name, st: 14, dx: 10, iq: 8, weapons: ['two-handed-sword', 'dagger'], armor: 'leather', shield: null, spells: [] }),
  (name) => ({ name, st: 11, dx: 13, iq: 8, weapons: ['spear', 'shortsword'], armor: null, shield: 'small-shield', spells: [] }),
  (name) => ({ name, st: 9, dx: 15, iq: 8, weapons: ['rapier', 'dagger'], armor: null, shield: null, spells: [] }),
  (name) => ({ name, st: 11, dx: 13, iq: 8, weapons: ['longbow', 'shortsword'], armor: 'leather', shield: null, spells: [], race: 'elf' }),
  (name) => ({ name, st: 12, dx: 12, iq: 8, weapons: ['light-crossbow', 'dagger'], armor: null, shield: null, spells: [] }),
  (name) => ({ name, st: 10, dx: 12, iq: 8, weapons: ['javelin', 'dagger'], armor: 'leather', shield: 'small-shield', spells: [], race: 'halfling' }),
  // Wizards (FT-31…FT-39): summoners with images and illusions, so creations and their secrets
  // come up; a battle mage with missile and thrown spells, fire and walls.
  (name) => ({ name, st: 10, dx: 11, iq: 11, weapons: ['staff'], armor: null, shield: null, spells: ['image', 'illusion', 'summon-wolf', 'magic-fist', 'blur', 'clumsiness', 'shadow', 'trip', 'rope', 'staff', 'avert'] }),
  (name) => ({ name, st: 9, dx: 10, iq: 13, weapons: ['staff', 'dagger'], armor: 'leather', shield: null, spells: ['fireball', 'stone-flesh', 'fire', 'create-wall', 'sleep', 'slow-movement', 'speed-movement', 'drop-weapon', 'dazzle', 'shock-shield', 'stop', 'illusion', 'summon-bear'] }),
  (name) => ({ name, st: 8, dx: 9, iq: 15, weapons: [], armor: null, shield: null, spells: ['lightning', 'iron-flesh', 'remove-thrown-spell', 'summon-gargoyle', 'summon-myrmidon', 'image', 'illusion', 'summon-wolf', 'blast', 'freeze', 'break-weapon', 'destroy-creation', 'dispel-illusions', 'confusion', 'giant-rope'] }),
  // A keeper of secrets (FT-49): protections cast in secret or faked, and Reveal Magic to find them.
  (name) => ({ name, st: 9, dx: 10, iq: 13, weapons: ['staff'], armor: null, shield: null, spells: ['stone-flesh', 'shock-shield', 'reverse-missiles', 'reveal-magic', 'magic-fist', 'blur', 'drop-weapon', 'sleep', 'summon-wolf', 'image', 'control-person', 'control-animal'] }),
  // An archmage (FT-44): areas, sight, flight, teleporting, protections against magic, Aid and the Death Spell.
  (name) => ({ name, st: 8, dx: 8, iq: 16, weapons: ['staff'], armor: null, shield: null, spells: ['death-spell', 'megahex-sleep', 'seven-hex-fire', 'seven-hex-wall', 'megahex-avert', 'three-hex-fire', 'three-hex-shadow', 'three-hex-wall', 'slippery-floor', 'teleport', 'flight', 'invisibility', 'mage-sight', 'reverse-missiles', 'spell-shield', 'aid'] }),
  // A caller of great beasts (FT-57, FT-58): giants and dragons, and images and illusions of them.
  (name) => ({ name, st: 8, dx: 8, iq: 16, weapons: ['staff'], armor: null, shield: null, spells: ['summon-giant', 'summon-small-dragon', 'summon-dragon', 'four-hex-image', 'four-hex-illusion', 'seven-hex-image', 'seven-hex-illusion', 'magic-fist', 'flight', 'control-person'] }),
];

describeConformance({
  game: fantasyTrip,
  playerCounts: [2, 3, 6],
  maxSteps: 20_000,
  runs: 8,
  actionsCheckedPerStep: 3,
  config: (players, seed) => {
    // Every other fight puts a wizard first on each side, so spells come up often.
    const WIZARDS = BUILDS.length - 6;
    const pick = (i: number) => (i % 3 === 0 && seed % 2 === 0 ? BUILDS[WIZARDS + (Math.abs(seed + i) % 6)]! : BUILDS[Math.abs(seed + i) % BUILDS.length]!);
    const perSide = 1 + (Math.abs(seed) % (players === 2 ? 3 : 2));
    return {
      players,
      edition: Math.abs(seed) % 4 === 3 ? 'classic' : 'legacy',
      sides: Array.from({ length: players }, (_, s) => Array.from({ length: perSide }, (_, k) => pick(s * 3 + k)(`F${s}.${k}`))),
      arenaRadius: players === 6 ? 8 : 6,
      turnLimit: 25,
      // The optional rules (FT-59, FT-60): aimed shots in a third of the fights, crippling hits in
      // two thirds, both together in a third.
      aimedShots: Math.abs(seed) % 3 === 1,
      cripplingHits: Math.abs(seed) % 3 !== 0,
    };
  },
  invariants(state) {
    const radius = state.config.arenaRadius;
    // The fast path's skip test agrees with the full list of choices for every figure in the order.
    if (state.turn.phase === 'actions' && state.turn.asking === null) {
      for (const id of state.turn.queue) {
        const f = state.figures[id]!;
        expect(hasActionChoices(state, f)).toBe(actionChoices(state, f).length > 0);
      }
    }
    state.figures.forEach((f, i) => {
      // Hits taken are ST lost; nobody leaves the arena; figures never share a hex (no HTH yet).
      expect(f.hits).toBeGreaterThanOrEqual(0);
      // Spells' ST is paid and never takes a wizard below 0 (FT-35).
      expect(f.fatigue).toBeGreaterThanOrEqual(0);
      expect(f.st - f.hits - f.fatigue >= 0 || f.hits > 0).toBe(true);
      // An image or illusion vanishes with its maker; a summoned creature by the end of that turn (R-29, FT-36).
      if (f.creation !== null && f.creation.kind !== 'summoned' && f.condition === 'fighting') expect(state.figures[f.creation.caster]!.condition).toBe('fighting');
      if (f.condition === 'gone') return;
      // Every hex of a figure, however many it covers (FT-57).
      const body = bodyHexes(f);
      expect(body).toHaveLength(f.hexes);
      for (const h of body) expect(hexDistance(h, { q: 0, r: 0 })).toBeLessThanOrEqual(radius);
      // Fighting figures share a hex only in hand-to-hand; a body may lie where it fell in one (FT-18).
      for (const other of state.figures.slice(0, i)) {
        if (other.condition === 'gone') continue;
        const allowed = (f.posture === 'hth' && other.posture === 'hth') || f.condition !== 'fighting' || other.condition !== 'fighting';
        const shared = body.some((h) => bodyHexes(other).some((o) => hexEquals(o, h)));
        expect(shared && !allowed).toBe(false);
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

/** What `seat` can tell of a state: its view, who acts, its legal actions and their labels. */
function seen(state: FantasyTripState, seat: Player): unknown {
  const legal = fantasyTrip.legalActions(state, seat);
  return { view: fantasyTrip.view(state, seat), actors: fantasyTrip.actors(state), legal, labels: legal.map((a) => fantasyTrip.describeAction(state, a)) };
}

/**
 * The information checks (DESIGN §6, §8) at hand-built states that random games seldom reach
 * (FT-38, FT-49, FT-50): for every seat and 30 worlds `sampleHidden` draws for it, the seat sees
 * the same view, actors, legal actions and labels as in the real state, and still does after a
 * few actions legal in both whose events it sees alike.
 */
function checkHiddenScenario(state: FantasyTripState): void {
  const rng = createRng(SUITE_SEED);
  for (let seat = 0; seat < state.config.sides.length; seat++) {
    for (let n = 0; n < 30; n++) {
      let real = state;
      let world = fantasyTrip.sampleHidden(state, seat, createRng(rng.int(0, 2 ** 30)));
      expect(seen(world, seat), `seat ${seat}, world ${n}: sampled`).toEqual(seen(real, seat));
      // Drawn again with one seed, the two worlds the seat cannot tell apart give the same world.
      const seed = rng.int(0, 2 ** 30);
      expect(deepEqual(fantasyTrip.sampleHidden(world, seat, createRng(seed)), fantasyTrip.sampleHidden(real, seat, createRng(seed))), `seat ${seat}, world ${n}: one seed, one world`).toBe(true);
      for (let step = 0; step < 6 && !fantasyTrip.isOver(real); step++) {
        const actors = fantasyTrip.actors(real) as readonly Player[];
        const actor = actors[rng.int(0, actors.length - 1)]!;
        const inWorld = fantasyTrip.legalActions(world, actor);
        const common = fantasyTrip.legalActions(real, actor).filter((a) => inWorld.some((b) => deepEqual(a, b)));
        if (common.length === 0) break;
        const action: FantasyTripAction = common[rng.int(0, common.length - 1)]!;
        const dice = rng.clone();
        real = fantasyTrip.reduce(real, action, dice.clone());
        world = fantasyTrip.reduce(world, action, dice);
        if (!deepEqual(fantasyTrip.view(real, seat).events, fantasyTrip.view(world, seat).events)) break;
        expect(seen(world, seat), `seat ${seat}, world ${n}: after ${JSON.stringify(action)}`).toEqual(seen(real, seat));
      }
    }
  }
}

describe('fantasy-trip information at controlled creations and secret protections', () => {
  it('FT-38, FT-50: a seat controlling another side\'s myrmidon cannot tell what it is', () => {
    for (const kind of ['summoned', 'illusion', 'image'] as const) checkHiddenScenario(controlledMyrmidon(kind));
  });

  it('FT-49: another side\'s secret protection, worked, failed or faked, tells a seat nothing', () => {
    for (const outcome of ['works', 'fails', 'fake'] as const) checkHiddenScenario(secretStoneFlesh(outcome));
  });
});
