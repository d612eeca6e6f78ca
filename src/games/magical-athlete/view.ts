/**
 * What each player may see (DESIGN §6): never the deck order or the set-aside cards, another
 * player's secret replacement card, picks before the reveal (except to the waiting Spy), or the
 * prophecy before the race ends (except to the Prophet's owner).
 */
import type { Viewer } from '../../core/game.js';
import type { CharacterId, MagicalAthleteEvent, MagicalAthleteState, MagicalAthleteView } from './types.js';
import { promptOf } from './rules/actions.js';

/** An event as `viewer` may see it: secret details are blanked, never the event itself. */
export function redactMagicalAthleteEvent(event: MagicalAthleteEvent, viewer: Viewer): MagicalAthleteEvent {
  if ((event.type === 'replacementDrawn' || event.type === 'prophecyMade') && event.player !== viewer && event.character !== null) {
    return { ...event, character: null };
  }
  // MA-51: only the Spy's owner sees the picks; the others learn that he looked, which the
  // public `picked` events already told them was about to happen.
  if (event.type === 'spyPeeked' && event.player !== viewer && event.picks !== null) return { ...event, picks: null };
  return event;
}

function canSeePicks(state: MagicalAthleteState, viewer: Viewer): boolean {
  const selection = state.selection;
  if (selection === null || viewer === 'spectator' || selection.spyWaiting !== viewer) return false;
  return selection.picks.every((pick, seat) => pick !== null || seat === viewer);
}

export function view(state: MagicalAthleteState, viewer: Viewer): MagicalAthleteView {
  const selection = state.selection;
  const race = state.race;
  const spyView = canSeePicks(state, viewer);
  let prophecy: CharacterId | 'hidden' | null = null;
  if (race !== null && race.prophecy !== null) {
    const prophet = race.racers.find((r) => r.character === 'prophet');
    // MA-48: secret from the others until the race has its winner, then shown to all.
    const shown = race.finishers.length > 0 || (prophet !== undefined && prophet.player === viewer);
    prophecy = shown ? (race.racers[race.prophecy]?.character ?? null) : 'hidden';
  }
  return {
    viewer,
    phase: state.phase,
    players: state.players.map((p, seat) => ({
      chips: p.chips,
      // MA-8: cards are bought face up, except the Assassin's replacement.
      hand: seat === viewer ? [...p.hand] : p.hand.map((card) => (card === p.secret ? 'hidden' : card)),
      raced: [...p.raced],
    })),
    deckSize: state.deck.length,
    setAsideSize: state.setAside.length,
    removed: [...state.removed],
    draft: state.phase === 'draft' ? { slots: [...state.draft.slots], active: state.draft.active } : null,
    spyUsed: state.spyUsed,
    picks:
      selection === null
        ? null
        : selection.picks.map((pick, seat) => (pick === null ? null : seat === viewer || spyView ? pick : 'hidden')),
    spyWaiting: selection?.spyWaiting ?? null,
    race:
      race === null
        ? null
        : {
            number: race.number,
            racers: race.racers.map((r) => ({ ...r })),
            active: race.active,
            finishers: [...race.finishers],
            turns: race.turns,
            prophecy,
          },
    prompt: race === null ? null : promptOf(race),
    results: state.results.map((r) => ({ ...r })),
    events: state.events.map((event) => redactMagicalAthleteEvent(event, viewer)),
  };
}
