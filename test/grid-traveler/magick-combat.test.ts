/**
 * Magick combat (GT-S70…GT-S79; GT-14, GT-15, GT-20, GT-26, GT-28) with scripted dice: the
 * capable cards laid out, the order, costs, casts, blocks, the passive shield, death, every
 * special of the Magick cards, WEAKEN and the Whispers in a fight, and legal actions that only ever
 * name the acting seat's own cards.
 *
 * The seats: 0 is a Pilot taught by Ignar (Health 14, nanytes 12; Fireball and Destructions at 7,
 * the rest at 4); 1 a Scholar taught by Aegis (Health 12, nanytes 13; Shields and Creations at 9,
 * the rest at 6); 2 a Mercenary taught by Plasmatar (Health 15, nanytes 11; Plasma Ball and
 * Effects at 7, the rest at 4).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { gridTraveler, type GridCombat, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { magickById } from '../../src/games/grid-traveler/content/magick.js';
import { knows } from '../../src/games/grid-traveler/rules/cards.js';
import { revealCapable } from '../../src/games/grid-traveler/rules/magick-combat.js';
import { playWeaken, putWhisperInPlay } from '../../src/games/grid-traveler/rules/whispers.js';
import { atTurn, eventsOf, give, inFight, newGame, play, put } from './harness.js';

const SEATS = [
  { persona: 'pilot', necronian: 'ignar', cruiser: 'triphase-courier' },
  { persona: 'scholar', necronian: 'aegis', cruiser: 'triphase-warden' },
  { persona: 'mercenary', necronian: 'plasmatar', cruiser: 'shortwave-wisp' },
];

/** Vesh, a planet (body 1), and the Nebula, a region (body 7). */
const VESH = 1;
const NEBULA = 7;

/** A game of `players` with the seats above, its setup events cleared. */
function game(players = 2): GridTravelerState {
  const state = newGame(players, { seats: SEATS.slice(0, players) });
  state.events = [];
  return state;
}

/** Gives `seat` a Magick card and whichever of its materials it does not hold yet; the card's id. */
function arm(state: GridTravelerState, seat: number, card: string): number {
  for (const material of magickById(card)!.materials) {
    if (!state.seats[seat]!.hand.material.some((id) => state.cards[id]!.name === material)) give(state, seat, 'material', material);
  }
  return give(state, seat, 'magick', card);
}

/** Puts the members on Vesh's ring in a Magick fight, member 0 to act, their capable cards laid out. */
function magickFight(state: GridTravelerState, members: number[]): GridCombat {
  for (const seat of members) put(state, seat, 4, 4, { body: VESH, steps: 8 });
  const combat = inFight(state, 'magick', members, VESH);
  for (const seat of members) revealCapable(state, combat, seat);
  state.events = [];
  return combat;
}

/** Puts a Whisper card of this design into play on `seat`, as if played or drawn, with `left` to run. */
function whisperOn(state: GridTravelerState, seat: number, whisper: string, left: number): number {
  const id = give(state, seat, 'whisper', whisper);
  putWhisperInPlay(state, seat, id, left);
  return id;
}

/**
 * The draws of the Magick deck's reshuffle when `out` is eliminated (GT-13): its Magick cards and
 * the discard go back into the deck, shuffled with one draw for each card past the first.
 */
function reshuffle(state: GridTravelerState, out: number): number[] {
  const cards = state.decks.magick.length + state.discards.magick.length + state.seats[out]!.hand.magick.length;
  return new Array<number>(Math.max(0, cards - 1)).fill(0);
}

const cast = (player: number, card: number, target: number): GridTravelerAction => ({ type: 'cast', player, card, target });
const block = (player: number, card: number | null): GridTravelerAction => ({ type: 'block', player, card });
const legal = (state: GridTravelerState, seat: number): readonly GridTravelerAction[] => gridTraveler.legalActions(state, seat);
const spent = (state: GridTravelerState, player: number, why: string) => eventsOf(state, 'spent').filter((e) => e.player === player && e.why === why);
const rolls = (state: GridTravelerState) => eventsOf(state, 'rolled').map((e) => ({ why: e.why, value: e.value, target: e.target }));

