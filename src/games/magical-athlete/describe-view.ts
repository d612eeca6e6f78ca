/**
 * A seat's view in a few lines (`describeView`), as `rulebooks play --human` shows it before each
 * choice: chips, hands, the draft board or the track, the pending decision. Reads only the view.
 */
import { CHARACTERS, type CharacterId } from './content/characters.js';
import { MAGICAL_ATHLETE_GOAL } from './content/board.js';
import type { MagicalAthleteView } from './types.js';

const name = (id: CharacterId | 'hidden'): string => (id === 'hidden' ? 'a hidden card' : CHARACTERS[id].name);
const list = (ids: readonly (CharacterId | 'hidden')[]): string => (ids.length === 0 ? 'none' : ids.map(name).join(', '));

/** A few readable lines summarising `view`. */
export function describeView(view: MagicalAthleteView): string {
  const me = view.viewer;
  const lines = [`Phase: ${view.phase}${me === 'spectator' ? ' (spectating)' : `; you are player ${me}`}.`];
  view.players.forEach((p, seat) => {
    const who = seat === me ? 'You' : `Player ${seat}`;
    // Draft money is chips; from the end of the draft on, the same counters are points (MA-7).
    const unit = view.phase === 'draft' ? 'chip' : 'point';
    lines.push(`${who}: ${p.chips} ${unit}${p.chips === 1 ? '' : 's'}; hand ${list(p.hand)}; raced ${list(p.raced)}.`);
  });
  if (view.draft !== null) {
    const board = view.draft.slots.map((card, price) => `${price}: ${card === null ? '-' : name(card)}`).join(', ');
    lines.push(`Draft board (price: card): ${board}. Player ${view.draft.active} is buying; ${view.deckSize} cards left in the deck.`);
  }
  if (view.picks !== null) {
    lines.push(`Picks: ${view.picks.map((pick, seat) => `player ${seat} ${pick === null ? 'not yet' : name(pick)}`).join(', ')}.`);
  }
  if (view.race !== null) {
    const track = [...view.race.racers]
      .sort((a, b) => b.position - a.position)
      .map((r) => `${CHARACTERS[r.character].name} (player ${r.player}) ${r.finished === null ? `at ${r.position}` : `finished ${r.finished}`}${r.loseNextTurn === null ? '' : `, ${r.loseNextTurn}`}`);
    lines.push(`Race ${view.race.number} (goal ${MAGICAL_ATHLETE_GOAL}): ${track.join('; ')}.`);
    if (view.race.prophecy !== null) lines.push(`Prophecy: ${name(view.race.prophecy)}.`);
  }
  if (view.prompt !== null) {
    const targets = view.prompt.targets.length === 0 ? '' : ` (targets: ${view.prompt.targets.map(name).join(', ')})`;
    lines.push(`Waiting on player ${view.prompt.player}: the ${name(view.prompt.ability)}'s ability${targets}.`);
  }
  for (const result of view.results) lines.push(`Race ${result.number} ranking: ${result.ranking.map((seat) => `player ${seat}`).join(', ')}.`);
  return lines.join('\n');
}
