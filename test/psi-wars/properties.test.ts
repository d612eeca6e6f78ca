/**
 * Properties of random legal play (fast-check over seeds and matchups): hit points fall only with a
 * matching `labDamaged` event (PW-8, 6.5.3 i), a unit never carries two Equipment (3.3, PW-18), a
 * depleted card never attacks, blocks, is attached or pays (5.6, PW-5, PW-6), and each seat's 52
 * cards are always each in exactly one place (PW-20).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../src/index.js';
import {
  CARD_BY_ID,
  CREATION_UNITS,
  DECK_SIZE,
  cardLocations,
  costSize,
  psiWars,
  type PsiWarsCardRef,
  type CreationUnit,
  type PsiWarsAction,
  type PsiWarsState,
} from '../../src/games/psi-wars/index.js';

import { MATCHUPS } from './matchups.js';

const MAX_ACTIONS = 3_000;
const RUNS = 30;

const kindOf = (state: PsiWarsState, card: PsiWarsCardRef) => CARD_BY_ID[state.cards[card] as string]?.kind;
const ownerOf = (card: PsiWarsCardRef): number => Math.floor(card / DECK_SIZE);

/** Each of the 104 cards in exactly one place, and in a zone it may be in. */
function checkPlaces(state: PsiWarsState): void {
  const places = cardLocations(state).sort((a, b) => a - b);
  expect(places).toEqual(Array.from({ length: 2 * DECK_SIZE }, (_, i) => i));
  state.players.forEach((p, seat) => {
    for (const card of [...p.deck, ...p.hand, ...p.discard]) expect(ownerOf(card)).toBe(seat);
    for (const c of p.creation) expect([ownerOf(c.card), kindOf(state, c.card)]).toEqual([seat, 'creation']);
    for (const e of p.equipment) expect([ownerOf(e.card), kindOf(state, e.card)]).toEqual([seat, 'equipment']);
    for (const u of p.units) {
      expect([ownerOf(u.card), kindOf(state, u.card)]).toEqual([seat, 'battle']);
      // 3.3: at most one Equipment, which is an Equipment card of the same seat.
      if (u.equipment !== null) expect([ownerOf(u.equipment), kindOf(state, u.equipment)]).toEqual([seat, 'equipment']);
      // A trap is the opponent's Power.
      if (u.trappedBy !== null) expect([ownerOf(u.trappedBy), kindOf(state, u.trappedBy)]).toEqual([1 - seat, 'power']);
    }
  });
}

/** 5.6, PW-6: nothing an action uses may be depleted (or trapped, for fighting) beforehand. */
function checkReady(before: PsiWarsState, action: PsiWarsAction): void {
  const me = before.players[action.player]!;
  switch (action.type) {
    case 'attack':
    case 'block':
      for (const card of action.units) {
        const unit = me.units.find((u) => u.card === card);
        expect(unit, `${action.type} with a unit not in the lab`).toBeDefined();
        expect(unit?.depleted, `${action.type} with a depleted unit`).toBe(false);
        expect(unit?.trappedBy, `${action.type} with a trapped unit`).toBeNull();
      }
      return;
    case 'equip': {
      const equipment = me.equipment.find((e) => e.card === action.equipment);
      expect(equipment?.depleted, 'attaching depleted equipment').toBe(false);
      expect(me.units.find((u) => u.card === action.unit)?.equipment, 'a second equipment').toBeNull();
      return;
    }
    case 'distance':
      expect(me.units.find((u) => u.card === action.unit)?.depleted, 'a depleted cyborg acting').toBe(false);
      return;
    default:
  }
}

/** 5.0, 5.6: what a build or power paid came out of units that were unspent before it. */
function checkPayment(before: PsiWarsState, after: PsiWarsState, action: PsiWarsAction): void {
  if (action.type !== 'build' && action.type !== 'power') return;
  const paid = after.events.find((e) => (e.type === 'built' || e.type === 'powerPlayed') && e.card === action.card);
  expect(paid).toBeDefined();
  if (paid === undefined || (paid.type !== 'built' && paid.type !== 'powerPlayed')) return;
  const def = CARD_BY_ID[before.cards[action.card] as string];
  expect(def !== undefined && def.kind !== 'creation').toBe(true);
  if (def === undefined || def.kind === 'creation') return;
  expect(paid.paid).toHaveLength(costSize(def.cost));
  const unspent: Record<CreationUnit, number> = { digital: 0, neuro: 0, bio: 0, material: 0 };
  for (const c of before.players[action.player]!.creation) {
    const unit = CARD_BY_ID[before.cards[c.card] as string];
    if (!c.depleted && unit?.kind === 'creation') unspent[unit.unit] += 1;
  }
  for (const kind of CREATION_UNITS) expect(paid.paid.filter((k) => k === kind).length).toBeLessThanOrEqual(unspent[kind]);
}

