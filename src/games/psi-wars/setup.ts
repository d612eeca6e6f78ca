/**
 * Getting started (rulebook 6.1): each player puts one of each Creation Unit into their lab,
 * shuffles the rest of their deck and draws 8; a die roll-off (ties roll again) decides who starts.
 */
import type { Rng } from '../../core/rng.js';
import type { Player } from '../../core/game.js';
import { shuffleInPlace, drawFromTop } from '../../core/deck.js';
import { CREATION_UNITS } from './content/schema.js';
import { cardById } from './content/cards.js';
import type { PsiWarsCardRef, PsiWarsPlayerState, PsiWarsConfig, PsiWarsState } from './types.js';
import { DECK_SIZE, OPENING_HAND, nameOf } from './rules/cards.js';
import { deckList, deckName } from './content/deck-specs.js';
import { beginTurn } from './rules/turn.js';

export function setup(config: PsiWarsConfig, rng: Rng): PsiWarsState {
  const lists = config.decks.map(deckList);
  // The card instances never change, so copies share the list: frozen from the start (see core/share.ts).
  const cards = Object.freeze(lists.flat()) as string[];
  const players: PsiWarsPlayerState[] = lists.map((list, seat) => {
    const refs: PsiWarsCardRef[] = list.map((_, i) => seat * DECK_SIZE + i);
    const lab: PsiWarsCardRef[] = [];
    for (const unit of CREATION_UNITS) {
      const ref = refs.find((r) => {
        const def = cardById(cards[r] as string);
        return def?.kind === 'creation' && def.unit === unit && !lab.includes(r);
      });
      if (ref !== undefined) lab.push(ref);
    }
    const deck = shuffleInPlace(refs.filter((r) => !lab.includes(r)), rng);
    const hand = drawFromTop(deck, OPENING_HAND);
    return {
      hitPoints: config.labHitPoints,
      deck,
      hand,
      creation: lab.map((card) => ({ card, depleted: false })),
      units: [],
      equipment: [],
      discard: [],
      shown: [],
    };
  });
  const state: PsiWarsState = {
    config,
    cards,
    players,
    turn: { player: 0, number: 0, step: 'creation', placed: false },
    battle: null,
    winner: null,
    events: [],
  };
  state.events.push({ type: 'setupDone', hitPoints: config.labHitPoints, decks: config.decks.map(deckName) });
  for (const seat of [0, 1] as const) {
    for (const card of players[seat]?.hand ?? []) state.events.push({ type: 'drew', player: seat, card, name: nameOf(state, card) });
  }
  // Roll-off: both roll a die, the higher goes first; ties roll again (PW-2).
  let first: Player | null = null;
  while (first === null) {
    const rolls: [number, number] = [rng.int(1, 6), rng.int(1, 6)];
    first = rolls[0] > rolls[1] ? 0 : rolls[1] > rolls[0] ? 1 : null;
    state.events.push({ type: 'rollOff', rolls, first });
  }
  beginTurn(state, first, rng);
  return state;
}
