/**
 * The turn sequence (rulebook 6.1–6.5): replenish and draw, place a Creation Unit, build (then
 * escape rolls from traps), equip, battle, discard to the hand limit. Steps where the player has
 * nothing to decide are passed automatically (PW-7).
 */
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import type { PsiWarsPlayerState, PsiWarsState, PsiWarsStep } from '../types.js';
import { FATIGUE_DAMAGE, HAND_LIMIT, nameOf, opponent } from './cards.js';
import { damageLab } from './damage.js';
import { escapeRolls } from './powers.js';
import { stepHasChoices } from './choices.js';
import { resolveBattle } from './battle.js';

/** Starts `player`'s turn: their cards replenish (PW-5), then they draw unless it is the very first turn. */
export function beginTurn(state: PsiWarsState, player: Player, rng: Rng): void {
  const number = state.turn.number + 1;
  state.turn = { player, number, step: 'creation', placed: false };
  state.battle = null;
  state.events.push({ type: 'turnStarted', player, turn: number });
  const me = state.players[player] as PsiWarsPlayerState;
  for (const unit of me.creation) unit.depleted = false;
  for (const unit of me.units) unit.depleted = false;
  for (const equipment of me.equipment) equipment.depleted = false;
  // Rulebook 6.1: the first player skips the draw of the game's first turn.
  if (number > 1) {
    const card = me.deck.pop();
    if (card === undefined) {
      state.events.push({ type: 'fatigue', player, damage: FATIGUE_DAMAGE });
      damageLab(state, player, FATIGUE_DAMAGE, []);
      if (state.winner !== null) return;
    } else {
      me.hand.push(card);
      state.events.push({ type: 'drew', player, card, name: nameOf(state, card) });
    }
  }
  settle(state, rng);
}

/** Moves past steps with nothing to decide, and runs the automatic parts of the battle. */
export function settle(state: PsiWarsState, rng: Rng): void {
  for (;;) {
    if (state.winner !== null) return;
    const step = state.turn.step;
    if (step === 'engage') {
      resolveBattle(state, rng);
      if (state.winner !== null || state.turn.step === 'engage') return;
      continue;
    }
    if (stepHasChoices(state, step)) return;
    finishStep(state, rng);
  }
}

const NEXT: Readonly<Record<Exclude<PsiWarsStep, 'discard' | 'engage'>, PsiWarsStep>> = {
  creation: 'build',
  build: 'equip',
  equip: 'attack',
  attack: 'block',
  block: 'engage',
};

/** Ends the current step (the player said `done`, or had nothing to do). */
export function finishStep(state: PsiWarsState, rng: Rng): void {
  const turn = state.turn;
  switch (turn.step) {
    case 'build':
      // Rulebook 6.3: at the end of the build phase, rolls to free trapped units (PW-30).
      escapeRolls(state, turn.player, rng);
      turn.step = 'equip';
      return;
    case 'attack':
      if (state.battle === null || state.battle.engagements.length === 0) {
        state.battle = null;
        turn.step = 'discard';
      } else {
        turn.step = 'block';
      }
      return;
    case 'discard':
      endTurn(state, rng);
      return;
    case 'engage':
      turn.step = 'discard';
      return;
    default:
      turn.step = NEXT[turn.step];
  }
}

/** Whether the active player must still discard to the hand limit (PW-9). */
export function overHandLimit(state: PsiWarsState): boolean {
  return (state.players[state.turn.player] as PsiWarsPlayerState).hand.length > HAND_LIMIT;
}

function endTurn(state: PsiWarsState, rng: Rng): void {
  // Disrupters last until the end of the turn (PW-31, PW-32).
  for (const player of state.players) {
    for (const unit of player.units) {
      unit.cyberJammed = false;
      unit.psionicJammed = false;
    }
  }
  beginTurn(state, opponent(state.turn.player), rng);
}