describe('starting a Magick fight (GT-S70, GT-S71, GT-S73, GT-9, GT-14)', () => {
  it('GT-S70, GT-9: on a region ring only a ship fight is offered; on a planet ring a Magick fight too', () => {
    const state = game();
    atTurn(state, 0, 'act');
    put(state, 0, 3, 10, { body: NEBULA, steps: 8 });
    put(state, 1, 2, 9, { body: NEBULA, steps: 3 });
    expect(legal(state, 0).filter((a) => a.type === 'fight')).toEqual([{ type: 'fight', player: 0, target: 1, kind: 'ship' }]);
    put(state, 0, 4, 4, { body: VESH, steps: 8 });
    put(state, 1, 3, 2, { body: VESH, steps: 2 });
    expect(legal(state, 0).filter((a) => a.type === 'fight')).toEqual([
      { type: 'fight', player: 0, target: 1, kind: 'ship' },
      { type: 'fight', player: 0, target: 1, kind: 'magick' },
    ]);
  });

  it('GT-S71, GT-14, GT-S73: every capable card goes face up with one material card per material, and the lower D8 acts first', () => {
    const state = game();
    atTurn(state, 0, 'act');
    put(state, 0, 4, 4, { body: VESH, steps: 8 });
    put(state, 1, 3, 2, { body: VESH, steps: 2 });
    const fireball = arm(state, 0, 'fireball-1');
    const [water, iron, carbon] = state.seats[0]!.hand.material;
    const secondWater = give(state, 0, 'material', 'water');
    const plasma = give(state, 0, 'magick', 'plasma-ball-1'); // no Helium: not capable
    const shields = arm(state, 1, 'shields-1');
    const next = play(state, { type: 'fight', player: 0, target: 1, kind: 'magick' }, [5, 2]);
    expect(eventsOf(next, 'fightStarted')[0]!.members).toEqual([1, 0]);
    expect(next.combats[0]!.members).toEqual([1, 0]);
    const revealed = eventsOf(next, 'revealed');
    expect(revealed.map((e) => e.player)).toEqual([1, 0]);
    expect(revealed.every((e) => e.audience === null)).toBe(true);
    expect(revealed[0]!.cards.map((c) => c.id)).toEqual([shields]);
    expect(revealed[0]!.materials.map((c) => c.name)).toEqual(['iron', 'silicon']);
    expect(revealed[1]!.cards).toEqual([{ id: fireball, kind: 'magick', name: 'fireball-1' }]);
    expect(revealed[1]!.materials.map((c) => c.name)).toEqual(['water', 'iron', 'carbon']);
    expect(revealed[1]!.materials.map((c) => c.id)).toEqual([water, iron, carbon]);
    expect(next.combats[0]!.revealed[0]).toEqual([fireball]);
    expect(next.combats[0]!.revealed[1]).toEqual([shields]);
    expect(knows(next, 1, fireball) && knows(next, 1, water!) && knows(next, 0, shields)).toBe(true);
    // Only one Water is shown, and the card that is not capable stays hidden.
    expect(knows(next, 1, secondWater)).toBe(false);
    expect(knows(next, 1, plasma)).toBe(false);
    expect(gridTraveler.actors(next)).toEqual([1]);
  });

  it('GT-S73, GT-1: a tie on the D8 is rolled again between the tied', () => {
    const state = game();
    atTurn(state, 0, 'act');
    put(state, 0, 4, 4, { body: VESH, steps: 8 });
    put(state, 1, 3, 2, { body: VESH, steps: 2 });
    const next = play(state, { type: 'fight', player: 0, target: 1, kind: 'magick' }, [3, 3, 2, 6]);
    expect(next.combats[0]!.members).toEqual([0, 1]);
    expect(gridTraveler.actors(next)).toEqual([0]);
  });
});

