/**
 * Trading (GT-S50, GT-S52; GT-19): in the `act` stage a player may offer one of its Magick,
 * material or Whisper cards to a player in proximity, asking for a kind of card back; the other
 * answers by giving a card of that kind, or declines. One offer a turn. Only the two of them see
 * the cards.
 */
import type { Player } from '../../../core/game.js';
import type { GridCardKind, GridTravelerAction, GridTravelerState } from '../types.js';
import { hidden, mix, others, reveal, shown, takeFromHand } from './cards.js';

/** The kinds of card that may change hands (GT-S52): not DITFOI. */
export const TRADED_KINDS: readonly GridCardKind[] = ['magick', 'material', 'whisper'];

/**
 * The offers `seat` may make to `partner` (GT-19): each tradeable card it holds, for each kind;
 * none to a member of a fight. "Fight, trade, or move on" are the choices of cruisers that meet
 * (SHIP-TO-SHIP COMBAT, rulebook line 171; MAGICK COMBAT, line 285), and a member of a Magick
 * fight has laid out every capable card it holds (line 287): a card traded in could make one more
 * capable without its being laid out (issue 24).
 */
export function offers(state: GridTravelerState, seat: Player, partner: Player): GridTravelerAction[] {
  if (state.combats.some((c) => c.members.includes(partner) || c.members.includes(seat))) return [];
  const me = state.seats[seat]!;
  const out: GridTravelerAction[] = [];
  for (const kind of TRADED_KINDS) {
    for (const give of me.hand[kind]) for (const want of TRADED_KINDS) out.push({ type: 'offerTrade', player: seat, to: partner, give, want });
  }
  return out;
}

/** The answers to the pending offer: each card of the asked kind the answerer holds, or a refusal. */
export function answers(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const offer = state.turn!.trade!;
  const mine = state.seats[seat]!.hand[offer.want];
  return [...mine.map((give) => ({ type: 'acceptTrade' as const, player: seat, give })), { type: 'declineTrade' as const, player: seat }];
}

/** Makes an offer: the card is shown to the two players only (GT-19, GT-30). */
export function offer(state: GridTravelerState, seat: Player, to: Player, give: number, want: GridCardKind): void {
  const turn = state.turn!;
  turn.trade = { from: seat, to, give, want };
  turn.traded = true;
  turn.stage = 'tradeReply';
  reveal(state, give, [to]);
  state.events.push({ type: 'tradeOffered', audience: [seat, to].sort((a, b) => a - b), player: seat, to, card: shown(state, give), want });
  const rest = others(state, seat, to);
  if (rest.length > 0) state.events.push({ type: 'tradeOffered', audience: rest, player: seat, to, card: hidden(state, give), want });
}

/** Answers the offer: the cards change hands, or nothing happens. Back to the offerer's `act` stage. */
export function answer(state: GridTravelerState, seat: Player, give: number | null): void {
  const turn = state.turn!;
  const offer = turn.trade!;
  const from = state.seats[offer.from]!;
  const to = state.seats[offer.to]!;
  turn.trade = null;
  turn.stage = 'act';
  const pair = [offer.from, offer.to].sort((a, b) => a - b);
  const rest = others(state, offer.from, offer.to);
  if (give === null) {
    state.events.push({ type: 'tradeAnswered', audience: null, player: seat, to: offer.from, accepted: false, card: null });
    return;
  }
  // The others see a card of each kind change hands, not which (GT-30): each loses track of which
  // of the offerer's cards of that kind left it, and of which of the answerer's (issue 24).
  mix(state, rest, from.hand[state.cards[offer.give]!.kind]);
  mix(state, rest, to.hand[state.cards[give]!.kind]);
  takeFromHand(from, offer.give);
  to.hand[state.cards[offer.give]!.kind].push(offer.give);
  takeFromHand(to, give);
  from.hand[state.cards[give]!.kind].push(give);
  reveal(state, give, [offer.from]);
  state.events.push({ type: 'tradeAnswered', audience: pair, player: seat, to: offer.from, accepted: true, card: shown(state, give) });
  if (rest.length > 0) state.events.push({ type: 'tradeAnswered', audience: rest, player: seat, to: offer.from, accepted: true, card: hidden(state, give) });
}
