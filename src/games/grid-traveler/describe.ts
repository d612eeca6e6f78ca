/**
 * One line per event, for logs and the CLI. Cards are named by their designs where the event
 * shows them, else by kind ("a Magick card", "a material"); players are `Player n` by seat.
 * Events carry no board, so bodies and tiles are named by number ("body 3", "tile 45"), and no
 * decks, so a Magick card is named from the built-in table, or by its id when that table does not
 * have it (a card of a config's own deck, GT-25; `describeView` and `describeAction` name those
 * from the game's decks).
 */
import { COMPONENT_NAMES, type Component } from './content/cruisers.js';
import { magickById } from './content/magick.js';
import { materialById } from './content/materials.js';
import { whisperById } from './content/whispers.js';
import type { GridContent } from './rules/content.js';
import type { GridCardKind, GridCardShown, GridEffect, GridTravelerEvent } from './types.js';

/** A seat as the log names it. */
export const who = (seat: number): string => `Player ${seat}`;

/** A list of seats in words. */
const seats = (list: readonly number[]): string => (list.length === 0 ? 'nobody' : list.map(who).join(', '));

/** A component (or Damage) as the mat names it. */
export const componentName = (component: Component | 'damage'): string => COMPONENT_NAMES[component] ?? component;

/** A card of a kind whose design is hidden. */
export function hiddenCard(kind: GridCardKind): string {
  switch (kind) {
    case 'magick':
      return 'a Magick card';
    case 'material':
      return 'a material';
    case 'whisper':
      return 'a Whisper card';
    case 'ditfoi':
      return 'a DITFOI card';
  }
}

/**
 * A design's readable name: `Fireball I`, `Water`, `Drift`, `DITFOI: Shields`. A Magick card is
 * named from `content` (the game's own deck) when given, else from the built-in table; a design
 * found in neither is named by its id.
 */
export function designName(kind: GridCardKind, name: string, content?: GridContent): string {
  switch (kind) {
    case 'magick':
      return (content === undefined ? magickById(name) : content.magick(name))?.name ?? name;
    case 'material':
      return materialById(name)?.name ?? name;
    case 'whisper':
      return whisperById(name)?.name ?? name;
    case 'ditfoi':
      return name === 'any' ? 'DITFOI: any component' : `DITFOI: ${componentName(name as Component)}`;
  }
}

/** A card as an event shows it: its design, or its kind when hidden. */
export const cardLabel = (card: GridCardShown): string => (card.name === null ? hiddenCard(card.kind) : designName(card.kind, card.name));

/** A kind of card with an article ("a Magick card", "a material"). */
export const kindLabel = hiddenCard;

/** A lasting effect's source in words. */
export function effectName(source: GridEffect['source']): string {
  if (source === 'weaken') return 'WEAKEN';
  if (source === 'hamper') return 'the Effects I hamper';
  return whisperById(source)?.name ?? source;
}