describe('costs (GT-S72, GT-14)', () => {
  it('GT-S72: a cast is paid in nanytes first, then in Health one for one', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    state.seats[0]!.nanytes = 1;
    const next = play(state, cast(0, fireball, 1), [7]);
    expect(spent(next, 0, 'cost')).toEqual([{ type: 'spent', audience: null, player: 0, health: -2, nanytes: -1, why: 'cost' }]);
    expect(next.seats[0]).toMatchObject({ nanytes: 0, health: 12 });
  });

  it('GT-14, GT-32: a card whose cost would take the last Health cannot be used; pass is always open', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    state.seats[0]!.nanytes = 0;
    state.seats[0]!.health = 3;
    expect(legal(state, 0).filter((a) => a.type === 'cast' || a.type === 'pass')).toEqual([{ type: 'pass', player: 0 }]);
    state.seats[0]!.health = 4;
    expect(legal(state, 0).filter((a) => a.type === 'cast' || a.type === 'pass')).toEqual([cast(0, fireball, 1), { type: 'pass', player: 0 }]);
  });

  it('GT-14: the blocker may block with any capable card it can pay for, or not block; nobody else may act', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    const shields = arm(state, 1, 'shields-1');
    const destructions = give(state, 1, 'magick', 'destructions-1'); // no Uranium: not capable
    magickFight(state, [0, 1]);
    const next = play(state, cast(0, fireball, 1), [7]);
    expect(next.combats[0]!.attack).toEqual({ seat: 0, card: fireball, target: 1 });
    expect(gridTraveler.actors(next)).toEqual([1]);
    expect(legal(next, 1)).toEqual([block(1, shields), block(1, null)]);
    expect(legal(next, 1).some((a) => a.type === 'block' && a.card === destructions)).toBe(false);
    expect(legal(next, 0)).toEqual([]);
    next.seats[1]!.nanytes = 0;
    next.seats[1]!.health = 2;
    expect(legal(next, 1)).toEqual([block(1, null)]);
  });
});

describe('casting (GT-S74, GT-S75)', () => {
  it('GT-S75: the skill is the Necronian level plus the persona points; a roll at the skill succeeds', () => {
    const state = game();
    const fireball0 = arm(state, 0, 'fireball-1');
    const fireball1 = arm(state, 1, 'fireball-1');
    magickFight(state, [0, 1]);
    // Pilot (0 points) taught by Ignar (Fireball a specialty, 7): 7.
    const next = play(state, cast(0, fireball0, 1), [7]);
    expect(rolls(next)).toEqual([{ why: 'magick', value: 7, target: 7 }]);
    expect(eventsOf(next, 'cast')).toEqual([{ type: 'cast', audience: null, player: 0, target: 1, card: fireball0, magick: 'fireball-1', success: true }]);
    // Scholar (2 points) taught by Aegis (Fireball not a specialty, 4): 6.
    const after = play(next, block(1, null), []);
    const second = play(after, cast(1, fireball1, 0), [7]);
    expect(rolls(second)).toEqual([{ why: 'magick', value: 7, target: 6 }]);
    expect(eventsOf(second, 'cast')[0]!.success).toBe(false);
  });

  it("GT-S75: a failed cast costs the caster its card's backlash and ends its action", () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    const next = play(state, cast(0, fireball, 1), [8]);
    expect(eventsOf(next, 'cast')[0]!.success).toBe(false);
    expect(spent(next, 0, 'backlash')).toEqual([{ type: 'spent', audience: null, player: 0, health: -2, nanytes: 0, why: 'backlash' }]);
    expect(next.seats[0]).toMatchObject({ health: 12, nanytes: 9 });
    expect(next.seats[1]!.health).toBe(12);
    expect(next.combats[0]!.attack).toBeNull();
    expect(gridTraveler.actors(next)).toEqual([1]);
  });
});

describe('blocking (GT-S76, GT-14)', () => {
  it('GT-S76: a successful block costs the difference of the hits when the attack has more', () => {
    const state = game();
    const destructions = arm(state, 0, 'destructions-1');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    const attacked = play(state, cast(0, destructions, 1), [7]);
    const next = play(attacked, block(1, shields), [9]);
    expect(rolls(next)).toEqual([{ why: 'block', value: 9, target: 9 }]);
    expect(eventsOf(next, 'blocked')).toEqual([{ type: 'blocked', audience: null, player: 1, card: shields, magick: 'shields-1', success: true, passive: false }]);
    expect(spent(next, 1, 'hit')).toEqual([{ type: 'spent', audience: null, player: 1, health: -2, nanytes: 0, why: 'hit' }]);
    expect(next.seats[1]).toMatchObject({ health: 10, nanytes: 11 });
    expect(next.combats[0]!.attack).toBeNull();
    expect(gridTraveler.actors(next)).toEqual([1]);
  });

  it('GT-S76: a successful block with as many hits or more costs nothing', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    const shields = arm(state, 1, 'shields-2');
    magickFight(state, [0, 1]);
    const next = play(play(state, cast(0, fireball, 1), [1]), block(1, shields), [1]);
    expect(spent(next, 1, 'hit')).toEqual([]);
    expect(next.seats[1]!.health).toBe(12);
  });

  it("GT-S76, GT-14: a failed block costs the blocker's own backlash plus the attack's hits; a Shields block gets no passive roll", () => {
    const state = game();
    const destructions = arm(state, 0, 'destructions-1');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    const next = play(play(state, cast(0, destructions, 1), [7]), block(1, shields), [10]);
    expect(eventsOf(next, 'blocked')).toEqual([{ type: 'blocked', audience: null, player: 1, card: shields, magick: 'shields-1', success: false, passive: false }]);
    // Shields I's backlash 1 + Destructions I's 5 hits.
    expect(next.seats[1]!.health).toBe(6);
  });

  it("GT-14: not blocking takes the attack's hits", () => {
    const state = game();
    const destructions = arm(state, 0, 'destructions-1');
    arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    const next = play(play(state, cast(0, destructions, 1), [7]), block(1, null), []);
    expect(eventsOf(next, 'blocked')).toEqual([{ type: 'blocked', audience: null, player: 1, card: null, magick: null, success: false, passive: false }]);
    expect(next.seats[1]).toMatchObject({ health: 7, nanytes: 13 });
  });
});

