/**
 * Issue 24, items 1, 2 and 9 and its small items: every fight ends within a bounded number of
 * combat turns (GT-32). A combat turn in which no member fights ends the fight (the rulebook's
 * "move on"); a member may always pass or hold fire, so no one is made to cast a card whose
 * backlash would kill it; no fight outlasts FIGHT_TURN_LIMIT combat turns. Also: a DITFOI's three
 * yellow cubes, hold fire with disabled Weapons, events for `pass` and `holdFire`, the block line
 * naming its card, and refusals that say which rule they apply.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { randomBot } from '../../src/core/bots.js';
import { createRng } from '../../src/core/rng.js';
import { gridTraveler, gridTravelerHeuristicBot, type GridCombat, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { magickById } from '../../src/games/grid-traveler/content/magick.js';
import { currentCombat } from '../../src/games/grid-traveler/rules/combat.js';
import { FIGHT_TURN_LIMIT } from '../../src/games/grid-traveler/rules/flow.js';
import { revealCapable } from '../../src/games/grid-traveler/rules/magick-combat.js';
import { atTurn, eventsOf, give, inFight, newGame, play, put } from './harness.js';

/** Vesh, a planet (body 1). */
const VESH = 1;

const legal = (s: GridTravelerState, seat: number): readonly GridTravelerAction[] => gridTraveler.legalActions(s, seat);
const pass = (player: number): GridTravelerAction => ({ type: 'pass', player });
const holdFire = (player: number): GridTravelerAction => ({ type: 'holdFire', player });
const attack = (player: number, target: number): GridTravelerAction => ({ type: 'attack', player, target });

/** A 2-player game, both seats in a Magick fight on Vesh's ring with whatever they hold laid out, seat 0 to act. */
function magickFight(arm: (s: GridTravelerState) => void = () => {}): GridTravelerState {
  const s = newGame(2);
  arm(s);
  for (const seat of [0, 1]) put(s, seat, 4, 4, { body: VESH, steps: 8 });
  const combat = inFight(s, 'magick', [0, 1], VESH);
  for (const seat of [0, 1]) revealCapable(s, combat, seat);
  s.events = [];
  return s;
}

/** Gives `seat` a Magick card and the materials it needs; the card's id. */
function arm(s: GridTravelerState, seat: number, card: string): number {
  for (const material of magickById(card)!.materials) {
    if (!s.seats[seat]!.hand.material.some((id) => s.cards[id]!.name === material)) give(s, seat, 'material', material);
  }
  return give(s, seat, 'magick', card);
}

/** A 2-player ship fight in open space, seat 0 to act. */
function shipFight(): GridTravelerState {
  const s = newGame(2);
  put(s, 0, 12, 7);
  put(s, 1, 13, 7);
  inFight(s, 'ship', [0, 1]);
  s.events = [];
  return s;
}

describe('GT-32: a combat turn in which no member fights ends the fight (issue 24, item 1)', () => {
  it('two members with nothing to cast pass once each, and the fight is over: they take regular turns again', () => {
    let s = magickFight();
    expect(legal(s, 0)).toEqual([{ type: 'weaken', player: 0, target: 1 }, pass(0)]);
    s = play(s, pass(0));
    expect(s.combats).toHaveLength(1);
    s = play(s, pass(1));
    expect(s.combats).toEqual([]);
    expect(eventsOf(s, 'fightBrokenOff')).toEqual([{ type: 'fightBrokenOff', audience: null, members: [0, 1], why: 'movedOn' }]);
    expect(s.phase).toBe('turns');
    expect(s.turn).not.toBeNull();
    expect(gridTraveler.actors(s)).toEqual([s.turn!.seat]);
  });

  it('a ship fight with Weapons and Engines disabled on both sides and no DITFOI ends once both hold fire', () => {
    let s = shipFight();
    for (const seat of [0, 1]) {
      s.seats[seat]!.tracks.weapons = { red: 3, yellow: 0 };
      s.seats[seat]!.tracks.engines = { red: 3, yellow: 0 };
    }
    expect(legal(s, 0)).toEqual([holdFire(0)]);
    s = play(play(s, holdFire(0)), holdFire(1));
    expect(s.combats).toEqual([]);
    expect(eventsOf(s, 'fightBrokenOff')).toEqual([{ type: 'fightBrokenOff', audience: null, members: [0, 1], why: 'movedOn' }]);
  });

  it('one member fighting is enough for the fight to go on, however the others pass', () => {
    let s = shipFight();
    s = play(play(s, attack(0, 1), [12]), holdFire(1));
    expect(s.combats).toHaveLength(1);
    expect(s.combats[0]!.turns).toBe(1);
    // The next combat turn starts with no one having fought in it yet.
    expect(s.combats[0]!.fought).toBe(false);
  });

  it('a WEAKEN counts as fighting, though its player then passes', () => {
    let s = magickFight();
    s = play(s, { type: 'weaken', player: 0, target: 1 });
    s = play(play(s, pass(0)), pass(1));
    expect(s.combats).toHaveLength(1);
  });
});

