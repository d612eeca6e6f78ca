/** Preparations (rulebook "Preparations"): shuffle, set five aside unseen, deal chips, pick a start player. */
import type { Rng } from '../../core/rng.js';
import { drawFromTop, shuffled } from '../../core/deck.js';
import { CHARACTER_IDS } from './content/characters.js';
import { DRAFT_CHIPS, DRAFT_SLOTS, SET_ASIDE } from './content/board.js';
import type { MagicalAthleteConfig, MagicalAthleteState } from './types.js';
import { beginDraftTurn } from './rules/phases.js';

export function setup(config: MagicalAthleteConfig, rng: Rng): MagicalAthleteState {
  const deck = shuffled(CHARACTER_IDS, rng);
  const setAside = drawFromTop(deck, SET_ASIDE);
  const chips = DRAFT_CHIPS[config.players];
  const startPlayer = rng.int(0, config.players - 1);
  const state: MagicalAthleteState = {
    phase: 'draft',
    config: { players: config.players },
    players: Array.from({ length: config.players }, () => ({ chips, hand: [], secret: null, raced: [] })),
    deck,
    setAside,
    removed: [],
    draft: { slots: Array.from({ length: DRAFT_SLOTS }, () => null), active: startPlayer, lastBuyer: null, purchases: [] },
    spyUsed: false,
    selection: null,
    race: null,
    results: [],
    events: [],
  };
  state.events.push({ type: 'setupDone', players: config.players, chips, setAside: setAside.length, deck: deck.length, startPlayer });
  beginDraftTurn(state, startPlayer);
  return state;
}