describe('Fireball I and the passive shield (GT-S79, GT-15, GT-25)', () => {
  it('GT-S79, GT-25: Fireball I is exactly as printed', () => {
    expect(magickById('fireball-1')).toEqual({
      id: 'fireball-1',
      name: 'Fireball I',
      type: 'fireball',
      hits: 3,
      backlash: 2,
      cost: 3,
      materials: ['water', 'iron', 'carbon'],
      special: 'passiveShield',
      sourced: true,
    });
  });

  it('GT-S79, GT-S71: Fireball I is castable only with Water, Iron and Carbon all held', () => {
    const state = game();
    const fireball = give(state, 0, 'magick', 'fireball-1');
    give(state, 0, 'material', 'water');
    give(state, 0, 'material', 'iron');
    magickFight(state, [0, 1]);
    expect(legal(state, 0).filter((a) => a.type === 'cast')).toEqual([]);
    give(state, 0, 'material', 'carbon');
    expect(legal(state, 0).filter((a) => a.type === 'cast')).toEqual([cast(0, fireball, 1)]);
  });

  it('GT-15: a failed Fireball block is rolled again on Shields, paying for it; held, it counts with the Shields hits and no backlash', () => {
    const state = game();
    const destructions = arm(state, 0, 'destructions-1');
    const fireball = arm(state, 1, 'fireball-1');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    const attacked = play(state, cast(0, destructions, 1), [1]);
    const next = play(attacked, block(1, fireball), [7, 9]);
    expect(rolls(next)).toEqual([
      { why: 'block', value: 7, target: 6 },
      { why: 'passive', value: 9, target: 9 },
    ]);
    expect(eventsOf(next, 'blocked')).toEqual([
      { type: 'blocked', audience: null, player: 1, card: fireball, magick: 'fireball-1', success: false, passive: false },
      { type: 'blocked', audience: null, player: 1, card: shields, magick: 'shields-1', success: true, passive: true },
    ]);
    expect(spent(next, 1, 'cost').map((e) => e.nanytes)).toEqual([-3, -2]);
    // 5 hits against Shields I's 3.
    expect(next.seats[1]).toMatchObject({ health: 10, nanytes: 8 });
  });

  it("GT-15: a failed passive roll leaves the first card's backlash plus the hits", () => {
    const state = game();
    const destructions = arm(state, 0, 'destructions-1');
    const fireball = arm(state, 1, 'fireball-1');
    arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    const next = play(play(state, cast(0, destructions, 1), [1]), block(1, fireball), [7, 10]);
    expect(eventsOf(next, 'blocked').map((e) => [e.success, e.passive])).toEqual([
      [false, false],
      [false, true],
    ]);
    // Fireball I's backlash 2 + 5 hits.
    expect(next.seats[1]!.health).toBe(5);
  });

  it('GT-15: no passive roll with a Shields card the blocker can no longer pay for', () => {
    const state = game(3);
    const destructions = arm(state, 0, 'destructions-1');
    const fireball = arm(state, 1, 'fireball-1');
    arm(state, 1, 'shields-1');
    magickFight(state, [0, 1, 2]);
    // Fireball I (3) can be paid from 3 nanytes and 2 Health; Shields I (2) then could not.
    state.seats[1]!.nanytes = 3;
    state.seats[1]!.health = 2;
    const attacked = play(state, cast(0, destructions, 1), [1]);
    const next = play(attacked, block(1, fireball), [7, ...reshuffle(attacked, 1)]);
    expect(eventsOf(next, 'blocked')).toHaveLength(1);
    expect(eventsOf(next, 'eliminated')).toEqual([{ type: 'eliminated', audience: null, player: 1, by: 0, why: 'health', spoils: 4, discarded: [] }]);
  });
});