describe('GT-32: no fight outlasts FIGHT_TURN_LIMIT combat turns (issue 24, item 1)', () => {
  it('a fight still fought at the end of its last combat turn is broken off', () => {
    let s = shipFight();
    s.combats[0]!.turns = FIGHT_TURN_LIMIT - 1;
    s = play(s, attack(0, 1), [12]);
    s = play(s, attack(1, 0), [12]);
    expect(s.combats).toEqual([]);
    expect(eventsOf(s, 'fightBrokenOff')).toEqual([{ type: 'fightBrokenOff', audience: null, members: [0, 1], why: 'turnLimit' }]);
    expect(gridTraveler.describeEvent(eventsOf(s, 'fightBrokenOff')[0]!)).toMatch(/last combat turn/);
  });

  it('a Whisper played in a fight broken off goes with it (GT-16)', () => {
    let s = magickFight((g) => give(g, 1, 'whisper', 'focus'));
    const focus = s.seats[1]!.hand.whisper[0]!;
    s.combats[0]!.turns = FIGHT_TURN_LIMIT - 1;
    s = play(play(s, pass(0)), { type: 'playWhisper', player: 1, card: focus });
    expect(s.combats).toEqual([]);
    expect(s.seats[1]!.effects).toEqual([]);
    expect(s.discards.whisper).toContain(focus);
  });

  type Kind = 'random' | 'heuristic';
  const FIGHTING = new Set(['attack', 'ditfoi', 'retreat', 'cast', 'playWhisper', 'weaken']);

  /** Plays a seeded game with these bots past the limit's reach, checking every fight as it goes. */
  function playChecked(kind: Kind, players: number, seed: number): number {
    const rng = createRng(seed);
    const config = gridTraveler.parseConfig({ ...gridTraveler.defaultConfig(players), maxRounds: 2 * FIGHT_TURN_LIMIT });
    const s = gridTraveler.clone(gridTraveler.setup(config, rng));
    const bots = s.seats.map((_, i) => (kind === 'random' ? randomBot(gridTraveler, seed * 10 + i) : gridTravelerHeuristicBot(gridTraveler, seed * 10 + i)));
    const fought = new Map<GridCombat, boolean>();
    let longest = 0;
    for (let steps = 0; !gridTraveler.isOver(s); steps++) {
      if (steps > 400_000) throw new Error('the game does not end');
      const seat = gridTraveler.actors(s)[0]!;
      const action = bots[seat]!.choose(s, seat);
      const acting = currentCombat(s);
      const turnsBefore = new Map(s.combats.map((c) => [c, c.turns]));
      if (acting !== null && FIGHTING.has(action.type)) fought.set(acting, true);
      gridTraveler.apply(s, action, rng);
      for (const [c, before] of turnsBefore) {
        longest = Math.max(longest, c.turns);
        expect(c.turns).toBeLessThanOrEqual(FIGHT_TURN_LIMIT);
        if (c.turns === before) continue;
        // A combat turn ended: one in which no member fought may not be followed by another.
        if (s.combats.includes(c) && c.members.length > 1) expect(fought.get(c) ?? false).toBe(true);
        fought.set(c, false);
      }
    }
    return longest;
  }

  it('over seeded random and heuristic games of 2–6 players, no fight lasts longer (fast-check, seeded)', () => {
    let longest = 0;
    fc.assert(
      fc.property(fc.constantFrom<Kind>('random', 'heuristic'), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 1_000_000 }), (kind, players, seed) => {
        longest = Math.max(longest, playChecked(kind, players, seed));
      }),
      { seed: 24, numRuns: 16 },
    );
    expect(longest).toBeGreaterThan(0);
  });
});

describe('GT-32: a member may always pass or hold fire (issue 24, items 2 and 9)', () => {
  it('a member whose every castable card would kill it on a failed roll may pass instead', () => {
    let fireball = -1;
    const s = magickFight((g) => {
      fireball = arm(g, 0, 'fireball-1');
    });
    // Fireball I costs 3 and backlashes 2: paid in nanytes, a failure would take the last 2 Health.
    s.seats[0]!.health = 2;
    s.seats[0]!.nanytes = 5;
    expect(legal(s, 0).filter((a) => a.type !== 'weaken')).toEqual([{ type: 'cast', player: 0, card: fireball, target: 1 }, pass(0)]);
  });

  it('a member with disabled Weapons is offered hold fire, not only a retreat', () => {
    const s = shipFight();
    s.seats[0]!.tracks.weapons = { red: 3, yellow: 0 };
    const actions = legal(s, 0);
    expect(actions.some((a) => a.type === 'retreat')).toBe(true);
    expect(actions).toContainEqual(holdFire(0));
  });
});

