/**
 * Powers (rulebook 3.4, 6.3). Build-phase powers are played by the active player while building;
 * battle-phase powers by the attacker while declaring attackers and by the defender while declaring
 * blockers (PW-10). Each effect is a ruling: PW-30 trap, PW-31 mental disrupter, PW-32
 * electro-magnetic disrupter, PW-33 creation oracle, PW-34 equipment hunter.
 */
import { inconsistentState } from '../../../core/errors.js';
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import { shuffleInPlace } from '../../../core/deck.js';
import { CREATION_UNITS, type CreationUnit, type PowerCard } from '../content/schema.js';
import type { PsiWarsCardRef, PsiWarsPlayerState, PsiWarsState } from '../types.js';
import { battleDef, creationKind, nameOf, opponent, ownerOf, powerDef } from './cards.js';
import { discardCard } from './zones.js';


/** What a power can be aimed at: cards in play, kinds of Creation Unit, or nothing. */
export type PowerTargets = { readonly cards: PsiWarsCardRef[] } | { readonly units: readonly CreationUnit[] };

/** The targets `player` could aim `power` at now; an empty list means it cannot be played. */
export function powerTargets(state: PsiWarsState, player: Player, power: PowerCard): PowerTargets {
  const foe = state.players[opponent(player)] as PsiWarsPlayerState;
  switch (power.effect.kind) {
    case 'trap':
      return { cards: foe.units.filter((u) => u.trappedBy === null).map((u) => u.card) };
    case 'mentalDisrupter':
      return { cards: foe.units.filter((u) => !u.psionicJammed && battleDef(state, u.card).psionic !== null).map((u) => u.card) };
    case 'emDisrupter':
      return { cards: foe.units.filter((u) => !u.cyberJammed && battleDef(state, u.card).cyber !== null).map((u) => u.card) };
    case 'equipmentHunter':
      return {
        cards: [
          ...foe.equipment.map((e) => e.card),
          ...foe.units.flatMap((u) => (u.equipment === null ? [] : [u.equipment])),
        ].sort((a, b) => a - b),
      };
    case 'creationOracle':
      return { units: CREATION_UNITS };
  }
}

/** Carries out a paid power. The card goes to the discard pile, except a trap, which stays on its victim. */
export function resolvePower(state: PsiWarsState, player: Player, card: PsiWarsCardRef, target: PsiWarsCardRef | null, unit: CreationUnit | null, rng: Rng): void {
  const power = powerDef(state, card);
  const me = state.players[player] as PsiWarsPlayerState;
  switch (power.effect.kind) {
    case 'trap': {
      const victim = (state.players[ownerOf(target as PsiWarsCardRef)] as PsiWarsPlayerState).units.find((u) => u.card === target);
      if (victim === undefined) throw inconsistentState('trap without a victim');
      victim.trappedBy = card;
      state.events.push({ type: 'trapped', card: victim.card, name: nameOf(state, victim.card), by: card });
      return;
    }
    case 'mentalDisrupter':
    case 'emDisrupter': {
      const victim = (state.players[ownerOf(target as PsiWarsCardRef)] as PsiWarsPlayerState).units.find((u) => u.card === target);
      if (victim === undefined) throw inconsistentState('disrupter without a victim');
      const screen = power.effect.kind === 'mentalDisrupter' ? 'psionic' : 'cyber';
      if (screen === 'psionic') victim.psionicJammed = true;
      else victim.cyberJammed = true;
      state.events.push({ type: 'jammed', card: victim.card, name: nameOf(state, victim.card), screen });
      discardCard(state, card);
      return;
    }
    case 'creationOracle': {
      const kind = unit as CreationUnit;
      let found: PsiWarsCardRef | null = null;
      for (let i = me.deck.length - 1; i >= 0; i--) {
        if (creationKind(state, me.deck[i] as PsiWarsCardRef) === kind) {
          found = me.deck[i] as PsiWarsCardRef;
          me.deck.splice(i, 1);
          me.hand.push(found);
          // PW-33: the card found is shown to the opponent, who remembers it while it stays in hand.
          me.shown.push(found);
          break;
        }
      }
      shuffleInPlace(me.deck, rng);
      state.events.push({ type: 'searched', player, unit: kind, card: found });
      discardCard(state, card);
      return;
    }
    case 'equipmentHunter': {
      const foe = state.players[opponent(player)] as PsiWarsPlayerState;
      const loose = foe.equipment.findIndex((e) => e.card === target);
      if (loose >= 0) foe.equipment.splice(loose, 1);
      else {
        const holder = foe.units.find((u) => u.equipment === target);
        if (holder === undefined) throw inconsistentState('equipment hunter without a target');
        holder.equipment = null;
      }
      state.events.push({ type: 'destroyed', player: opponent(player), card: target as PsiWarsCardRef, name: nameOf(state, target as PsiWarsCardRef) });
      discardCard(state, target as PsiWarsCardRef);
      discardCard(state, card);
      return;
    }
  }
}

/** Rulebook 6.3: at the end of its owner's build phase each trapped unit rolls to break free (PW-30). */
export function escapeRolls(state: PsiWarsState, player: Player, rng: Rng): void {
  const me = state.players[player] as PsiWarsPlayerState;
  for (const unit of me.units) {
    if (unit.trappedBy === null) continue;
    const trap = powerDef(state, unit.trappedBy);
    const needed = trap.effect.kind === 'trap' ? trap.effect.escape : 7;
    const die = rng.int(1, 6);
    const freed = die >= needed;
    state.events.push({ type: 'escapeRoll', player, card: unit.card, name: nameOf(state, unit.card), die, needed, freed });
    if (freed) {
      discardCard(state, unit.trappedBy);
      unit.trappedBy = null;
    }
  }
}