describe('death (GT-S77, GT-13)', () => {
  it('GT-S77: at 0 Health a player is out, by the attacker; the last one standing wins', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    state.seats[1]!.health = 3;
    const next = play(play(state, cast(0, fireball, 1), [2]), block(1, null), reshuffle(state, 1));
    expect(next.seats[1]!.health).toBe(0);
    expect(eventsOf(next, 'eliminated')).toEqual([{ type: 'eliminated', audience: null, player: 1, by: 0, why: 'health', spoils: 0, discarded: [] }]);
    expect(next.end?.reason).toBe('lastStanding');
    expect(gridTraveler.actors(next)).toEqual([]);
  });

  it('GT-S77, GT-13: a caster killed by its own backlash is out by no one, and the next member acts', () => {
    const state = game(3);
    const fireball = arm(state, 1, 'fireball-1');
    magickFight(state, [0, 1, 2]);
    const passed = play(state, { type: 'pass', player: 0 }, []);
    passed.seats[1]!.health = 2;
    const next = play(passed, cast(1, fireball, 2), [12, ...reshuffle(passed, 1)]);
    expect(eventsOf(next, 'eliminated')).toEqual([{ type: 'eliminated', audience: null, player: 1, by: null, why: 'health', spoils: 0, discarded: [] }]);
    expect(next.end).toBeNull();
    expect(next.combats[0]!.members).toEqual([0, 2]);
    expect(gridTraveler.actors(next)).toEqual([2]);
  });

  it('GT-13, GT-14: the killer takes the materials, cards they make capable go face up, and the fight goes on', () => {
    const state = game(3);
    const fireball = arm(state, 0, 'fireball-1');
    const plasma = give(state, 0, 'magick', 'plasma-ball-1'); // needs Helium, which seat 1 holds
    const helium = give(state, 1, 'material', 'helium');
    magickFight(state, [0, 1, 2]);
    expect(state.combats[0]!.revealed[0]).toEqual([fireball]);
    state.seats[1]!.health = 3;
    const next = play(play(state, cast(0, fireball, 1), [2]), block(1, null), reshuffle(state, 1));
    expect(eventsOf(next, 'eliminated')[0]).toMatchObject({ player: 1, by: 0, spoils: 1 });
    expect(next.seats[0]!.hand.material).toContain(helium);
    expect(next.combats[0]!.revealed[0]).toEqual([fireball, plasma]);
    expect(eventsOf(next, 'revealed').map((e) => e.player)).toEqual([0]);
    expect(knows(next, 2, plasma)).toBe(true);
    expect(next.combats[0]!.members).toEqual([0, 2]);
    expect(gridTraveler.actors(next)).toEqual([2]);
  });
});