/** Hit points move only through `labDamaged` events, each reporting the new total. */
function checkHitPoints(before: PsiWarsState, after: PsiWarsState): void {
  for (const seat of [0, 1]) {
    let hp = before.players[seat]!.hitPoints;
    for (const e of after.events) {
      if (e.type !== 'labDamaged' || e.player !== seat) continue;
      expect(e.damage).toBeGreaterThan(0);
      expect(e.hitPoints).toBe(Math.max(0, hp - e.damage));
      hp = e.hitPoints;
    }
    expect(after.players[seat]!.hitPoints).toBe(hp);
  }
}

/** PW-18: attached Equipment stays on its unit unless it is destroyed. */
function checkEquipmentStays(before: PsiWarsState, after: PsiWarsState): void {
  const destroyed = new Set(after.events.flatMap((e) => (e.type === 'destroyed' ? [e.card] : [])));
  for (const [seat, p] of before.players.entries()) {
    for (const u of p.units) {
      if (u.equipment === null) continue;
      const now = after.players[seat]!.units.find((v) => v.card === u.card);
      if (now === undefined) {
        expect(destroyed.has(u.card)).toBe(true);
        continue;
      }
      if (now.equipment !== u.equipment) {
        expect(now.equipment).toBeNull();
        expect(destroyed.has(u.equipment)).toBe(true);
      }
    }
  }
}

interface Checks {
  /** Runs on the state an action is about to be applied to. */
  readonly before?: (state: PsiWarsState, action: PsiWarsAction) => void;
  /** Runs once the action is applied. */
  readonly after?: (before: PsiWarsState, after: PsiWarsState, action: PsiWarsAction) => void;
}

/**
 * Plays random legal actions from a seeded setup, running the checks around every action.
 * `patience` (0–3) is how often, in quarters, a player ends a step by choice when it may: patient
 * players run their decks dry, so fatigue and the hand limit come up too. Returns whether the game
 * ended.
 */
function play(seed: number, matchup: readonly [string, string], labHitPoints: number, patience: number, checks: Checks): boolean {
  const rng = createRng(seed);
  const policy = createRng(seed ^ 0x5eed);
  let state = psiWars.setup(psiWars.parseConfig({ players: 2, labHitPoints, decks: matchup }), rng);
  for (let n = 0; n < MAX_ACTIONS && !psiWars.isOver(state); n++) {
    const legal = psiWars.legalActions(state, psiWars.actors(state)[0]!);
    const done = legal.find((a) => a.type === 'done');
    const action = done !== undefined && policy.int(0, 3) < patience ? done : (legal[policy.int(0, legal.length - 1)] as PsiWarsAction);
    checks.before?.(state, action);
    const next = psiWars.clone(state);
    psiWars.apply(next, action, rng);
    checks.after?.(state, next, action);
    state = next;
  }
  return psiWars.isOver(state);
}

function forRandomGames(checks: Checks): void {
  let finished = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.constantFrom(...MATCHUPS),
      fc.integer({ min: 20, max: 40 }),
      fc.integer({ min: 0, max: 3 }),
      (seed, matchup, hp, patience) => {
        if (play(seed, matchup, hp, patience, checks)) finished += 1;
      },
    ),
    { numRuns: RUNS },
  );
  // Random play does reach the end of the game, so late-game states are covered too.
  expect(finished).toBeGreaterThan(RUNS / 2);
}

describe('random legal play (fast-check over seeds, matchups, lab hit points and patience)', () => {
  it('6.5.3 i, PW-8: lab hit points only drop together with a labDamaged event of that damage, never rise', () => {
    forRandomGames({ after: checkHitPoints });
  });

  it('3.3, PW-18: no unit ever carries two Equipment, and attached Equipment stays until destroyed', () => {
    forRandomGames({
      before: (state, action) => {
        for (const legal of psiWars.legalActions(state, action.player)) if (legal.type === 'equip') checkReady(state, legal);
      },
      after: (before, after) => {
        checkPlaces(after);
        checkEquipmentStays(before, after);
      },
    });
  });

  it('5.6, PW-5, PW-6: a depleted card never attacks, blocks, is attached or pays (every legal action checked beforehand)', () => {
    forRandomGames({
      before: (state, action) => {
        for (const legal of psiWars.legalActions(state, action.player)) checkReady(state, legal);
      },
      after: checkPayment,
    });
  });

  it('PW-20: each seat\'s 52 cards are always each in exactly one place', () => {
    forRandomGames({ after: (_before, after) => checkPlaces(after) });
  });
});
