/** A hand-written deep copy for the fast path (`config` never changes, so it is shared). */
import type { FantasyTripState } from './types.js';

export function cloneState(state: FantasyTripState): FantasyTripState {
  const t = state.turn;
  return {
    config: state.config,
    figures: state.figures.map((f) => ({ ...f, at: { q: f.at.q, r: f.at.r }, struck: [...f.struck] })),
    items: state.items.map((i) => ({ ...i, at: i.at === null ? null : { q: i.at.q, r: i.at.r } })),
    turn: {
      number: t.number,
      phase: t.phase,
      initiative: t.initiative,
      order: [...t.order],
      mover: t.mover,
      moving: t.moving,
      queue: [...t.queue],
      next: t.next,
      retreats: t.retreats.map((r) => ({ striker: r.striker, victim: r.victim, vacated: r.vacated === null ? null : { q: r.vacated.q, r: r.vacated.r } })),
    },
    survivors: state.survivors === null ? null : [...state.survivors],
    events: [...state.events],
  };
}