describe('Magick card specials (GT-26)', () => {
  it('GT-26: Creations regain Health for the caster, never above its maximum', () => {
    const state = game();
    const creations = arm(state, 0, 'creations-1');
    magickFight(state, [0, 1]);
    state.seats[0]!.health = 10;
    const next = play(play(state, cast(0, creations, 1), [4]), block(1, null), []);
    expect(spent(next, 0, 'regain')).toEqual([{ type: 'spent', audience: null, player: 0, health: 2, nanytes: 0, why: 'regain' }]);
    expect(next.seats[0]!.health).toBe(12);
    expect(next.seats[1]!.health).toBe(10);
    const full = game();
    const creations2 = arm(full, 0, 'creations-1');
    magickFight(full, [0, 1]);
    full.seats[0]!.health = 13;
    expect(play(play(full, cast(0, creations2, 1), [4]), block(1, null), []).seats[0]!.health).toBe(14);
  });

  it('GT-26: a blocked Creations attack still regains Health', () => {
    const state = game();
    const creations = arm(state, 0, 'creations-1');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    state.seats[0]!.health = 10;
    const next = play(play(state, cast(0, creations, 1), [4]), block(1, shields), [1]);
    expect(next.seats[0]!.health).toBe(12);
    expect(next.seats[1]!.health).toBe(12);
  });

  it('GT-26: Absorb turns the Health the target actually lost into nanytes, up to the maximum', () => {
    const state = game();
    const absorb = arm(state, 0, 'absorb-1');
    magickFight(state, [0, 1]);
    const next = play(play(state, cast(0, absorb, 1), [4]), block(1, null), []);
    expect(spent(next, 0, 'absorb')).toEqual([{ type: 'spent', audience: null, player: 0, health: 0, nanytes: 2, why: 'absorb' }]);
    expect(next.seats[0]!.nanytes).toBe(12);
    const blocked = game();
    const absorb2 = arm(blocked, 0, 'absorb-1');
    const shields = arm(blocked, 1, 'shields-1');
    magickFight(blocked, [0, 1]);
    const held = play(play(blocked, cast(0, absorb2, 1), [4]), block(1, shields), [1]);
    expect(spent(held, 0, 'absorb')).toEqual([]);
    expect(held.seats[0]!.nanytes).toBe(10);
  });

  it('GT-26: Effects I hampers the target: −2 skill for its next 2 Magick rolls', () => {
    const state = game();
    const effects = arm(state, 0, 'effects-1');
    const creations = arm(state, 1, 'creations-1');
    magickFight(state, [0, 1]);
    const hit = play(play(state, cast(0, effects, 1), [4]), block(1, null), []);
    expect(hit.seats[1]!.effects).toEqual([{ source: 'hamper', card: null, left: 2, used: false }]);
    expect(hit.seats[1]!.health).toBe(11);
    // Creations at 9 for the Scholar taught by Aegis, 7 while hampered.
    const first = play(hit, cast(1, creations, 0), [8]);
    expect(rolls(first)).toEqual([{ why: 'magick', value: 8, target: 7 }]);
    expect(first.seats[1]!.effects).toEqual([{ source: 'hamper', card: null, left: 1, used: false }]);
    // Seat 0's failed cast lays no new hamper; seat 1's next roll is the hampered one's last.
    const second = play(play(first, cast(0, effects, 1), [5]), cast(1, creations, 0), [8]);
    expect(rolls(second)).toEqual([{ why: 'magick', value: 8, target: 7 }]);
    expect(second.seats[1]!.effects).toEqual([]);
    expect(eventsOf(second, 'effectEnded')).toEqual([{ type: 'effectEnded', audience: null, player: 1, source: 'hamper' }]);
  });

  it('GT-26: Effects II drains 2 nanytes from the target, blocked or not', () => {
    const state = game();
    const effects = arm(state, 0, 'effects-2');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    const next = play(play(state, cast(0, effects, 1), [4]), block(1, shields), [1]);
    expect(spent(next, 1, 'drain')).toEqual([{ type: 'spent', audience: null, player: 1, health: 0, nanytes: -2, why: 'drain' }]);
    // 13 − 2 for Shields I − 2 drained.
    expect(next.seats[1]!.nanytes).toBe(9);
    expect(next.seats[1]!.health).toBe(12);
  });

  it('GT-26: a special works only on a successful attack', () => {
    const state = game();
    const effects = arm(state, 0, 'effects-2');
    magickFight(state, [0, 1]);
    const next = play(state, cast(0, effects, 1), [5]);
    expect(next.seats[1]!.nanytes).toBe(13);
    expect(spent(next, 1, 'drain')).toEqual([]);
  });
});

