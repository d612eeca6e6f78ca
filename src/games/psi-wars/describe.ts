/** Events as one line of battle report each. */
import type { PsiWarsContestRoll, PsiWarsEvent } from './types.js';

const who = (player: number): string => `Player ${player}`;
const list = (names: readonly string[]): string => names.join(' and ');

export function describeEvent(event: PsiWarsEvent): string {
  switch (event.type) {
    case 'setupDone':
      return `Labs open with ${event.hitPoints} hit points: ${event.decks.join(' against ')}.`;
    case 'rollOff':
      return `Roll-off ${event.rolls[0]} to ${event.rolls[1]}: ${event.first === null ? 'a tie, roll again' : `${who(event.first)} goes first`}.`;
    case 'turnStarted':
      return `— Turn ${event.turn}: ${who(event.player)} —`;
    case 'drew':
      return event.name === null ? `${who(event.player)} draws a card.` : `${who(event.player)} draws ${event.name}.`;
    case 'fatigue':
      return `${who(event.player)}'s deck is empty: the lab takes ${event.damage} damage instead of a draw.`;
    case 'placed':
      return `${who(event.player)} brings ${event.name} into the lab.`;
    case 'built':
      return `${who(event.player)} creates ${event.name} (spending ${event.paid.join(', ')}).`;
    case 'powerPlayed':
      return `${who(event.player)} activates ${event.name}${event.targetName !== null ? ` on ${event.targetName}` : event.unit !== null ? ` for ${event.unit}` : ''}.`;
    case 'trapped':
      return `${event.name} is caught in a trap.`;
    case 'escapeRoll':
      return `${event.name} strains against the trap: ${event.die} (needs ${event.needed}) — ${event.freed ? 'it breaks free' : 'still held'}.`;
    case 'jammed':
      return `${event.name}'s ${event.screen} screen is disrupted until the end of the turn.`;
    case 'searched':
      return `${who(event.player)} searches the deck for a ${event.unit} Creation Unit${event.card === null ? ' and finds none' : ' and takes it into hand'}.`;
    case 'equipped':
      return `${who(event.player)} fits ${event.equipmentName} to ${event.unitName}.`;
    case 'attackDeclared':
      return `${who(event.player)} sends ${list(event.names)} into battle.`;
    case 'blockDeclared':
      return `${who(event.player)} blocks attack ${event.engagement + 1} with ${list(event.names)}.`;
    case 'engagementStarted':
      return event.blockers.length === 0 ? `Attack ${event.engagement + 1} goes unopposed toward the lab.` : `Engagement ${event.engagement + 1} begins.`;
    case 'distanceUsed':
      return `${event.name} fires ${event.ability} from a distance.`;
    case 'contest': {
      const label = event.kind === 'jam' || event.kind === 'snipe' ? `${event.kind} ability` : `${event.kind} ${event.counter ? 'counterattack' : 'attack'}`;
      const side = (roll: PsiWarsContestRoll): string => `${list(roll.names)} ${roll.die}+${roll.strength}=${roll.total}`;
      return `${label}, ${side(event.attacker)} against ${side(event.defender)}: ${event.success ? 'success' : 'held'}.`;
    }
    case 'disoriented':
      return `The ${event.side === 'attacker' ? 'attacking' : 'defending'} stack is disoriented.`;
    case 'destroyed':
      return `${event.name} is destroyed.`;
    case 'labDamaged':
      return `${who(event.player)}'s lab takes ${event.damage} damage (${event.hitPoints} left).`;
    case 'discarded':
      return `${who(event.player)} discards ${event.name}.`;
    case 'gameEnded':
      return `${who(event.winner)} destroys the enemy lab and wins!`;
  }
}
