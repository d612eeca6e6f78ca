/**
 * Hand-built scenarios for the secrets tests (FT-38, FT-49, FT-50), shared with the conformance
 * information checks (test/conformance/fantasy-trip.test.ts).
 *
 * Control layout: C (figure 0, side 0, DX 11) at (0,0) facing 0 knows Control Person; M (figure 1,
 * side 1, DX 10) at (2,0) facing 3 makes a myrmidon (figure 2) at (1,0), between them, in turn 1.
 * In turn 2 C takes it with Control Person (its save of 18 fails). In turn 3 it moves for seat 0,
 * engaged by M, whose front hex it stands in.
 */
import { expect } from 'vitest';
import type { FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { h, type Build } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castOn, field } from './wizard-helpers.js';

const C: Build = { name: 'C', st: 8, dx: 11, iq: 13, spells: ['control-person'] };
const M: Build = { name: 'M', st: 9, dx: 10, iq: 13, spells: ['summon-myrmidon', 'illusion', 'image'] };
const SPELL = { summoned: 'summon-myrmidon', illusion: 'illusion', image: 'image' } as const;
export type Kind = keyof typeof SPELL;

/** Turn 3, movement: the myrmidon M made as `kind`, controlled by C, engaged by M; side 0 to begin a move. */
export function controlledMyrmidon(kind: Kind): FantasyTripState {
  const f = field([C], [M], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 3 } });
  f.hold(0);
  f.move(1, 'cast');
  f.act(castOn(SPELL[kind], h(1, 0), 'myrmidon'), [...AUTO, ...NEXT_TURN]);
  expect(f.turn).toBe(2);
  f.initiative(true);
  while (f.state.turn.renewals.length > 0) f.act({ type: 'renew', keep: true });
  f.move(0, 'cast');
  f.hold(1);
  f.hold(2);
  // The myrmidon (DX 12) has no action to take; C (DX 11) acts, and M's pass ends the turn.
  f.act(castAt('control-person', 2), [...AUTO, 6, 6, 6, ...NEXT_TURN]);
  f.initiative(true);
  while (f.state.turn.renewals.length > 0) f.act({ type: 'renew', keep: true });
  return f.state;
}


/** W (figure 0, side 0, DX 8) knows Stone Flesh; E (figure 1, side 1) a swordsman who holds. */
const SEER: Build = { name: 'W', st: 10, dx: 8, iq: 14, spells: ['stone-flesh', 'spell-shield'] };
const SWORD: Build = { name: 'E', st: 13, dx: 11, iq: 8, weapons: ['broadsword'] };
/** A secret Stone Flesh that works (5 on 3 dice), that fails (16), or a fake (no dice). */
export type SecretOutcome = 'works' | 'fails' | 'fake';
const SECRET_DICE: Readonly<Record<SecretOutcome, readonly number[]>> = { works: AUTO, fails: [6, 6, 4], fake: [] };

/**
 * Turn 1: W, at (0,0) facing 0, casts Stone Flesh on itself in secret (or fakes it); E at (3,0)
 * facing 3 holds. Returns the state as turn 2 waits on the initiative choice.
 */
export function secretStoneFlesh(outcome: SecretOutcome): FantasyTripState {
  const f = field([SEER], [SWORD], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
  f.move(0, 'cast');
  f.hold(1);
  f.act({ type: 'cast', spell: 'stone-flesh', power: 1, target: 0, at: null, looks: outcome === 'fake' ? 'fake' : 'secret' }, [...SECRET_DICE[outcome], ...NEXT_TURN]);
  expect(f.turn).toBe(2);
  return f.state;
}