describe('WEAKEN in a fight (GT-S78, GT-20)', () => {
  it('GT-20: WEAKEN comes first and the same member still acts; −3 nanytes; 5 rounds of cooldown', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    expect(legal(state, 0)).toEqual([{ type: 'weaken', player: 0, target: 1 }, cast(0, fireball, 1), { type: 'pass', player: 0 }]);
    const next = play(state, { type: 'weaken', player: 0, target: 1 }, []);
    expect(eventsOf(next, 'weakened')).toEqual([{ type: 'weakened', audience: null, player: 0, target: 1, nanytes: 3 }]);
    expect(spent(next, 1, 'weaken')).toEqual([{ type: 'spent', audience: null, player: 1, health: 0, nanytes: -3, why: 'weaken' }]);
    expect(next.seats[1]!.nanytes).toBe(10);
    expect(next.seats[1]!.effects).toEqual([{ source: 'weaken', card: null, left: 3, used: false }]);
    expect(next.seats[0]!.weakenFrom).toBe(next.round + 5);
    expect(gridTraveler.actors(next)).toEqual([0]);
    expect(legal(next, 0)).toEqual([cast(0, fireball, 1), { type: 'pass', player: 0 }]);
  });

  it("GT-20: a weakened member's Magick rolls are 3 lower", () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    playWeaken(state, 0, 1);
    const next = play(play(state, cast(0, fireball, 1), [1]), block(1, shields), [6]);
    expect(rolls(next)).toEqual([{ why: 'block', value: 6, target: 6 }]);
    // The roll uses up nothing: WEAKEN runs by rounds (GT-20, issue 24).
    expect(next.seats[1]!.effects).toEqual([{ source: 'weaken', card: null, left: 3, used: false }]);
  });

  it('GT-20: the blocker cannot WEAKEN, and a member whose card is cooling down is not offered it', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    state.seats[0]!.weakenFrom = state.round + 1;
    expect(legal(state, 0).some((a) => a.type === 'weaken')).toBe(false);
    const next = play(state, cast(0, fireball, 1), [1]);
    expect(legal(next, 1)).toEqual([block(1, null)]);
  });
});

describe('Whispers in a fight (GT-S74, GT-16, GT-28)', () => {
  it('GT-S74, GT-16: a Whisper is played instead of an attack and lasts 3 combat turns', () => {
    const state = game();
    const focus = give(state, 0, 'whisper', 'focus');
    // Seat 1 plays a Whisper each combat turn, so that the fight goes on (GT-32).
    const theirs = ['ward', 'surge', 'insight'].map((w) => give(state, 1, 'whisper', w));
    magickFight(state, [0, 1]);
    expect(legal(state, 0)).toEqual([
      { type: 'weaken', player: 0, target: 1 },
      { type: 'playWhisper', player: 0, card: focus },
      { type: 'pass', player: 0 },
    ]);
    let next = play(state, { type: 'playWhisper', player: 0, card: focus }, []);
    expect(eventsOf(next, 'whispered')).toEqual([{ type: 'whispered', audience: null, player: 0, card: focus, whisper: 'focus' }]);
    expect(next.seats[0]!.hand.whisper).toEqual([]);
    expect(next.seats[0]!.effects).toEqual([{ source: 'focus', card: focus, left: 3, used: false }]);
    expect(knows(next, 1, focus)).toBe(true);
    expect(gridTraveler.actors(next)).toEqual([1]);
    // The first combat turn ends when seat 1 has acted; two more, and it is gone.
    next = play(next, { type: 'playWhisper', player: 1, card: theirs[0]! }, []);
    expect(next.seats[0]!.effects[0]!.left).toBe(2);
    next = play(play(next, { type: 'pass', player: 0 }, []), { type: 'playWhisper', player: 1, card: theirs[1]! }, []);
    expect(next.seats[0]!.effects[0]!.left).toBe(1);
    next = play(play(next, { type: 'pass', player: 0 }, []), { type: 'playWhisper', player: 1, card: theirs[2]! }, []);
    expect(next.seats[0]!.effects).toEqual([]);
    expect(eventsOf(next, 'effectEnded')).toContainEqual({ type: 'effectEnded', audience: null, player: 0, source: 'focus' });
    expect(next.discards.whisper).toContain(focus);
    expect(next.combats).toHaveLength(1);
  });

  it('GT-S12, GT-30: only the acting seat’s own Whispers that are not Overreach are offered', () => {
    const state = game();
    const ward = give(state, 0, 'whisper', 'ward');
    const drift = give(state, 0, 'whisper', 'drift'); // an Overreach can be held only by a test
    const surge = give(state, 1, 'whisper', 'surge');
    magickFight(state, [0, 1]);
    const whispers = legal(state, 0).filter((a) => a.type === 'playWhisper');
    expect(whispers).toEqual([{ type: 'playWhisper', player: 0, card: ward }]);
    expect(whispers.some((a) => a.type === 'playWhisper' && (a.card === drift || a.card === surge))).toBe(false);
  });

  it('GT-28: Focus makes Magick rolls 2 higher', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    whisperOn(state, 0, 'focus', 3);
    const next = play(state, cast(0, fireball, 1), [9]);
    expect(rolls(next)).toEqual([{ why: 'magick', value: 9, target: 9 }]);
  });

  it('GT-28: Hubris makes Magick rolls 2 lower', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    whisperOn(state, 0, 'hubris', 5);
    const next = play(state, cast(0, fireball, 1), [5]);
    expect(rolls(next)).toEqual([{ why: 'magick', value: 5, target: 5 }]);
  });

  it('GT-28: Ward takes 2 off what a successful block costs, not off a failed one', () => {
    const state = game();
    const destructions = arm(state, 0, 'destructions-1');
    const shields = arm(state, 1, 'shields-1');
    magickFight(state, [0, 1]);
    whisperOn(state, 1, 'ward', 3);
    const held = play(play(state, cast(0, destructions, 1), [1]), block(1, shields), [1]);
    expect(held.seats[1]!.health).toBe(12);
    const failed = play(play(state, cast(0, destructions, 1), [1]), block(1, shields), [10]);
    expect(failed.seats[1]!.health).toBe(6);
  });

  it('GT-28: Surge makes Magick cost 1 nanyte less', () => {
    const state = game();
    const fireball = arm(state, 0, 'fireball-1');
    magickFight(state, [0, 1]);
    whisperOn(state, 0, 'surge', 3);
    const next = play(state, cast(0, fireball, 1), [1]);
    expect(spent(next, 0, 'cost')[0]).toEqual({ type: 'spent', audience: null, player: 0, health: 0, nanytes: -2, why: 'cost' });
  });

  it('GT-28: Insight rolls one failed D12 again, once a combat turn', () => {
    const state = game();
    const fireball0 = arm(state, 0, 'fireball-1');
    const fireball1 = arm(state, 1, 'fireball-1');
    magickFight(state, [0, 1]);
    whisperOn(state, 0, 'insight', 3);
    const first = play(state, cast(0, fireball0, 1), [12, 7]);
    expect(rolls(first)).toEqual([
      { why: 'magick', value: 12, target: 7 },
      { why: 'insight', value: 7, target: 7 },
    ]);
    expect(first.combats[0]!.attack).not.toBeNull();
    expect(first.seats[0]!.effects[0]!.used).toBe(true);
    // Later in the same combat turn a failed block is not rolled again.
    const second = play(play(first, block(1, null), []), cast(1, fireball1, 0), [1]);
    const blocked = play(second, block(0, fireball0), [12]);
    expect(rolls(blocked)).toEqual([{ why: 'block', value: 12, target: 7 }]);
    // The combat turn is over: Insight may re-roll again.
    expect(blocked.seats[0]!.effects[0]).toMatchObject({ source: 'insight', used: false, left: 2 });
  });
});

