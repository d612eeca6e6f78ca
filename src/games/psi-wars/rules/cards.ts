/** Looking up card instances: their definitions, owners and whereabouts. */
import { inconsistentState } from '../../../core/errors.js';
import type { Player } from '../../../core/game.js';
import { cardById } from '../content/cards.js';
import type { BattleUnitCard, Card, CreationUnit, EquipmentCard, PowerCard, Screen } from '../content/schema.js';
import type { PsiWarsBattleUnit, PsiWarsCardRef, PsiWarsState } from '../types.js';

/** Cards in each deck (the published decks have 52; PW-20). */
export const DECK_SIZE = 52;
/** Cards in the opening hand (rulebook 6.1). */
export const OPENING_HAND = 8;
/** Hand limit at the end of a turn (PW-9). */
export const HAND_LIMIT = 10;
/** Damage a lab takes when its owner must draw from an empty deck (PW-8). */
export const FATIGUE_DAMAGE = 2;

/** The other seat. */
export function opponent(player: Player): Player {
  return player === 0 ? 1 : 0;
}

export function ownerOf(card: PsiWarsCardRef): Player {
  return card < DECK_SIZE ? 0 : 1;
}

export function defOf(state: PsiWarsState, card: PsiWarsCardRef): Card {
  const def = cardById(state.cards[card] as string);
  if (def === undefined) throw inconsistentState(`unknown card ${String(state.cards[card])}`);
  return def;
}

export function battleDef(state: PsiWarsState, card: PsiWarsCardRef): BattleUnitCard {
  return defOf(state, card) as BattleUnitCard;
}

export function equipmentDef(state: PsiWarsState, card: PsiWarsCardRef): EquipmentCard {
  return defOf(state, card) as EquipmentCard;
}

export function powerDef(state: PsiWarsState, card: PsiWarsCardRef): PowerCard {
  return defOf(state, card) as PowerCard;
}

export function creationKind(state: PsiWarsState, card: PsiWarsCardRef): CreationUnit | null {
  const def = defOf(state, card);
  return def.kind === 'creation' ? def.unit : null;
}

/** The battle unit `card` in its owner's lab, or undefined. */
export function unitOf(state: PsiWarsState, card: PsiWarsCardRef): PsiWarsBattleUnit | undefined {
  const units = state.players[ownerOf(card)]?.units;
  if (units === undefined) return undefined;
  for (const unit of units) if (unit.card === card) return unit;
  return undefined;
}

export type ScreenName = 'cyber' | 'psionic' | 'physical';

/**
 * A unit's screen including its equipment (the red screen's lower number is physical defence: the
 * rulebook's second "3.4" calls it psionic by mistake, PW-3), or null if the unit lacks it (equipment cannot give a
 * capability the unit lacks, PW-12). Disrupted screens count as 0 (PW-31, PW-32).
 */
export function screenOf(state: PsiWarsState, unit: PsiWarsBattleUnit, name: ScreenName): Screen | null {
  const base = battleDef(state, unit.card)[name];
  if (base === null) return null;
  if ((name === 'cyber' && unit.cyberJammed) || (name === 'psionic' && unit.psionicJammed)) return { attack: 0, defense: 0 };
  let attack = base.attack;
  let defense = base.defense;
  if (unit.equipment !== null) {
    const bonus = equipmentDef(state, unit.equipment)[name];
    if (bonus !== null) {
      attack += bonus.attack;
      defense += bonus.defense;
    }
  }
  return { attack, defense };
}

/** A card's display name. */
export function nameOf(state: PsiWarsState, card: PsiWarsCardRef): string {
  return defOf(state, card).name;
}
