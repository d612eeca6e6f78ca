/** Events as one line of race commentary each (for logs and the CLI). */
import { CHARACTERS, type CharacterId } from './content/characters.js';
import type { MagicalAthleteEvent, MagicalAthleteMoveCause } from './types.js';

const name = (id: CharacterId): string => CHARACTERS[id].name;
// Seats are numbered from 0 everywhere (API, CLI, outcomes), so the commentary does the same.
const seat = (player: number): string => `Player ${player}`;
const points = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;
// Draft money is chips; after the draft the same counters are victory points (MA-4, MA-7).
const chips = (n: number, what = 'chip'): string => `${n} ${what}${n === 1 ? '' : 's'}`;
const party = (who: number | 'bank'): string => (who === 'bank' ? 'the bank' : seat(who));

/**
 * How a racer moved, said of the racer that moved: the verb, and the character whose ability moved
 * it ("Spy is lured by the Siren"), when that is someone else's ability.
 */
const MOVE_VERBS: Readonly<Record<MagicalAthleteMoveCause, readonly [verb: string, by?: CharacterId]>> = {
  roll: ['runs'],
  shadow: ['shadows along'],
  swap: ['is swapped', 'merchant'],
  kidnap: ['is kidnapped', 'pirate'],
  push: ['is shoved back', 'troll'],
  kick: ['is kicked back', 'centaur'],
  lure: ['is lured', 'siren'],
  bonus: ['bounds ahead'],
  curse: ['is dragged back', 'necromancer'],
  blessing: ['is blessed forward', 'priest'],
  challenge: ['loses the challenge and falls back'],
  compensation: ['steps back to pay for the cancellation'],
  spell: ['steps back to cast her spell'],
  dash: ['dashes'],
  devour: ['feeds and creeps forward'],
};

/** What the user of a moving ability does to himself (the Merchant's swap, the Priest's blessing). */
const OWN_MOVE_VERBS: Partial<Record<MagicalAthleteMoveCause, string>> = {
  swap: 'swaps places, moving',
  blessing: 'blesses himself forward',
};

function moveVerb(character: CharacterId, cause: MagicalAthleteMoveCause): string {
  const [verb, by] = MOVE_VERBS[cause];
  if (by === undefined) return verb;
  return by === character ? (OWN_MOVE_VERBS[cause] ?? verb) : `${verb} by the ${name(by)}`;
}

function chipsLine(event: Extract<MagicalAthleteEvent, { type: 'chipsMoved' }>): string {
  switch (event.reason) {
    case 'draft':
      return `${party(event.from)} pays ${chips(event.amount)} to ${party(event.to)}.`;
    case 'return':
      return `${party(event.from)} hands ${chips(event.amount, 'unspent chip')} back to ${party(event.to)}.`;
    case 'award':
      return event.from === 'bank' ? `${party(event.to)} is awarded ${points(event.amount)}.` : `${party(event.to)} is awarded ${points(event.amount)} by ${party(event.from)}.`;
    case 'theft':
      return `The Thief takes ${points(event.amount)} from ${party(event.from)} for ${party(event.to)}.`;
  }
}