/** One readable line for an event. */
export function describeEvent(event: GridTravelerEvent): string {
  switch (event.type) {
    case 'setupDone':
      return `GRID Traveler begins. Order of play: ${seats(event.order)}.`;
    case 'rolled':
      return `${who(event.player)} rolls a D${event.die} for ${event.why}: ${event.value}${event.target === null ? '' : ` (needs ${event.target} or less)`}.`;
    case 'roundStarted':
      return `— Round ${event.round} —`;
    case 'turnStarted':
      return `${who(event.player)}'s turn.`;
    case 'recovered': {
      const gains = [event.health > 0 ? `${event.health} Health` : null, event.nanytes > 0 ? `${event.nanytes} nanyte${event.nanytes === 1 ? '' : 's'}` : null].filter((g) => g !== null);
      const parts = [gains.length > 0 ? `recovers ${gains.join(' and ')}` : null, event.component === null ? null : `takes a cube off ${componentName(event.component)}`].filter((p) => p !== null);
      return `${who(event.player)} ${parts.join(' and ') || 'recovers nothing'}.`;
    }
    case 'drew':
      return `${who(event.player)} ${event.from === null ? 'draws' : 'takes'} ${cardLabel(event.card)}.`;
    case 'whispered':
      return `The Whisper ${effectName(event.whisper)} takes hold of ${who(event.player)}.`;
    case 'effectEnded':
      return `${effectName(event.source)} on ${who(event.player)} ends.`;
    case 'weakened':
      return `${who(event.player)} plays WEAKEN on ${who(event.target)}${event.nanytes > 0 ? `, who loses ${event.nanytes} nanyte${event.nanytes === 1 ? '' : 's'}` : ''}.`;
    case 'moved': {
      const how = { step: 'moves', jump: 'jumps', orbit: 'orbits', retreat: 'retreats', pursuit: 'pursues' }[event.how];
      return `${who(event.player)} ${how} to ${event.place}.`;
    }
    case 'orbit': {
      const what = { entered: 'enters the orbit of', completed: 'completes an orbit of', left: 'leaves the orbit of' }[event.what];
      return `${who(event.player)} ${what} ${event.name}.`;
    }
    case 'travelEnded':
      return `${who(event.player)}'s travel ends${event.forfeited > 0 ? `, ${event.forfeited} tile${event.forfeited === 1 ? '' : 's'} of it lost` : ''}.`;
    case 'scanned':
      return `${who(event.player)} scans ${event.name} and ${event.found ? 'finds a material' : 'finds nothing'}.`;
    case 'tradeOffered':
      return `${who(event.player)} offers ${cardLabel(event.card)} to ${who(event.to)} for ${kindLabel(event.want)}.`;
    case 'tradeAnswered':
      return event.accepted
        ? `${who(event.player)} accepts ${who(event.to)}'s offer, giving ${event.card === null ? 'a card' : cardLabel(event.card)}.`
        : `${who(event.player)} declines ${who(event.to)}'s offer.`;
    case 'fightStarted':
      return `${who(event.player)} attacks ${who(event.target)}: a ${event.kind === 'ship' ? 'ship' : 'Magick'} fight, acting in the order ${seats(event.members)}.`;
    case 'revealed': {
      const cards = event.cards.length === 0 ? 'no capable card' : event.cards.map(cardLabel).join(', ');
      const materials = event.materials.length === 0 ? '' : `, shown with ${event.materials.map(cardLabel).join(', ')}`;
      return `${who(event.player)} lays out ${cards}${materials}.`;
    }
    case 'shot': {
      const result = {
        missed: 'misses',
        saved: 'hits, but the Shields hold',
        shields: 'hits the Shields (a cube on Shields)',
        held: 'hits, but the hull holds',
        damage: 'hits the hull (a cube on Damage)',
      }[event.result];
      return `${who(event.player)} fires at ${who(event.target)} and ${result}.`;
    }
    case 'componentHit':
      return `A ${event.cube} cube goes on ${who(event.player)}'s ${componentName(event.component)}${event.disabled ? ', which is disabled' : ''}.`;
    case 'ditfoiPlayed':
      return `${who(event.player)} plays a DITFOI card on ${who(event.target)}'s ${componentName(event.component)}: ${event.success ? 'it works' : 'it fails'}.`;
    case 'retreated':
      return `${who(event.player)} retreats toward ${event.place}.`;
    case 'pursuit':
      return event.pursues ? `${who(event.player)} pursues ${who(event.target)}.` : `${who(event.player)} lets ${who(event.target)} go.`;
    case 'retreatEnded':
      return event.result === 'escaped' ? `${who(event.player)} escapes the fight.` : `${who(event.player)} is caught and stays in the fight.`;
    case 'cast':
      return `${who(event.player)} casts ${designName('magick', event.magick)} at ${who(event.target)}: ${event.success ? 'success' : 'failure'}.`;
    case 'blocked': {
      if (event.magick === null && !event.passive) return `${who(event.player)} does not block.`;
      const card = event.magick === null ? '' : ` ${event.passive ? 'of' : 'with'} ${designName('magick', event.magick)}`;
      return `${who(event.player)} ${event.passive ? 'tries the passive shield' : 'blocks'}${card}: ${event.success ? 'it holds' : 'it fails'}.`;
    }
    case 'passed':
      return `${who(event.player)} passes.`;
    case 'heldFire':
      return `${who(event.player)} holds fire.`;
    case 'fightBrokenOff':
      return event.why === 'movedOn'
        ? `No one fought this combat turn: ${seats(event.members)} move on, and the fight is over.`
        : `The fight has lasted its last combat turn: ${seats(event.members)} break off, and it is over.`;
    case 'spent': {
      const parts = [event.health === 0 ? null : `${event.health > 0 ? '+' : ''}${event.health} Health`, event.nanytes === 0 ? null : `${event.nanytes > 0 ? '+' : ''}${event.nanytes} nanytes`].filter((p) => p !== null);
      return `${who(event.player)}: ${parts.join(', ') || 'no change'} (${event.why}).`;
    }
    case 'fightEnded':
      return event.members.length <= 1 ? `The fight is over${event.members.length === 1 ? `: ${who(event.members[0]!)} is left` : ''}.` : `The combat turn ends; ${seats(event.members)} fight on.`;
    case 'eliminated': {
      const cause = event.why === 'destroyed' ? 'cruiser is destroyed' : 'Health is gone';
      const by = event.by === null ? '' : ` by ${who(event.by)}${event.spoils > 0 ? `, who takes ${event.spoils} material${event.spoils === 1 ? '' : 's'}` : ''}`;
      return `${who(event.player)}'s ${cause}${by}: ${who(event.player)} is out.`;
    }
    case 'turnEnded':
      return `${who(event.player)} ends the turn.`;
    case 'gameOver': {
      const reason = event.reason === 'lastStanding' ? 'one player is left standing' : 'the round limit is reached';
      return `The game is over: ${reason}. Scores: ${event.scores.map((s, seat) => `${who(seat)} ${s}`).join(', ')}.`;
    }
  }
}
