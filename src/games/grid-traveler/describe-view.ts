/**
 * A view in a few lines (`describeView`), as `rulebooks play --human` shows it before each
 * choice: the round and whose turn, every player's cruiser, numbers and hand size, the viewer's
 * own hand, the fights and a pending offer. Reads only the view (its config's decks name the
 * cruisers, personas, mentors and Magick cards).
 */
import { COMPONENTS, DESTROYING_DAMAGE } from './content/cruisers.js';
import { BASE_NANYTES } from './content/necronians.js';
import { BASE_HEALTH } from './content/personas.js';
import { placeName } from './rules/board.js';
import { contentOf } from './rules/content.js';
import { componentName, designName, effectName, kindLabel, who } from './describe.js';
import { CARD_KINDS, type GridCardView, type GridSeatView, type GridTravelerView } from './types.js';

/** A card's design by name, from the game's own decks (GT-25). */
const cardName = (view: GridTravelerView, card: GridCardView): string => designName(card.kind, card.name, contentOf(view.config));

/** One player's line: who, where, numbers, cubes, cards and effects. */
function seatLine(view: GridTravelerView, s: GridSeatView): string {
  const content = contentOf(view.config);
  const persona = content.persona(s.persona);
  const mentor = content.necronian(s.necronian);
  const you = view.viewer === s.seat ? ' (you)' : '';
  const head = `${who(s.seat)}${you}: ${persona?.name ?? s.persona} in the ${content.cruiser(s.cruiser)?.name ?? s.cruiser}, mentor ${mentor?.name ?? s.necronian}`;
  if (s.out !== null) return `${head}; out since round ${s.out.round}${s.out.by === null ? '' : ` (by ${who(s.out.by)})`}.`;
  const where = s.launched ? placeName(view.config.board, s.position.tile) : 'on the Star, not yet launched';
  const cubes = COMPONENTS.flatMap((c) => {
    const t = s.tracks[c];
    return t.red + t.yellow === 0 ? [] : [`${componentName(c)} ${[t.red > 0 ? `${t.red} red` : null, t.yellow > 0 ? `${t.yellow} yellow` : null].filter((x) => x !== null).join(' ')}`];
  });
  const health = `Health ${s.health}/${BASE_HEALTH + (persona?.health ?? 0)}`;
  const nanytes = `nanytes ${s.nanytes}/${BASE_NANYTES + (mentor?.modifier ?? 0)}`;
  const held = CARD_KINDS.map((k) => `${s.handSizes[k]} ${k === 'ditfoi' ? 'DITFOI' : k === 'magick' ? 'Magick' : k === 'whisper' ? 'Whisper' : 'material'}`).join(', ');
  const effects = s.effects.length === 0 ? '' : `; under ${s.effects.map((e) => `${effectName(e.source)} (${e.left} left)`).join(', ')}`;
  return `${head}; at ${where}; ${health}, ${nanytes}, Damage ${s.damage}/${DESTROYING_DAMAGE}${cubes.length > 0 ? `; cubes on ${cubes.join(', ')}` : ''}; holds ${held}${effects}.`;
}

/** A few readable lines summarising `view` for a person at that seat. */
export function describeView(view: GridTravelerView): string {
  const turn = view.turn;
  const phase = view.phase === 'combat' ? 'combat phase' : turn === null ? 'between turns' : `${who(turn.seat)}'s turn (${turn.stage})`;
  const lines = [`GRID Traveler, round ${view.round} of at most ${view.config.maxRounds}: ${phase}${view.viewer === 'spectator' ? ' (spectating)' : ''}.`];
  for (const s of view.seats) lines.push(seatLine(view, s));
  const me = view.viewer === 'spectator' ? undefined : view.seats[view.viewer];
  if (me !== undefined && me.hand !== null) {
    const cards = CARD_KINDS.flatMap((k) => me.hand![k].map((c) => cardName(view, c)));
    lines.push(`Your hand: ${cards.length === 0 ? 'empty' : cards.join(', ')}.`);
  }
  view.combats.forEach((c, i) => {
    const acting = c.members[c.next];
    const active = view.phase === 'combat' && i === view.combatIndex ? ' (taking its combat turn)' : '';
    const kind = c.kind === 'ship' ? 'Ship fight' : `Magick fight at ${view.config.board.bodies[c.body ?? -1]?.name ?? 'a planet'}`;
    lines.push(`${kind}${active}: ${c.members.map(who).join(', ')}${acting === undefined ? '' : `; ${who(acting)} to act`}.`);
  });
  if (view.faceUp.length > 0) lines.push(`Face up in play: ${view.faceUp.map((c) => cardName(view, c)).join(', ')}.`);
  const trade = turn?.trade ?? null;
  if (trade !== null) lines.push(`${who(trade.from)} offers ${trade.give === null ? 'a card' : cardName(view, trade.give)} to ${who(trade.to)} for ${kindLabel(trade.want)}.`);
  lines.push(`Decks: ${view.decks.magick} Magick, ${view.decks.ditfoi} DITFOI, ${view.decks.whisper} Whisper; ${view.cubeDiscard} cubes in the discard.`);
  if (view.end !== null) {
    lines.push(`Game over (${view.end.reason === 'lastStanding' ? 'last player standing' : 'round limit'}). Scores: ${view.end.scores.map((s, seat) => `${who(seat)} ${s}`).join(', ')}.`);
  }
  return lines.join('\n');
}