export function describeEvent(event: MagicalAthleteEvent): string {
  switch (event.type) {
    case 'setupDone':
      return `${event.players} players get ${chips(event.chips)} each; ${event.setAside} characters are set aside unseen, ${event.deck} form the draft deck. ${seat(event.startPlayer)} drafts first.`;
    case 'draftTurn':
      return `${seat(event.player)} is drafting.`;
    case 'cardDrawn':
      return `${name(event.character)} comes up for 4 chips.`;
    case 'cardsSlid':
      return `The board slides: ${event.slots.map((card, price) => `${price}: ${card === null ? '—' : name(card)}`).join(', ')}.`;
    case 'bought':
      return `${seat(event.player)} signs the ${name(event.character)} for ${event.price === 0 ? 'free' : chips(event.price)}.`;
    case 'passed':
      return `${seat(event.player)} passes.`;
    case 'draftDone':
      return `${seat(event.player)} has a full team.`;
    case 'draftEnded':
      return `The draft is over; unspent chips (${event.returned.join('/')}) go back to the bank.`;
    case 'assassinated':
      return `The Assassin strikes: ${seat(event.owner)}'s ${name(event.target)} is out of the game!`;
    case 'assassinDeclined':
      return `The Assassin stays his hand.`;
    case 'replacementDrawn':
      return event.character === null
        ? `${seat(event.player)} draws a secret replacement.`
        : `${seat(event.player)} draws ${name(event.character)} as a replacement.`;
    case 'raceCalled':
      return `Race ${event.race} is called: ${points(event.awards[0])} for the winner, ${points(event.awards[1])} for second.`;
    case 'picked':
      return `${seat(event.player)} has chosen an athlete.`;
    case 'spyWaits':
      return `${seat(event.player)} sends the Spy to watch the others choose.`;
    case 'spyPeeked': {
      if (event.picks === null) return `${seat(event.player)}'s Spy looks at the other picks.`;
      const seen = event.picks.flatMap((pick, p) => (pick === null ? [] : [`${seat(p)} ${name(pick)}`]));
      return `${seat(event.player)}'s Spy looks at the other picks: ${seen.join(', ')}.`;
    }
    case 'revealed':
      return `Race ${event.race} line-up: ${event.racers.map((r) => `${name(r.character)} (${seat(r.player)})`).join(', ')}.`;
    case 'prophecyMade':
      return event.character === null ? 'The Prophet writes down a secret prophecy.' : `The Prophet foresees the ${name(event.character)} winning.`;
    case 'turnStarted':
      return `${name(event.character)}'s turn.`;
    case 'turnLost':
      return `${name(event.character)} ${event.reason === 'asleep' ? 'is asleep' : event.reason === 'petrified' ? 'is turned to stone' : 'spent the turn in the shadows'} and does not move.`;
    case 'rolled':
      return `${name(event.character)} ${event.reason === 'challenge' ? 'rolls for the challenge' : event.reason === 'reroll' ? 'rolls again' : 'rolls'}: ${event.value}.`;
    case 'rollCancelled':
      return `The Conjurer makes his ${event.value} vanish.`;
    case 'dieTurned':
      return `The Demon turns the die from ${event.from} to ${event.to}.`;
    case 'abilityUsed':
      return event.target === null ? `${name(event.character)} uses the ability.` : `${name(event.character)} targets the ${name(event.target)}.`;
    case 'abilityCancelled':
      return `The ${name(event.by)} cancels the ${name(event.character)}'s ability.`;
    case 'moved': {
      const leapt = event.leapt > 0 ? `, leaping over ${event.leapt} occupied space${event.leapt === 1 ? '' : 's'}` : '';
      return `${name(event.character)} ${moveVerb(event.character, event.cause)} from ${event.from} to ${event.to}${leapt}.`;
    }
    case 'overtook':
      return `${name(event.character)} overtakes the ${name(event.overtaken)}.`;
    case 'finished':
      return `${name(event.character)} crosses the goal in place ${event.place}!`;
    case 'turnLostNext':
      return `The ${name(event.by)} ${event.reason === 'asleep' ? 'puts' : 'turns'} the ${name(event.character)} ${event.reason === 'asleep' ? 'to sleep' : 'to stone'}: it loses its next turn.`;
    case 'challenge':
      return event.loser === null
        ? `The Gladiator's challenge to the ${name(event.target)} is a draw.`
        : `The Gladiator's challenge to the ${name(event.target)}: the ${name(event.loser)} loses.`;
    case 'chipsMoved':
      return chipsLine(event);
    case 'raceContinues':
      return `Race ${event.race} goes on: players who would end the game level on points are still racing, and their places in this race will break the tie.`;
    case 'raceStopped':
      return `Race ${event.race} is stopped after ${event.turns} turns without enough finishers: it is scored on the racers' order on the track.`;
    case 'prophecyRevealed':
      return `The prophecy named the ${name(event.character)}: ${event.correct ? `it came true, ${seat(event.player)} takes second place` : 'it was wrong'}.`;
    case 'raceEnded':
      return `Race ${event.race} is over: ${event.ranking.slice(0, 2).map((p, i) => `${seat(p)} ${i === 0 ? 'wins' : 'is second'} (+${event.awards[p]})`).join(', ')}.`;
    case 'gameEnded':
      return `Final standings: ${event.ranking.map((p) => `${seat(p)} ${event.scores[p]}`).join(', ')}. ${seat(event.ranking[0] ?? 0)} wins the festival!`;
  }
}
