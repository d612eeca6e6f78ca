/**
 * A hand-written deep copy for the fast path (`cards` and `config` never change, so they are
 * shared). Objects are written out in their makers' key order, never spread: a spread copy gets
 * another hidden class, and rules code that meets both kinds runs polymorphic (the pure path
 * clones every step, so that would slow every later `apply` in the process).
 */
import type { PsiWarsState } from './types.js';

export function cloneState(state: PsiWarsState): PsiWarsState {
  const battle = state.battle;
  return {
    config: state.config,
    cards: state.cards,
    players: state.players.map((p) => ({
      hitPoints: p.hitPoints,
      deck: [...p.deck],
      hand: [...p.hand],
      creation: p.creation.map((c) => ({ card: c.card, depleted: c.depleted })),
      units: p.units.map((u) => ({ card: u.card, depleted: u.depleted, equipment: u.equipment, trappedBy: u.trappedBy, cyberJammed: u.cyberJammed, psionicJammed: u.psionicJammed })),
      equipment: p.equipment.map((e) => ({ card: e.card, depleted: e.depleted })),
      discard: [...p.discard],
      shown: [...p.shown],
    })),
    turn: { player: state.turn.player, number: state.turn.number, step: state.turn.step, placed: state.turn.placed },
    battle:
      battle === null
        ? null
        : {
            engagements: battle.engagements.map((e) => ({ attackers: [...e.attackers], blockers: [...e.blockers] })),
            index: battle.index,
            step: battle.step,
            distanceDone: [...battle.distanceDone],
            spent: [...battle.spent],
            attackerDisoriented: battle.attackerDisoriented,
            defenderDisoriented: battle.defenderDisoriented,
          },
    winner: state.winner,
    events: [...state.events],
  };
}