describe('legal actions and hidden cards (GT-30)', () => {
  it('GT-30: in random Magick fights every card an action names is in the acting seat’s hand', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createRng(seed);
      let state = game(3);
      for (const [seat, cards, extra] of [
        [0, ['fireball-1', 'destructions-1', 'effects-1'], 'destructions-2'],
        [1, ['shields-1', 'creations-1', 'absorb-1'], 'plasma-ball-2'],
        [2, ['plasma-ball-1', 'effects-2', 'fireball-2'], 'shields-2'],
      ] as const) {
        for (const card of cards) arm(state, seat, card);
        give(state, seat, 'magick', extra); // not capable: a material is missing
      }
      give(state, 0, 'whisper', 'insight');
      give(state, 1, 'whisper', 'ward');
      give(state, 2, 'whisper', 'focus');
      magickFight(state, [0, 1, 2]);
      for (let step = 0; step < 80 && state.end === null && state.combats.length > 0; step++) {
        const [actor] = gridTraveler.actors(state);
        const me = state.seats[actor!]!;
        const actions = gridTraveler.legalActions(state, actor!);
        expect(actions.length).toBeGreaterThan(0);
        for (const action of actions) {
          if (action.type === 'cast') expect(me.hand.magick).toContain(action.card);
          if (action.type === 'block' && action.card !== null) expect(me.hand.magick).toContain(action.card);
          if (action.type === 'playWhisper') expect(me.hand.whisper).toContain(action.card);
        }
        for (const other of [0, 1, 2].filter((s) => s !== actor)) expect(gridTraveler.legalActions(state, other)).toEqual([]);
        state = gridTraveler.reduce(state, actions[rng.int(0, actions.length - 1)]!, rng);
      }
    }
  });
});
