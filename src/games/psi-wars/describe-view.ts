/**
 * A seat's view in a few lines (`describeView`), as `rulebooks play --human` shows it before each
 * choice: both labs, the viewer's hand, the step and the battle. Reads only the view.
 */
import { cardById } from './content/cards.js';
import type { PsiWarsView } from './types.js';

/** A few readable lines summarising `view`. */
export function describeView(view: PsiWarsView): string {
  const name = (card: number): string => {
    const id = view.known[card];
    return id === undefined ? 'a hidden card' : (cardById(id)?.name ?? id);
  };
  const me = view.viewer;
  const lines = [`Turn ${view.turn.number}: player ${view.turn.player}, ${view.turn.step} step${me === 'spectator' ? ' (spectating)' : `; you are player ${me}`}.`];
  view.players.forEach((p, seat) => {
    const who = seat === me ? 'Your lab' : `Player ${seat}'s lab`;
    const creation = p.creation.map((c) => `${name(c.card)}${c.depleted ? ' (spent)' : ''}`).join(', ') || 'none';
    const units = p.units
      .map((u) => `${name(u.card)}${u.equipment === null ? '' : ` with ${name(u.equipment)}`}${u.trappedBy === null ? '' : ' (trapped)'}${u.depleted ? ' (spent)' : ''}`)
      .join(', ') || 'none';
    lines.push(`${who}: ${p.hitPoints} hit points; deck ${p.deckSize}, hand ${p.handSize}, discard ${p.discard.length}.`);
    lines.push(`  Creation Units: ${creation}. Battle Units: ${units}.`);
    if (p.equipment.length > 0) lines.push(`  Loose equipment: ${p.equipment.map((e) => name(e.card)).join(', ')}.`);
    if (p.hand !== null) lines.push(`  Hand: ${p.hand.map((c) => name(c.card)).join(', ') || 'empty'}.`);
    else if (p.shown.length > 0) lines.push(`  Known in hand: ${p.shown.map((c) => name(c.card)).join(', ')}.`);
  });
  if (view.battle !== null) {
    const stacks = view.battle.engagements.map((e, i) => `${i + 1}: ${e.attackers.map(name).join(' + ')} vs ${e.blockers.map(name).join(' + ') || 'the lab'}`);
    lines.push(`Battle: ${stacks.join('; ') || 'no attackers yet'}.`);
  }
  if (view.winner !== null) lines.push(`Player ${view.winner} has won.`);
  return lines.join('\n');
}
