/**
 * What each player may see (DESIGN §6): the opponent's hand only as a size, neither deck's order,
 * and cards drawn by the opponent only as "a card".
 */
import type { Viewer } from '../../core/game.js';
import type { PsiWarsCardRef, PsiWarsEvent, PsiWarsState, PsiWarsView } from './types.js';

/** An event as `viewer` may see it. */
export function redactPsiWarsEvent(event: PsiWarsEvent, viewer: Viewer): PsiWarsEvent {
  if (event.type === 'drew' && event.player !== viewer && event.card !== null) return { ...event, card: null, name: null };
  // PW-33: the creation oracle's find is shown to both players, so a search is never redacted.
  return event;
}

export function view(state: PsiWarsState, viewer: Viewer): PsiWarsView {
  const known: Record<number, string> = {};
  const see = (card: PsiWarsCardRef): void => {
    known[card] = state.cards[card] as string;
  };
  const players = state.players.map((p, seat) => {
    for (const c of p.creation) see(c.card);
    for (const e of p.equipment) see(e.card);
    for (const u of p.units) {
      see(u.card);
      if (u.equipment !== null) see(u.equipment);
      if (u.trappedBy !== null) see(u.trappedBy);
    }
    for (const card of p.discard) see(card);
    const mine = seat === viewer;
    if (mine) for (const card of p.hand) see(card);
    return {
      hitPoints: p.hitPoints,
      deckSize: p.deck.length,
      handSize: p.hand.length,
      hand: mine ? p.hand.map((card) => ({ card, id: state.cards[card] as string })) : null,
      // Hand cards both players have seen (PW-33).
      shown: p.shown.map((card) => {
        see(card);
        return { card, id: state.cards[card] as string };
      }),
      creation: p.creation.map((c) => ({ ...c })),
      units: p.units.map((u) => ({ ...u })),
      equipment: p.equipment.map((e) => ({ ...e })),
      discard: [...p.discard],
    };
  });
  return {
    viewer,
    players,
    known,
    turn: { ...state.turn },
    battle: state.battle === null ? null : structuredClone(state.battle),
    winner: state.winner,
    events: state.events.map((event) => redactPsiWarsEvent(event, viewer)),
  };
}