describe('GT-11: a DITFOI disables with three yellow cubes (issue 24, item 9)', () => {
  it('on a track with two red cubes, it takes three repairs to work again', () => {
    let s = shipFight();
    const card = give(s, 0, 'ditfoi', 'weapons');
    s.seats[1]!.tracks.weapons = { red: 2, yellow: 0 };
    s = play(s, { type: 'ditfoi', player: 0, card, target: 1, component: 'weapons' }, [1]);
    expect(s.seats[1]!.tracks.weapons).toEqual({ red: 0, yellow: 3 });
    // Repairs (GT-4): one cube a turn; the Weapons stay disabled until the third.
    atTurn(s, 1, 'repair');
    for (let k = 0; k < 3; k++) {
      expect(legal(s, 1).some((a) => a.type === 'repair' && a.component === 'weapons')).toBe(true);
      s = play(s, { type: 'repair', player: 1, component: 'weapons' });
      s.turn!.stage = 'repair';
      expect(s.seats[1]!.tracks.weapons.yellow).toBe(2 - k);
    }
    expect(s.seats[1]!.tracks.weapons).toEqual({ red: 0, yellow: 0 });
  });
});

describe('issue 24, small items: events, the block line, refusals', () => {
  it('pass and holdFire are public events with a line of their own', () => {
    const m = play(magickFight(), pass(0));
    expect(eventsOf(m, 'passed')).toEqual([{ type: 'passed', audience: null, player: 0 }]);
    expect(gridTraveler.describeEvent(eventsOf(m, 'passed')[0]!)).toBe('Player 0 passes.');
    const h = play(shipFight(), holdFire(0));
    expect(eventsOf(h, 'heldFire')).toEqual([{ type: 'heldFire', audience: null, player: 0 }]);
    expect(gridTraveler.describeEvent(eventsOf(h, 'heldFire')[0]!)).toBe('Player 0 holds fire.');
    const over = play(h, holdFire(1));
    expect(gridTraveler.describeEvent(eventsOf(over, 'fightBrokenOff')[0]!)).toBe('No one fought this combat turn: Player 0, Player 1 move on, and the fight is over.');
  });

  it('the block line names the card that blocked, and the passive shield its Shields card', () => {
    let fireball = -1;
    let shields = -1;
    const s = magickFight((g) => {
      fireball = arm(g, 0, 'fireball-1');
      shields = arm(g, 1, 'shields-1');
    });
    const next = play(play(s, { type: 'cast', player: 0, card: fireball, target: 1 }, [1]), { type: 'block', player: 1, card: shields }, [1]);
    const [line] = eventsOf(next, 'blocked');
    expect(line).toMatchObject({ card: shields, magick: 'shields-1', success: true });
    expect(gridTraveler.describeEvent(line!)).toBe('Player 1 blocks with Shields I: it holds.');
  });

  /** The RuleError `reduce` throws for `action`, checking the state is left as it was. */
  function refusedWith(s: GridTravelerState, action: GridTravelerAction): RuleError {
    const before = JSON.stringify(s);
    let caught: unknown;
    try {
      gridTraveler.reduce(s, action, createRng(1));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect(JSON.stringify(s)).toBe(before);
    return caught as RuleError;
  }

  it('an illegal action is refused with the rule it breaks', () => {
    const weaponsDown = shipFight();
    weaponsDown.seats[0]!.tracks.weapons = { red: 3, yellow: 0 };
    const e1 = refusedWith(weaponsDown, attack(0, 1));
    expect([e1.code, e1.rule]).toEqual(['ILLEGAL_ACTION', 'GT-11']);
    expect(e1.message).toMatch(/Weapons are disabled/);

    let fireball = -1;
    const broke = magickFight((g) => {
      fireball = give(g, 0, 'magick', 'fireball-1');
    });
    const e2 = refusedWith(broke, { type: 'cast', player: 0, card: fireball, target: 1 });
    expect([e2.code, e2.rule]).toEqual(['ILLEGAL_ACTION', 'GT-14']);
    expect(e2.message).toMatch(/not capable/);

    const e3 = refusedWith(broke, attack(0, 1));
    expect(e3.rule).toBe('GT-14');
    expect(e3.message).toMatch(/may cast, play a Whisper, play WEAKEN or pass/);

    const far = newGame(2);
    atTurn(far, 0, 'act');
    put(far, 0, 2, 2);
    put(far, 1, 18, 18);
    const e4 = refusedWith(far, { type: 'fight', player: 0, target: 1, kind: 'ship' });
    expect([e4.code, e4.rule]).toEqual(['ILLEGAL_ACTION', 'GT-9']);
    expect(e4.message).toMatch(/not in proximity/);

    const e5 = refusedWith(far, { type: 'travel', player: 0 });
    expect(e5.rule).toBe('GT-9');
    expect(e5.message).toMatch(/may scan, fight, offer a trade or end the turn/);
  });
});
