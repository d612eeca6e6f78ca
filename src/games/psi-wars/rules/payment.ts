/**
 * Paying for a card with Creation Units (rulebook 5.0–5.6): each coloured light needs that many
 * unspent units of its kind; the white light takes any unspent units, which the player names
 * (PW-4), and each unit is spent once until it is replenished.
 */
import { inconsistentState } from '../../../core/errors.js';
import { CREATION_UNITS, type Cost, type CreationUnit } from '../content/schema.js';
import type { PsiWarsPlayerState, PsiWarsState } from '../types.js';
import { creationKind } from './cards.js';

export type UnitCounts = Record<CreationUnit, number>;

/** Unspent Creation Units in a lab, by kind. */
export function available(state: PsiWarsState, player: PsiWarsPlayerState): UnitCounts {
  const counts: UnitCounts = { digital: 0, neuro: 0, bio: 0, material: 0 };
  for (const unit of player.creation) {
    if (unit.depleted) continue;
    const kind = creationKind(state, unit.card);
    if (kind !== null) counts[kind] += 1;
  }
  return counts;
}

/**
 * Every distinct way to pay `cost` from `counts`, as the sorted list of kinds spent on the white
 * light ([] when it needs none). Empty when the cost cannot be paid.
 */
export function paymentChoices(cost: Cost, counts: UnitCounts): CreationUnit[][] {
  const rest: UnitCounts = { ...counts };
  for (const kind of CREATION_UNITS) {
    rest[kind] -= cost[kind] ?? 0;
    if (rest[kind] < 0) return [];
  }
  const any = cost.any ?? 0;
  const out: CreationUnit[][] = [];
  const pick = (from: number, left: number, chosen: CreationUnit[]): void => {
    if (left === 0) {
      out.push([...chosen]);
      return;
    }
    for (let k = from; k < CREATION_UNITS.length; k++) {
      const kind = CREATION_UNITS[k] as CreationUnit;
      if (rest[kind] === 0) continue;
      rest[kind] -= 1;
      chosen.push(kind);
      pick(k, left - 1, chosen);
      chosen.pop();
      rest[kind] += 1;
    }
  };
  pick(0, any, []);
  return out;
}

/** Whether `any` is one of the ways to pay `cost` now. */
export function canPay(cost: Cost, counts: UnitCounts, any: readonly CreationUnit[]): boolean {
  if (any.length !== (cost.any ?? 0)) return false;
  const need: UnitCounts = { digital: 0, neuro: 0, bio: 0, material: 0 };
  for (const kind of CREATION_UNITS) need[kind] = cost[kind] ?? 0;
  for (const kind of any) {
    if (!CREATION_UNITS.includes(kind)) return false;
    need[kind] += 1;
  }
  return CREATION_UNITS.every((kind) => need[kind] <= counts[kind]);
}

/** Spends the units: the coloured lights, then `any`. Returns the kinds spent, in order. */
export function pay(state: PsiWarsState, player: PsiWarsPlayerState, cost: Cost, any: readonly CreationUnit[]): CreationUnit[] {
  const spent: CreationUnit[] = [];
  const spend = (kind: CreationUnit): void => {
    for (const unit of player.creation) {
      if (!unit.depleted && creationKind(state, unit.card) === kind) {
        unit.depleted = true;
        spent.push(kind);
        return;
      }
    }
    throw inconsistentState(`no unspent ${kind} unit`);
  };
  for (const kind of CREATION_UNITS) for (let i = 0; i < (cost[kind] ?? 0); i++) spend(kind);
  for (const kind of any) spend(kind);
  return spent;
}
